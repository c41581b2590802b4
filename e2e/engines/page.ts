// The engine-neutral page the shared scenarios are written against: find by role, label or text,
// click, type, press, drag, evaluate, reload, and the network off and on. Every wait polls the page
// for a state (never a fixed sleep), so a slow engine only takes longer.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Key, Tab } from "./engine";
import { NEEDS_LIBRARY, inPage, type Action, type ElementState, type Step, type TextMatch } from "./in-page";
import type { NetworkSwitch } from "./network-switch";

const require = createRequire(import.meta.url);
const LIBRARY = readFileSync(require.resolve("@testing-library/dom/dist/@testing-library/dom.umd.min.js"), "utf8");
const IN_PAGE = inPage.toString();

export const DEFAULT_TIMEOUT = 30_000;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const toMatch = (m: string | RegExp): TextMatch => (typeof m === "string" ? m : { re: m.source, flags: m.flags });

/** Polls `probe` until `done` accepts its value; the error names what was awaited and the last value. */
export async function waitUntil<T>(what: string, probe: () => Promise<T>, done: (v: T) => boolean, timeout = DEFAULT_TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      if (done(last)) return last;
    } catch (error) {
      // A navigation between two polls (reload, next step) loses the page's context for a moment.
      lastError = error;
    }
    if (Date.now() > deadline) {
      const detail = lastError instanceof Error ? lastError.message : JSON.stringify(last);
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${detail})`);
    }
    await sleep(POLL_MS);
  }
}

export type WaitState = "visible" | "attached" | "detached" | "hidden";

export class Locator {
  constructor(
    private readonly page: Page,
    readonly steps: Step[],
    private readonly description: string,
  ) {}

  private then$(step: Step, text: string) {
    return new Locator(this.page, [...this.steps, step], `${this.description} ${text}`);
  }

  role(role: string, opts: { name?: string | RegExp; level?: number } = {}) {
    return this.then$(
      { by: "role", role, name: opts.name === undefined ? undefined : toMatch(opts.name), level: opts.level },
      `role=${role}[${opts.name ?? ""}]`,
    );
  }
  label(text: string | RegExp, opts: { exact?: boolean } = {}) {
    return this.then$({ by: "label", text: toMatch(text), exact: opts.exact ?? true }, `label=${text}`);
  }
  text(text: string | RegExp, opts: { exact?: boolean } = {}) {
    return this.then$({ by: "text", text: toMatch(text), exact: opts.exact ?? true }, `text=${text}`);
  }
  css(selector: string) {
    return this.then$({ by: "css", selector }, selector);
  }
  testId(id: string) {
    return this.css(`[data-testid="${id}"]`);
  }
  nth(index: number) {
    return this.then$({ by: "nth", index }, `#${index}`);
  }
  first() {
    return this.nth(0);
  }
  filter(opts: { hasText?: string | RegExp; has?: Locator }) {
    const withText =
      opts.hasText === undefined ? this : this.then$({ by: "hasText", text: toMatch(opts.hasText) }, `hasText=${opts.hasText}`);
    return opts.has ? withText.then$({ by: "has", steps: opts.has.steps }, `has(${opts.has.description})`) : withText;
  }

  toString() {
    return this.description.trim();
  }

  private run<T>(action: Action) {
    return this.page.runInPage<T>(this.steps, action);
  }

  state() {
    return this.run<ElementState>({ op: "state" });
  }

  async waitFor(opts: { state?: WaitState; timeout?: number } = {}) {
    const want = opts.state ?? "visible";
    const ok: Record<WaitState, (s: ElementState) => boolean> = {
      visible: (s) => s.visible,
      attached: (s) => s.count > 0,
      detached: (s) => s.count === 0,
      hidden: (s) => !s.visible,
    };
    await waitUntil(`${this} to be ${want}`, () => this.state(), ok[want], opts.timeout);
  }

  async count() {
    return (await this.state()).count;
  }

  async isVisible() {
    return (await this.state()).visible;
  }

  /**
   * A native click once the element is there, visible, enabled, not moving and not covered by anything
   * else at its centre (as a person waits for a toast or dialog to go); retried if it re-rendered.
   */
  async click(opts: { timeout?: number } = {}) {
    await waitUntil(
      `${this} to be clickable`,
      () => this.state(),
      (s) => s.count === 1 && s.visible && s.enabled && s.stable,
      opts.timeout,
    );
    await waitUntil(
      `${this} to be uncovered`,
      () => this.run<string>({ op: "hit" }),
      (hit) => hit === "ok",
      opts.timeout,
    );
    await waitUntil(
      `a click on ${this}`,
      () => this.page.tab.click(this.page.expression(this.steps, { op: "element" })).then(() => true),
      (done) => done,
      10_000,
    );
  }

  /** Focuses the field, selects what is in it and types `value` over it, key by key. */
  async fill(value: string) {
    await this.focus(true);
    if (value === "") await this.page.press("Backspace");
    else await this.page.type(value);
  }

  async focus(select = false) {
    await this.waitFor();
    await waitUntil(
      `focus on ${this}`,
      () => this.run<boolean>({ op: "focus", select }),
      (f) => f,
    );
  }

  /** Focus and press a key: how a keyboard user activates a control. */
  async press(key: Key) {
    await this.waitFor();
    await waitUntil(
      `${this} to be enabled`,
      () => this.state(),
      (s) => s.enabled,
    );
    await this.focus();
    await this.page.press(key);
  }

  async textContent() {
    await this.waitFor({ state: "attached" });
    return (await this.run<string[]>({ op: "texts" }))[0]!;
  }
  allTextContents() {
    return this.run<string[]>({ op: "texts" });
  }
  getAttribute(name: string) {
    return this.run<string | null>({ op: "attribute", name });
  }
  allAttributes(name: string) {
    return this.run<(string | null)[]>({ op: "attributes", name });
  }
  inputValue() {
    return this.run<string | null>({ op: "value" });
  }
  /** Scrolls the element to the middle of the viewport and returns its centre there. */
  async centre() {
    await this.waitFor();
    return (await this.run<{ x: number; y: number } | null>({ op: "centre", scroll: true }))!;
  }
}

export type PageOptions = { tab: Tab; network: NetworkSwitch; engine: string };

export class Page {
  readonly tab: Tab;
  readonly engine: string;
  private readonly network: NetworkSwitch;
  /** True once the last network change also switched the browser's own offline mode. */
  browserKnowsOffline = false;

  constructor(opts: PageOptions) {
    this.tab = opts.tab;
    this.network = opts.network;
    this.engine = opts.engine;
  }

  get baseURL() {
    return this.network.url;
  }

  /** Locators start at the document's body. */
  get root() {
    return new Locator(this, [], "");
  }
  role(role: string, opts: { name?: string | RegExp; level?: number } = {}) {
    return this.root.role(role, opts);
  }
  label(text: string | RegExp, opts: { exact?: boolean } = {}) {
    return this.root.label(text, opts);
  }
  text(text: string | RegExp, opts: { exact?: boolean } = {}) {
    return this.root.text(text, opts);
  }
  css(selector: string) {
    return this.root.css(selector);
  }
  testId(id: string) {
    return this.root.testId(id);
  }

  expression(steps: Step[], action: Action) {
    return `(${IN_PAGE})(${JSON.stringify(steps)}, ${JSON.stringify(action)})`;
  }

  /** Runs the in-page finder, first bringing the query library into this document if it is not there. */
  async runInPage<T>(steps: Step[], action: Action): Promise<T> {
    const expression = this.expression(steps, action);
    let result = await this.tab.evaluate<unknown>(expression);
    if (result === NEEDS_LIBRARY) {
      await this.tab.evaluate(`(() => { ${LIBRARY}\n; return true; })()`);
      result = await this.tab.evaluate<unknown>(expression);
    }
    return result as T;
  }

  async goto(path: string) {
    await this.tab.goto(new URL(path, this.baseURL).href);
  }
  reload() {
    return this.tab.reload();
  }
  async pathname() {
    return new URL(await this.tab.url()).pathname;
  }
  evaluate<T>(fn: () => T | Promise<T>): Promise<T>;
  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  evaluate<T, A>(fn: (arg?: A) => T | Promise<T>, arg?: A): Promise<T> {
    return this.tab.evaluate<T>(`(${fn.toString()})(${arg === undefined ? "" : JSON.stringify(arg)})`);
  }
  /** Evaluates source text (e.g. a library) in the page. */
  evaluateSource<T = unknown>(source: string): Promise<T> {
    return this.tab.evaluate<T>(source);
  }
  type(text: string) {
    return this.tab.type(text);
  }
  press(key: Key) {
    return this.tab.press(key);
  }

  /**
   * A mouse drag as a hand makes it (react-dnd's touch backend with mouse events): press, a small
   * move to start the drag, travel in hops, hold `holdMs` at the end, nudge, release.
   */
  async drag(from: Locator, to: Locator | { x: number; y: number }, opts: { holdMs?: number; release?: boolean } = {}) {
    const a = await from.centre();
    await this.tab.mouseMove(a.x, a.y);
    await this.tab.mouseDown();
    await sleep(60);
    await this.tab.mouseMove(a.x + 5, a.y + 5, 3);
    await sleep(60);
    const b = to instanceof Locator ? await this.boxCentreInView(to) : to;
    await this.tab.mouseMove(b.x, b.y, 12);
    await sleep(opts.holdMs ?? 100);
    if (opts.release === false) return;
    await this.tab.mouseMove(b.x + 2, b.y + 2, 2);
    await sleep(60);
    await this.tab.mouseUp();
  }

  async mouseUp() {
    await this.tab.mouseUp();
  }

  /** The centre of an element where it is now, without scrolling (a drag in progress must not scroll). */
  private async boxCentreInView(target: Locator) {
    const centre = await this.runInPage<{ x: number; y: number } | null>(target.steps, { op: "centre", scroll: false });
    if (!centre) throw new Error(`nothing to drag to: ${target}`);
    return centre;
  }

  /** The network between this browser and the server: off refuses and cuts connections (network-switch.ts). */
  async setNetwork(online: boolean) {
    this.network.setOnline(online);
    this.browserKnowsOffline = (await this.tab.emulateOffline(!online)) && !online;
  }

  errors() {
    return this.tab.errors();
  }

  async close() {
    await this.tab.close();
    await this.network.close();
  }
}

// Helpers for the offline, kiosk and server-restart e2e tests: the service worker, the network switch,
// a quick ceo flow made of steps (so the network can drop between any two), and the device's storage.
import type { BrowserContext, Page } from "playwright-core";
import { CATEGORIES, type CategoryId } from "../../schema/constants";
import type { Person } from "./fixtures";
import { fillIntake, pageProgress, rankingHeading, type Answers } from "./flow-driver";
import { dumpDeviceDatabase } from "./device-database";
import { inLanguage, statementPageOf, type Ui } from "./i18n";

// In any language: `ui` (e2e/support/i18n.ts) gives the text on screen for each English message; English by default.
const english = inLanguage("en");

// The completion screen's two status texts (web/screens/completion/CompletionScreen.tsx).
export const SAVED_LOCALLY_TEXT = "Your answers are saved on this device and will upload automatically when you are back online.";
export const UPLOADED_TEXT = "Your answers have been uploaded.";

/** Resolves once the service worker is installed (precache complete) and controls this page. */
export async function waitForServiceWorker(page: Page, timeout = 30_000) {
  const state = await page.evaluate(async (ms) => {
    const ready = await Promise.race([
      navigator.serviceWorker.ready.then(() => true),
      new Promise<false>((r) => setTimeout(() => r(false), ms)),
    ]);
    const regs = await navigator.serviceWorker.getRegistrations();
    const describe =
      regs.map((r) => `active=${!!r.active} installing=${!!r.installing} waiting=${!!r.waiting}`).join("; ") || "no registration";
    return { ready, describe };
  }, timeout);
  if (!state.ready) throw new Error(`service worker not ready within ${timeout} ms (${state.describe})`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}

/** Both the page and the service worker lose (or regain) the network. */
export async function setNetwork(context: BrowserContext, online: boolean) {
  await context.setOffline(!online);
}

/** The upload status line's text, e.g. "3 waiting to upload" or "All answers uploaded". */
export const syncStatus = (page: Page) => page.getByTestId("sync-indicator").getByRole("status");

export async function waitForSyncStatus(page: Page, text: string | RegExp, timeout = 60_000) {
  await syncStatus(page).filter({ hasText: text }).waitFor({ timeout });
}

/** Opens one card's statements and closes them again: Continue needs at least one card viewed. */
export async function viewOneCard(page: Page, part: "Part 1" | "Part 2", ui = english) {
  await rankingHeading(page, ui, part === "Part 1" ? "attraction" : "pursuer").waitFor();
  await page.locator('[data-card-main="yellow"]').click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: ui.t("Close") }).click();
  await dialog.waitFor({ state: "detached" });
}

/** How many clicks each statement gets (0 'not me', 1 'identify', 2 'strongly'), by its position. */
export type RatingPattern = (index: number) => 0 | 1 | 2;
export const everyThird: RatingPattern = (i) => (i % 3) as 0 | 1 | 2;
/** Fewer clicks, for the many respondents of the kiosk test. */
export const sparse: RatingPattern = (i) => (i % 5 === 0 ? 1 : i % 7 === 3 ? 2 : 0);

/**
 * Rates the current statement page to the pattern and records it, then Next and waits until the page
 * has moved on. Works on a page already partly rated (e.g. before a reload): it clicks to the target.
 */
export async function ratePage(page: Page, answers: Answers, pattern: RatingPattern = everyThird, ui = english) {
  const header = pageProgress(page, ui);
  await header.waitFor();
  const headerText = (await header.textContent())!;
  await page.locator("button[data-placement]").first().waitFor();
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const profile = statementPageOf(ui, headings);
  if (!profile) throw new Error(`no statement page's heading in ${ui.language} among ${JSON.stringify(headings)}`);
  const { dataset, category } = profile;
  const bullets = page.locator("button[data-placement]");
  const before = await bullets.evaluateAll((els) =>
    els.map((el) => [el.getAttribute("data-placement")!, Number(el.getAttribute("data-rating"))] as const),
  );
  const ratings: Record<string, number> = {};
  for (const [i, [placement, current]] of before.entries()) {
    const target = pattern(i);
    for (let k = 0; k < (target - current + 3) % 3; k++) await bullets.nth(i).click();
    ratings[placement] = target;
  }
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll("button[data-placement]")].every(
        (el) => Number(el.getAttribute("data-rating")) === expected[el.getAttribute("data-placement")!],
      ),
    ratings,
  );
  answers[dataset][category] = ratings;
  await page.getByRole("button", { name: ui.t("Next") }).click();
  await page.getByText(headerText, { exact: true }).waitFor({ state: "detached" });
}

/** The pursuer ranking: view a card, move every card not in `keep` to 'Not like me' with its button, Continue. */
export async function rankPursuer(page: Page, keep: CategoryId[], ui = english) {
  await viewOneCard(page, "Part 2", ui);
  for (const c of CATEGORIES.filter((c) => !keep.includes(c))) {
    await page.locator(`[data-card-action="${c}:not-like-me"]`).click();
    await page.locator(`ul[aria-label="${ui.t("Not like me at all")}"] [data-card="${c}"]`).waitFor();
  }
  await page.getByRole("button", { name: ui.t("Continue") }).click();
  await rankingHeading(page, ui, "pursuer").waitFor({ state: "detached" });
}

export type Step = { name: string; run: () => Promise<void> };

/**
 * A ceo flow as separate steps, each waiting for its own screen first (so a reload or a network
 * change may come between any two): intake, instructions, attraction ranking (default order, one card
 * viewed), its three pages, the pursuer ranking keeping `keepPursuer`, their pages, then 'Skip and finish'.
 */
export function ceoSteps(
  page: Page,
  person: Person,
  answers: Answers,
  opts: { keepPursuer?: CategoryId[]; pattern?: RatingPattern; ui?: Ui } = {},
): Step[] {
  const keep = opts.keepPursuer ?? [];
  const pattern = opts.pattern ?? everyThird;
  const ui = opts.ui ?? english;
  const steps: Step[] = [
    {
      name: "intake",
      run: async () => {
        await fillIntake(page, person, false, ui);
        await page.getByRole("heading", { name: ui.t("Assessment Instructions") }).waitFor();
      },
    },
    {
      name: "instructions",
      run: async () => {
        await page.getByRole("button", { name: ui.t("Start Assessments") }).click();
        await rankingHeading(page, ui, "attraction").waitFor();
      },
    },
    {
      name: "attraction ranking",
      run: async () => {
        await viewOneCard(page, "Part 1", ui);
        await page.getByRole("button", { name: ui.t("Continue") }).click();
        await pageProgress(page, ui, 1).waitFor();
      },
    },
  ];
  for (let i = 1; i <= 3; i++) steps.push({ name: `attraction page ${i}`, run: () => ratePage(page, answers, pattern, ui) });
  steps.push({ name: "pursuer ranking", run: () => rankPursuer(page, keep, ui) });
  for (let i = 1; i <= keep.length; i++) steps.push({ name: `pursuer page ${i}`, run: () => ratePage(page, answers, pattern, ui) });
  steps.push({
    name: "skip demographics",
    run: async () => {
      await page.getByRole("button", { name: ui.t("Skip and finish") }).click();
      await page.getByRole("heading", { name: ui.t("Assessment Complete!") }).waitFor();
    },
  });
  return steps;
}

export async function runSteps(steps: Step[]) {
  for (const step of steps) await step.run();
}

/** Every record of every object store of the app's IndexedDB database ('sociality'), as JSON text. */
export function readDeviceDatabase(page: Page): Promise<Record<string, string>> {
  return page.evaluate(dumpDeviceDatabase);
}

/** The same seed gives the same network drops. */
export { mulberry32 as prng } from "../../scripts/bench/prng.mjs";

/** Polls `probe` until it returns a value `done` accepts; returns that value (or throws after `timeout`). */
export async function pollUntil<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, timeout = 60_000, every = 500): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeout} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

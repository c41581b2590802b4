import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { CHROMIUM_FLAGS as args, CHROMIUM_PATH as executablePath } from "../../scripts/local/chromium.mjs";
import { watchRequests } from "./requests-in-flight";
import { navigateOnceMoreIfStalled } from "./stalled-load";

/**
 * `bfcache: true` keeps Chromium's back/forward cache on: playwright-core turns it off among its default
 * arguments, which would hide what a Back press restores (e2e/admin/admin-logout.test.ts).
 */
export function launch(options: { bfcache?: boolean } = {}): Promise<Browser> {
  const ignoreDefaultArgs = options.bfcache ? ["--disable-back-forward-cache"] : undefined;
  return chromium.launch({ executablePath, headless: true, args, ignoreDefaultArgs });
}

/** One Chromium for the test file, started before its tests and closed after them (as `useEngine`). */
export function useBrowser(options: { bfcache?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is not running (useBrowser() belongs at the top of a test file)");
    return browser;
  };
}

export const baseURL = () => inject("baseURL");

/** A browser whose profile lives in `userDataDir`: service worker, caches and IndexedDB survive closing it. */
export function launchPersistent(
  userDataDir: string,
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath, headless: true, args, baseURL: baseURL(), ...options });
}

export async function newPage(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  watchRequests(page);
  const goto = page.goto.bind(page);
  page.goto = (url, opts) => navigateOnceMoreIfStalled(new URL(url, baseURL()).href, () => goto(url, opts));
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  (page as Page & { cspErrors: string[] }).cspErrors = errors;
  return { context, page };
}

export const pageErrors = (page: Page) => (page as Page & { cspErrors?: string[] }).cspErrors ?? [];

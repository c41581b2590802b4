// On a shared computer, Back after Logout must not bring the admin's last page back (docs/decisions/032).
// Chromium runs with its back/forward cache ON here: playwright-core turns it off by default.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, useBrowser } from "../support/browser";
import { enterPassword, saveCompleted, unique } from "../support/fixtures";

const browser = useBrowser({ bfcache: true });

type Marked = Window & { __sameHeap?: true; __pageshows?: boolean[] };

/** Every document records its pageshow events; a mark set later tells the same heap from a new one. */
async function recordPageshows(page: Page) {
  await page.addInitScript(() => {
    const w = window as Marked;
    w.__pageshows = [];
    addEventListener("pageshow", (e) => w.__pageshows!.push(e.persisted));
  });
}

/**
 * Waits until the service worker controls the page. Chromium evicts a cached page when a service worker
 * activates and claims it, so before this a Back could come back fresh by luck and hide the leak.
 */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", r, { once: true }));
  });
}

const markHeap = (page: Page) => page.evaluate(() => ((window as Marked).__sameHeap = true));
const heapState = (page: Page) =>
  page.evaluate(() => ({ sameHeap: (window as Marked).__sameHeap ?? false, pageshows: (window as Marked).__pageshows ?? [] }));

describe("nothing of an admin survives logout", () => {
  it("the browser under test restores a respondent page from the back/forward cache (the control)", async () => {
    const { page, context } = await newPage(browser());
    await recordPageshows(page);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await controlledByServiceWorker(page);
    await markHeap(page);
    await page.goto("/privacy-check-elsewhere");
    // A page restored from the cache fires no load event: wait for the navigation to commit only.
    await page.goBack({ waitUntil: "commit" });
    await expect.poll(async () => (await heapState(page)).pageshows).toEqual([false, true]);
    expect((await heapState(page)).sameHeap).toBe(true);
    await context.close();
  });

  it("Back after Logout shows the sign-in form from a new document, never the respondent's detail", async () => {
    const tag = unique();
    const name = `Philippa ${tag}`;
    const email = `philippa.${tag}@example.com`;
    await saveCompleted({ name, email });

    const { page, context } = await newPage(browser());
    await recordPageshows(page);
    // The service worker installed on a first visit answers the admin page: its own route, not the precache.
    await page.goto("/");
    await controlledByServiceWorker(page);
    await page.goto("/admin");
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await enterPassword(page);
    await page.getByLabel("Search responses").fill(tag);
    await page.getByTestId("response-row").getByRole("button", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    await controlledByServiceWorker(page);
    await markHeap(page);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.goBack({ waitUntil: "commit" });

    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(await page.getByLabel("Password").isVisible()).toBe(true);
    const body = (await page.locator("body").textContent()) ?? "";
    expect(body).not.toContain(name);
    expect(body).not.toContain(email);
    // A fresh document: not the old heap, and its only pageshow was a plain load.
    expect(await heapState(page)).toEqual({ sameHeap: false, pageshows: [false] });
    // Loaded by the Back itself (the page was never kept), not by the restored page's own reload
    // (web/admin/reload-when-restored.ts, the second layer, for browsers that keep no-store pages).
    expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type)).toBe(
      "back_forward",
    );
    await context.close();
  });
});

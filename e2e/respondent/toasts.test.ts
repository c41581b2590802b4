// Toasts never cover a control (decision 068): the respondent's "Assessment completed" on a phone, where it covered
// "Start a new assessment", and the admin's "Login successful", which covered the Audit tab. Chromium.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, useBrowser } from "../support/browser";
import { enterPassword, uniquePerson } from "../support/fixtures";
import { newAnswers } from "../support/flow-driver";
import { ceoSteps, runSteps } from "../support/offline-driver";
import { toastsSettled } from "../support/toasts-settled";

const browser = useBrowser();

/**
 * Runs in the page: the controls on screen the toast overlaps, as the layout check finds controls (e2e/layout/measure.ts).
 * Self-contained, as playwright sends its source.
 */
function underToast(): string[] | null {
  const toast = document.querySelector("[data-sonner-toast]");
  if (!toast) return null;
  const t = toast.getBoundingClientRect();
  const selector =
    "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=menuitem], [role=checkbox], [role=radio], [role=switch]";
  return [...document.querySelectorAll<HTMLElement>(selector)]
    .filter((el) => !el.closest("[data-sonner-toaster]") && el.checkVisibility({ visibilityProperty: true }))
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return (
        r.width > 1 &&
        r.height > 1 &&
        Math.min(r.right, t.right) - Math.max(r.left, t.left) > 0 &&
        Math.min(r.bottom, t.bottom) - Math.max(r.top, t.top) > 0
      );
    })
    .map((el) => `<${el.tagName.toLowerCase()}> "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`);
}

/** The toast titled `title`, settled on screen; then what it covers. */
async function covered(page: Page, title: string) {
  await page.locator("[data-sonner-toast]").filter({ hasText: title }).waitFor();
  await page.evaluate(toastsSettled);
  return page.evaluate(underToast);
}

describe("toasts cover no control", () => {
  it("'Assessment completed' on a phone: clear of 'Start a new assessment' and everything else", { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 360, height: 640 }, hasTouch: true });
    await page.goto("/test/ceo");
    await runSteps(ceoSteps(page, uniquePerson("toast"), newAnswers()));
    expect(await covered(page, "Assessment completed")).toEqual([]);
    // The toast is there to be read, on screen, not pushed out of sight.
    const box = (await page.locator("[data-sonner-toast]").boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    await context.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`'Login successful' at ${viewport.width} px: clear of the Audit tab, the header and the list`, { timeout: 60_000 }, async () => {
      const { page, context } = await newPage(browser(), { viewport });
      await page.goto("/admin");
      await enterPassword(page);
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).waitFor();
      expect(await covered(page, "Login successful")).toEqual([]);
      await context.close();
    });
});

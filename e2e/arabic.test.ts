// Every respondent screen in Arabic, right to left (docs/languages.md#tests): axe-core finds no violation, and the
// layout check passes at a phone's and a laptop's width. Chromium only. With SCREENS_DIR set (npm run screens) it
// writes each screen's screenshot, named ar-*.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkA11y } from "./axe";
import { launch, newPage, pageErrors } from "./browser";
import { uniquePerson } from "./fixtures";
import { inLanguage } from "./i18n";
import { checker, report, WORK_SIZE } from "./layout/check";
import { walkKiosk, walkRespondent } from "./layout/walk";

const WIDTHS = [390, 1180];
const arabic = inLanguage("ar");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it(
  "every respondent screen in Arabic: axe finds no violation, and nothing overflows, overlaps or is clipped",
  { timeout: 300_000 },
  async () => {
    const found: string[] = [];
    // axe once a screen, at the phone's width.
    const check = (page: Page) =>
      checker(page, WIDTHS, found, { prefix: "ar-", also: async (width) => (width === WIDTHS[0] ? await checkA11y(page) : []) });
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    await walkRespondent(
      page,
      check(page),
      uniquePerson("arabic"),
      (problem) => {
        found.push(problem);
        report(problem);
      },
      arabic,
    );
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["ar", "rtl"]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();

    const kiosk = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    await walkKiosk(kiosk.page, check(kiosk.page), arabic);
    expect(pageErrors(kiosk.page)).toEqual([]);
    await kiosk.context.close();
    expect(found).toEqual([]);
  },
);

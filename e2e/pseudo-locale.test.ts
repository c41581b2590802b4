// Every respondent screen in the pseudo-locale (decision 052): each message accented and 40 % longer. No text is
// left in English (a message not going through the catalogues), and the layout takes the longer text (no
// clipped control, overflow, overlap or target under 44 px) at a phone's and a laptop's width. Chromium only.
// With SCREENS_DIR set (npm run screens) it writes each screen's screenshot, named pseudo-*.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { appConfigFromEnv } from "../schema/app-config";
import { LANGUAGE_NAME } from "../schema/languages";
import { launch, newPage, pageErrors } from "./browser";
import { uniquePerson } from "./fixtures";
import { inLanguage } from "./i18n";
import { checker, report, WORK_SIZE } from "./layout/check";
import { untranslatedText } from "./layout/untranslated";
import { walkKiosk, walkRespondent } from "./layout/walk";

const WIDTHS = [390, 1180];
const pseudo = inLanguage("pseudo");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

it(
  "every respondent screen in the pseudo-locale: no English left, no clipped, overflowing or overlapping control",
  { timeout: 300_000 },
  async () => {
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    const person = uniquePerson("pseudo");
    // The same in every language: the product's name (the e2e build's default), what the respondent typed, each
    // language's own name in the sentence saying it is not on this device yet, the toasts' hotkey (F8). And a time's
    // AM or PM: Intl's, in the flow's language (English), not a message.
    const kept = [appConfigFromEnv({}).productName, person.name, person.email, ...Object.values(LANGUAGE_NAME), "F8", "AM", "PM"];
    const found: string[] = [];
    const check = (p: Page) => checker(p, WIDTHS, found, { prefix: "pseudo-", also: () => p.evaluate(untranslatedText, kept) });
    const note = (problem: string) => {
      found.push(problem);
      report(problem);
    };
    await walkRespondent(page, check(page), person, note, pseudo);
    // A display variant of English: the page, the flow and its saves stay English.
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(["en", "ltr"]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();

    const kiosk = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    await walkKiosk(kiosk.page, check(kiosk.page), pseudo);
    expect(pageErrors(kiosk.page)).toEqual([]);
    await kiosk.context.close();
    expect(found).toEqual([]);
  },
);

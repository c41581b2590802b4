// Every respondent screen in the pseudo-locale (decision 052): each message accented and 40 % longer. No text is
// left in English (a message not going through the catalogues), and the layout takes the longer text (no
// clipped control, overflow, overlap or target under 44 px) at a phone's and a laptop's width. Chromium only.
// With SCREENS_DIR set (npm run screens) it writes each screen's screenshot, named pseudo-*.
import { expect, it } from "vitest";
import { appConfigFromEnv } from "../../schema/app-config";
import { LANGUAGE_NAME } from "../../schema/assessment/languages";
import { useBrowser } from "../support/browser";
import { uniquePerson } from "../support/fixtures";
import { inLanguage } from "../support/i18n";
import { walkInLanguage } from "../layout/check";
import { untranslatedText } from "../layout/untranslated";

const browser = useBrowser();

it(
  "every respondent screen in the pseudo-locale: no English left, no clipped, overflowing or overlapping control",
  { timeout: 300_000 },
  async () => {
    const person = uniquePerson("pseudo");
    // The same in every language: the product's name (the e2e build's default), what the respondent typed, each
    // language's own name in the sentence saying it is not on this device yet, the toasts' hotkey (F8). And a time's
    // AM or PM: Intl's, in the flow's language (English), not a message.
    const kept = [appConfigFromEnv({}).productName, person.name, person.email, ...Object.values(LANGUAGE_NAME), "F8", "AM", "PM"];
    const walk = await walkInLanguage(browser(), inLanguage("pseudo"), person, [390, 1180], (page) => ({
      prefix: "pseudo-",
      also: () => page.evaluate(untranslatedText, kept),
    }));
    // A display variant of English: the page, the flow and its saves stay English.
    expect(walk.html).toEqual(["en", "ltr"]);
    expect(walk.found).toEqual([]);
    expect(walk.errors).toEqual([]);
  },
);

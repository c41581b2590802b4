// Every respondent screen in Arabic, right to left (docs/languages.md#tests): axe-core finds no violation, and the
// layout check passes at a phone's and a laptop's width. Chromium only. With SCREENS_DIR set (npm run screens) it
// writes each screen's screenshot, named ar-*.
import { expect, it } from "vitest";
import { checkA11y } from "../support/axe";
import { useBrowser } from "../support/browser";
import { uniquePerson } from "../support/fixtures";
import { inLanguage } from "../support/i18n";
import { walkInLanguage } from "../layout/check";

const browser = useBrowser();
const WIDTHS = [390, 1180];

it(
  "every respondent screen in Arabic: axe finds no violation, and nothing overflows, overlaps or is clipped",
  { timeout: 300_000 },
  async () => {
    // axe once a screen, at the phone's width.
    const walk = await walkInLanguage(browser(), inLanguage("ar"), uniquePerson("arabic"), WIDTHS, (page) => ({
      prefix: "ar-",
      also: async (width) => (width === WIDTHS[0] ? await checkA11y(page) : []),
    }));
    expect(walk.html).toEqual(["ar", "rtl"]);
    expect(walk.found).toEqual([]);
    expect(walk.errors).toEqual([]);
  },
);

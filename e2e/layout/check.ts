// Measures each screen a walk reaches (e2e/layout/walk.ts) at several widths: the layout check (measure.ts) and, if
// given, another check of the screen; every problem goes into `found`. With SCREENS_DIR set (npm run screens) each
// screen at each width is also a screenshot there for a person to look at, and each problem a line of problems.txt.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { newPage, pageErrors } from "../support/browser";
import type { Person } from "../support/fixtures";
import type { Ui } from "../support/i18n";
import { measureLayout, type LayoutProblem } from "./measure";
import { walkKiosk, walkRespondent } from "./walk";

const HEIGHT = 900;
/** The size the walks drive at between two measurements. */
export const WORK_SIZE = { width: 1280, height: 1400 };
const shotsDir = process.env.SCREENS_DIR;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });

/** With SCREENS_DIR set, each problem also goes to problems.txt there, one a line, for npm run screens to count. */
export function report(line: string) {
  if (shotsDir) appendFileSync(join(shotsDir, "problems.txt"), `${line}\n`);
}

export type CheckOptions = {
  /** Another check of the screen at each width: one line per problem. */
  also?: (width: number) => Promise<string[]>;
  /** Before each screenshot's name, e.g. `pseudo-` (SCREENS_DIR). */
  prefix?: string;
  /**
   * Widths measured, shown and reported (problems.txt) for a person to judge, but not counted in `found`: a screen not laid out for them.
   */
  reportOnly?: number[];
};

/** Measures the current screen at each width, then gives the page back the size the walk drives at. */
export function checker(page: Page, widths: number[], found: string[], opts: CheckOptions = {}) {
  return async (name: string) => {
    const screen = `${opts.prefix ?? ""}${name}`;
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Two frames: the resize has laid out and painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const problems: LayoutProblem[] = await page.evaluate(measureLayout, 44);
      const more = opts.also ? await opts.also(width) : [];
      for (const line of [...problems.map((p) => `${p.kind}: ${p.what}`), ...more]) {
        const problem = `${screen} @ ${width}: ${line}`;
        if (opts.reportOnly?.includes(width)) report(`${problem} (reported only)`);
        else {
          found.push(problem);
          report(problem);
        }
      }
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${screen}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(WORK_SIZE);
  };
}

export type LanguageWalk = {
  /** Every problem, each screen's checks' and the walk's own. */
  found: string[];
  /** `<html lang>` and `dir` at the end of the respondent's walk. */
  html: string[];
  /** Errors either page met (uncaught, or a Content-Security-Policy violation). */
  errors: string[];
};

/**
 * Every screen a respondent meets in `ui`'s language, then a fresh kiosk's first two, each checked at `widths` with
 * the options `opts` gives for its page, on a touch screen (e2e/respondent/pseudo-locale.test.ts, e2e/respondent/arabic.test.ts).
 */
export async function walkInLanguage(browser: Browser, ui: Ui, person: Person, widths: number[], opts: (page: Page) => CheckOptions) {
  const walk: LanguageWalk = { found: [], html: [], errors: [] };
  const respondent = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
  const note = (problem: string) => {
    walk.found.push(problem);
    report(problem);
  };
  await walkRespondent(respondent.page, checker(respondent.page, widths, walk.found, opts(respondent.page)), person, note, ui);
  walk.html = await respondent.page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);
  walk.errors.push(...pageErrors(respondent.page));
  await respondent.context.close();

  const kiosk = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
  await walkKiosk(kiosk.page, checker(kiosk.page, widths, walk.found, opts(kiosk.page)), ui);
  walk.errors.push(...pageErrors(kiosk.page));
  await kiosk.context.close();
  return walk;
}

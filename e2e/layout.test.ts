// The layout check (issue 27): every respondent screen at phone, tablet and laptop widths, the
// admin's list, detail and team page at laptop widths, and the live board at a phone's and a laptop's. With SCREENS_DIR set (npm run screens) it
// also writes a screenshot of each screen at each width for a person to look at.
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage, pageErrors } from "./browser";
import { measureLayout, type LayoutProblem } from "./layout/measure";
import { walkAdmin, walkKiosk, walkLive, walkRespondent } from "./layout/walk";
import { saveCompleted, uniquePerson } from "./fixtures";

const RESPONDENT_WIDTHS = [360, 390, 768, 1180, 1440];
const ADMIN_WIDTHS = [1280, 1440];
/** The live board is also opened on a phone at the booth. */
const LIVE_WIDTHS = [390, 1280, 1440];
const HEIGHT = 900;
const WORK_SIZE = { width: 1280, height: 1400 };
const shotsDir = process.env.SCREENS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
});
afterAll(() => browser?.close());

/** With SCREENS_DIR set, each problem also goes to problems.txt there, one a line, for npm run screens to count. */
function report(line: string) {
  if (shotsDir) appendFileSync(join(shotsDir, "problems.txt"), `${line}\n`);
}

/** Measures the current screen at each width, then gives the page back the size the walk drives at. */
function checker(page: Page, widths: number[], found: string[]) {
  return async (name: string) => {
    for (const width of widths) {
      await page.setViewportSize({ width, height: HEIGHT });
      // Two frames: the resize has laid out and painted.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const problems: LayoutProblem[] = await page.evaluate(measureLayout, 44);
      for (const p of problems) {
        found.push(`${name} @ ${width}: ${p.kind}: ${p.what}`);
        report(found.at(-1)!);
      }
      if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
    }
    await page.setViewportSize(WORK_SIZE);
  };
}

describe("layout at every width", () => {
  const person = uniquePerson("layout");

  it("respondent screens: no overflow, overlap, clipped control text or target under 44 px", { timeout: 400_000 }, async () => {
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    const found: string[] = [];
    const note = (problem: string) => {
      found.push(problem);
      report(problem);
    };
    await walkRespondent(page, checker(page, RESPONDENT_WIDTHS, found), person, note);
    expect(found).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("kiosk screens a respondent meets at every width", { timeout: 200_000 }, async () => {
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true });
    const found: string[] = [];
    await walkKiosk(page, checker(page, RESPONDENT_WIDTHS, found));
    expect(found).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("admin list, detail and team page at laptop widths", { timeout: 200_000 }, async () => {
    // Its own respondent: this test runs alone too (-t admin), whatever the others stored.
    const respondent = uniquePerson("layout-admin");
    await saveCompleted({ ...respondent, userFlow: "ic", language: "ar" });
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE });
    const found: string[] = [];
    await walkAdmin(page, checker(page, ADMIN_WIDTHS, found), respondent.name);
    expect(found).toEqual([]);
    await context.close();
  });

  it("the live board at a phone's and laptop widths, with devices in every state", { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE });
    const found: string[] = [];
    await walkLive(page, checker(page, LIVE_WIDTHS, found));
    expect(found).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

// The layout check: every respondent screen at phone, tablet and laptop widths, every admin view at the same, and the
// live board from a phone's width to a room's screen (1920 px). With SCREENS_DIR set (npm run screens) it
// also writes a screenshot of each screen at each width for a person to look at (e2e/layout/check.ts).
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage, pageErrors } from "../support/browser";
import { checker, report, WORK_SIZE } from "../layout/check";
import { walkAdmin, walkKiosk, walkLive, walkRespondent } from "../layout/walk";
import { walkKioskResult } from "../layout/walk-kiosk-result";
import { startPrivateServer } from "../support/private-server";
import { saveCompleted, uniquePerson } from "../support/fixtures";

const RESPONDENT_WIDTHS = [360, 390, 768, 1180, 1440];
/**
 * The admin at a phone's, a tablet's and laptops' widths. It is laid out for a laptop (docs/admin.md#the-responses-list):
 * at a phone's and a tablet's width its screens are shown and their findings reported, not held (its wide tables scroll).
 */
const ADMIN_WIDTHS = [390, 768, 1280, 1440];
const ADMIN_REPORT_ONLY = [390, 768];
/** The live board on a booth's laptop or a screen across the room, and on a phone or tablet at the booth. */
const LIVE_WIDTHS = [390, 768, 1280, 1920];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

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

  it(
    "a kiosk's staff menu, its completion screen with the booking QR code and the result, and the idle warning",
    { timeout: 400_000 },
    async () => {
      // The result needs a deployment that shows one (decision 066): a private server.
      const server = await startPrivateServer("layout-result", { vars: { RESULT_ON_COMPLETION: "type-and-culture" } });
      try {
        const { page, context } = await newPage(browser, { viewport: WORK_SIZE, hasTouch: true, baseURL: server.url });
        await page.clock.install();
        const found: string[] = [];
        await walkKioskResult(page, checker(page, RESPONDENT_WIDTHS, found));
        expect(found).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      } finally {
        await server.dispose();
      }
    },
  );

  it("every admin view at phone, tablet and laptop widths", { timeout: 300_000 }, async () => {
    // Its own respondent: this test runs alone too (-t admin), whatever the others stored.
    const respondent = uniquePerson("layout-admin");
    await saveCompleted({ ...respondent, userFlow: "ic", language: "ar" });
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE });
    const found: string[] = [];
    await walkAdmin(page, checker(page, ADMIN_WIDTHS, found, { reportOnly: ADMIN_REPORT_ONLY }), respondent.name);
    expect(found).toEqual([]);
    await context.close();
  });

  it("the live board from a phone's width to a room's screen, with devices in every state", { timeout: 120_000 }, async () => {
    const { page, context } = await newPage(browser, { viewport: WORK_SIZE });
    const found: string[] = [];
    await walkLive(page, checker(page, LIVE_WIDTHS, found));
    expect(found).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

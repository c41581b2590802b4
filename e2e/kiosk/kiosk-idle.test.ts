// A kiosk that never surprises a respondent (decision 065): an idle reset is announced with a countdown in the kiosk's
// language, Continue keeps the screen as it was (a profile popup included), and a reset starts the next person at the
// top, in the kiosk's language, typing in the first field; one staff button behind the PIN; the booking page as a QR
// code with no link; and no reset, Next respondent or finished respondent leaves a second, empty record on the server.
// Chromium, with the page's clock faked (playwright's page.clock) so the idle time passes at once.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1 } from "../support/d1";
import { STAFF_PIN, staffAction, uniquePerson } from "../support/fixtures";
import { fillIntake, newAnswers, rankingHeading } from "../support/flow-driver";
import { inLanguage, type Ui } from "../support/i18n";
import { ceoSteps, readDeviceDatabase, runSteps, UPLOADED_TEXT } from "../support/offline-driver";

const browser = useBrowser();
const es = inLanguage("es");
const en = inLanguage("en");
const IDLE_SECONDS = 30;

/** A fresh kiosk in `ui`'s language with a short idle time, the page's clock under the test's control. */
async function kiosk(ui: Ui, viewport = { width: 390, height: 844 }) {
  const { page, context } = await newPage(browser(), { viewport, hasTouch: true });
  await page.clock.install();
  await page.goto(`/test/ceo?kiosk=1&idle=${IDLE_SECONDS}${ui.query.replace("?", "&")}`);
  const dialog = page.getByRole("dialog", { name: ui.t("Set a staff PIN for kiosk mode") });
  await dialog.getByLabel(ui.t("Staff PIN")).fill(STAFF_PIN);
  await dialog.getByRole("button", { name: ui.t("Start kiosk mode") }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  return { page, context };
}

const still = (page: Page, ui: Ui) => page.getByRole("alertdialog", { name: ui.t("Are you still there?") });
const countdown = async (page: Page) => Number((await page.getByTestId("idle-countdown").textContent())!.replace(/\D/g, ""));
/** The responses this device saved, whoever they were. */
async function deviceRows(page: Page) {
  const meta = JSON.parse((await readDeviceDatabase(page)).meta ?? "[]") as { key: string; value: unknown }[];
  const device = String(meta.find((m) => m.key === "deviceId")?.value);
  return queryD1<{ email: string; is_completed: number }>(
    `SELECT email, is_completed FROM assessment_responses WHERE device_id = '${device}'`,
  );
}
const pollRows = (page: Page, count: number) =>
  expect.poll(async () => (await deviceRows(page)).length, { timeout: 30_000, interval: 500 }).toBe(count);

describe("a kiosk left idle", () => {
  it(
    "asks 'Are you still there?' over a profile popup, in the kiosk's language, counting down; Continue keeps the popup; the countdown's end starts the next person at the top, in the first field",
    { timeout: 180_000 },
    async () => {
      const { page, context } = await kiosk(es);
      const person = uniquePerson("kiosk-idle");
      await fillIntake(page, person, false, es);
      await page.getByRole("button", { name: es.t("Start Assessments") }).click();
      await rankingHeading(page, es, "attraction").waitFor();
      await page.locator('[data-card-main="yellow"]').click();
      const popup = page.getByRole("dialog", { name: new RegExp(es.t("Part 1")) });
      await popup.waitFor();

      // Reading the popup, untouched, for the idle time: a warning, not a reset.
      await page.clock.fastForward(IDLE_SECONDS * 1000);
      await still(page, es).waitFor();
      expect(await countdown(page)).toBe(20);
      await page.clock.fastForward(5_000);
      await expect.poll(() => countdown(page)).toBe(15);
      const cont = still(page, es).getByRole("button", { name: es.t("Continue") });
      expect((await cont.boundingBox())!.height).toBeGreaterThanOrEqual(56);
      await cont.click();
      await still(page, es).waitFor({ state: "detached" });
      expect(await popup.isVisible()).toBe(true);

      // Away for good: the countdown runs out.
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.clock.fastForward(IDLE_SECONDS * 1000);
      await still(page, es).waitFor();
      await page.clock.fastForward(20_000);
      await still(page, es).waitFor({ state: "detached" });
      await page.getByRole("heading", { name: es.t("Welcome to the Assessment") }).waitFor();
      expect(await popup.count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("intake-name");
      expect(await page.getByLabel(es.t("Full Name")).inputValue()).toBe("");

      // The respondent who walked away is one partial record; the reset added none.
      await pollRows(page, 1);
      expect(await deviceRows(page)).toEqual([{ email: person.email, is_completed: 0 }]);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );

  it(
    "resets an untouched intake without asking, back to the kiosk's language; anything typed is asked about first",
    { timeout: 120_000 },
    async () => {
      const { page, context } = await kiosk(es);
      // A visitor switches to English and types nothing: nobody loses anything, so no question.
      await page.getByLabel(es.t("Language")).selectOption("en");
      await page.getByRole("heading", { name: en.t("Welcome to the Assessment") }).waitFor();
      await page.clock.fastForward(IDLE_SECONDS * 1000);
      await page.getByRole("heading", { name: es.t("Welcome to the Assessment") }).waitFor();
      expect(await still(page, es).count()).toBe(0);

      // A name half typed is something to lose.
      await page.getByLabel(es.t("Full Name")).fill("Ada");
      await page.clock.fastForward(IDLE_SECONDS * 1000);
      await still(page, es).waitFor();
      await page.clock.fastForward(20_000);
      await page.getByRole("heading", { name: es.t("Welcome to the Assessment") }).waitFor();
      await expect.poll(() => page.getByLabel(es.t("Full Name")).inputValue()).toBe("");
      // Nothing was submitted: the server holds nothing from this device.
      expect(await deviceRows(page)).toEqual([]);
      await context.close();
    },
  );
});

describe("a kiosk between respondents", () => {
  it(
    "one staff button behind the PIN; the booking page as a QR code, no link; a finished respondent, Next respondent and an idle reset leave one record per person",
    { timeout: 240_000 },
    async () => {
      const { page, context } = await kiosk(en, { width: 768, height: 1024 });
      // One discreet staff control, 44 px or more, and the old row of staff links gone.
      const staff = page.getByRole("button", { name: "Staff menu" });
      const box = (await staff.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(await page.getByRole("button", { name: /^Staff:/ }).count()).toBe(0);
      await staff.click();
      const pin = page.getByRole("dialog", { name: "Staff menu" });
      await pin.getByLabel("Staff PIN").fill("135790");
      await pin.getByRole("button", { name: "Open" }).click();
      await pin.getByText("That PIN is not right.").waitFor();
      expect(await page.getByRole("button", { name: "Leave kiosk mode" }).count()).toBe(0);
      await pin.getByRole("button", { name: "Cancel" }).click();
      const name = await staffAction(page, "Name of this tablet");
      await name.getByLabel("Tablet name").fill("Booth 1");
      await name.getByRole("button", { name: "Save name" }).click();
      await name.waitFor({ state: "detached" });

      // A finished respondent.
      const first = uniquePerson("kiosk-first");
      await runSteps(ceoSteps(page, first, newAnswers()));
      const qr = page.getByRole("img", { name: "QR code of the booking page" });
      await qr.waitFor();
      expect(await qr.getAttribute("data-qr-text")).toBe("https://example.org/book");
      await page.getByText("Scan to book on your phone").waitFor();
      expect(await page.getByRole("link").count()).toBe(0);
      expect(await page.locator("a[href^='http']").count()).toBe(0);
      await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
      await page.getByRole("button", { name: "Next respondent" }).click();
      await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("intake-name");

      // The next finishes too and walks away from the completion screen: asked, then reset.
      const second = uniquePerson("kiosk-second");
      await runSteps(ceoSteps(page, second, newAnswers()));
      await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
      // Once uploaded the device forgets them and the screen starts anew (its idle time too): wait for that first.
      await expect.poll(async () => JSON.stringify(await readDeviceDatabase(page)).includes(second.email), { timeout: 30_000 }).toBe(false);
      await page.clock.fastForward(IDLE_SECONDS * 1000);
      await still(page, en).waitFor();
      await page.clock.fastForward(20_000);
      await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      // A blank intake's status line says nothing: the device's outbox says whether anything waits.
      await expect.poll(async () => JSON.parse((await readDeviceDatabase(page)).outbox ?? "[]"), { timeout: 30_000 }).toEqual([]);

      // Two people, two completed records: no reset or restart added an empty one.
      await pollRows(page, 2);
      expect((await deviceRows(page)).map((r) => [r.email, r.is_completed]).sort()).toEqual(
        [
          [first.email, 1],
          [second.email, 1],
        ].sort(),
      );
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});

// The kiosk's staff menu, a kiosk's completion screen with the booking QR code and the result, and the idle warning over
// it, reached as staff and a respondent reach them (e2e/respondent/layout.test.ts, npm run screens). Needs a server with
// RESULT_ON_COMPLETION=type-and-culture, and a page whose clock playwright controls (page.clock.install()).
import type { Page } from "playwright-core";
import { STAFF_PIN, uniquePerson } from "../support/fixtures";
import { answerCulture, answerPage, fillIntake, newAnswers, rankByKeyboard } from "../support/flow-driver";
import type { Visit } from "./walk";

/** The kiosk's idle time here, in seconds: the shortest it takes. */
const IDLE = 30;

export async function walkKioskResult(page: Page, visit: Visit) {
  await page.goto(`/test/ic?kiosk=1&idle=${IDLE}`);
  const setUp = page.getByRole("dialog", { name: "Set a staff PIN for kiosk mode" });
  await setUp.getByLabel("Staff PIN").fill(STAFF_PIN);
  await setUp.getByRole("button", { name: "Start kiosk mode" }).click();
  await setUp.waitFor({ state: "detached" });
  await page.getByRole("button", { name: "Staff menu" }).click();
  const pin = page.getByRole("dialog", { name: "Staff menu" });
  await pin.getByLabel("Staff PIN").waitFor();
  await visit("kiosk-staff-pin");
  await pin.getByLabel("Staff PIN").fill(STAFF_PIN);
  await pin.getByRole("button", { name: "Open" }).click();
  await page.getByRole("button", { name: "Leave kiosk mode" }).waitFor();
  await visit("kiosk-staff-menu");
  await page.getByRole("dialog", { name: "Staff menu" }).getByRole("button", { name: "Close" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });

  const answers = newAnswers();
  await fillIntake(page, uniquePerson("layout-kiosk"));
  await page.getByRole("button", { name: "Start Assessments" }).click();
  await rankByKeyboard(page);
  for (let i = 0; i < 3; i++) await answerPage(page, answers);
  await rankByKeyboard(page);
  for (let i = 0; i < 3; i++) await answerPage(page, answers);
  await page.getByRole("button", { name: "Start" }).click();
  await answerCulture(page, answers, 60);
  await page.getByRole("button", { name: "Skip and finish" }).click();
  await page.getByTestId("culture-chart").waitFor({ timeout: 60_000 });
  // Past the completion toast, which the toasts' own test measures (e2e/respondent/toasts.test.ts).
  await page.locator("[data-sonner-toast]").waitFor({ state: "detached", timeout: 15_000 });
  await visit("kiosk-result");

  // Left on the result for the idle time: the warning, measured within its 20 s.
  await page.clock.fastForward(IDLE * 1000);
  await page.getByRole("alertdialog", { name: "Are you still there?" }).waitFor();
  await visit("kiosk-idle-warning");
}

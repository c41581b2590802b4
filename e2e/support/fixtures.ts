// What an e2e test needs before it starts, in one place (as Epic Stack's tests/playwright-utils.ts):
// unique names, respondents stored through the real save API, an admin signed in, a kiosk set up.
// Each test makes its own data with these, so no test depends on another.
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { baseURL } from "./browser";
import { allCultureAnswers, TEST_CONSENT, validPayload } from "../../schema/save/sample-payload";

/** The e2e server's admin password, as e2e/support/global-setup.ts gave it to `wrangler dev`. */
export const adminPassword = () => inject("adminPassword");
const E2E_DEVICE = "e2e-device";
/** The staff PIN every e2e kiosk is set up with. */
export const STAFF_PIN = "246813";

/** Eight random characters: a name or email that no other test (or earlier run) holds. */
export const unique = () => crypto.randomUUID().slice(0, 8);

let counter = 0;
/** A label made unique for this run, e.g. `kiosk-m3x9k2-0-a8f3e` for a group of respondents' emails. */
export const uniqueTag = (label: string) =>
  `${label}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

export type Person = { name: string; email: string };

/** A unique respondent for this test run: nothing is shared between tests. */
export function uniquePerson(label: string): Person {
  const tag = uniqueTag(label);
  return { name: `E2E ${tag}`, email: `${tag}@e2e.example.com` };
}

/** A respondent who finished: every part answered, the survey with its consent, 2:05 taken. */
function completedPayload(overrides: Partial<SavePayload> = {}): SavePayload {
  return validPayload({
    deviceId: E2E_DEVICE,
    step: "demographic-survey-complete",
    attractionResponses: { yellow: { "1": 2, "2": 1, "3": 0 }, blue: { "1": 1 }, red: { "1": 0 } },
    pursuerResponses: { yellow: { "1": 0 }, blue: { "1": 2, "2": 2 }, red: { "1": 1 } },
    pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 }, pursuerRanking: { yellow: 2, blue: 1, red: 4 } },
    demographicData: { birthYear: "1906", currentLocation: { city: "Arlington", country: "USA" } },
    demographicConsent: TEST_CONSENT,
    cultureCompatibilityResponses: allCultureAnswers({ "rabbit-a1": 6, "dog-a21": 9 }),
    completionTimeSeconds: "125",
    isCompleted: true,
    ...overrides,
  });
}

async function postSave(path: "/api/assessment" | "/api/assessment/partial", payload: SavePayload, server: string) {
  const res = await fetch(`${server}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server },
    body: JSON.stringify(payload),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return payload;
}

/** Stores a finished respondent through the real final-save API (`server`: a test's own, e2e/support/private-server.ts). */
export const saveCompleted = (overrides: Partial<SavePayload> = {}, server = baseURL()) =>
  postSave("/api/assessment", completedPayload(overrides), server);

/** Stores a respondent who has only sent the intake, through the real partial-save API. */
export const saveIntake = (overrides: Partial<SavePayload> = {}, server = baseURL()) =>
  postSave("/api/assessment/partial", validPayload({ deviceId: E2E_DEVICE, ...overrides }), server);

/** On the admin sign-in form already open: the password, Login, and the dashboard once it shows. */
export async function enterPassword(page: Page, password = adminPassword()) {
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
}

/** Signs in to the admin with the password (of the page's own server: `password`, for a private one). */
export async function signIn(page: Page, password = adminPassword()) {
  await page.goto("/admin");
  await enterPassword(page, password);
}

/** Opens `path` (with `?kiosk=1`) and sets the staff PIN, which starts kiosk mode on this device. */
export async function startKioskMode(page: Page, path: string) {
  await page.goto(path);
  const dialog = page.getByRole("dialog", { name: "Set a staff PIN for kiosk mode" });
  await dialog.getByLabel("Staff PIN").fill(STAFF_PIN);
  await dialog.getByRole("button", { name: "Start kiosk mode" }).click();
  await dialog.waitFor({ state: "detached" });
}

/**
 * Opens the kiosk's staff menu with the staff PIN and chooses `action`, whose dialog bears the same name (decision 065).
 * `t` gives the English texts in the language on screen.
 */
export async function staffAction(page: Page, action: string, t: (english: string) => string = (english) => english) {
  await page.getByRole("button", { name: t("Staff menu") }).click();
  const pin = page.getByRole("dialog", { name: t("Staff menu") });
  await pin.getByLabel(t("Staff PIN")).fill(STAFF_PIN);
  await pin.getByRole("button", { name: t("Open") }).click();
  await page
    .getByRole("dialog", { name: t("Staff menu") })
    .getByRole("button", { name: t(action) })
    .click();
  const dialog = page.getByRole("dialog", { name: t(action) });
  await dialog.waitFor();
  return dialog;
}

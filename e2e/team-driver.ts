// Helpers for the teams e2e test: a manager's or IC's whole flow, the admin's sign-in, the save API.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { SavePayload } from "../schema/payload";
import { baseURL } from "./browser";
import { answerCulture, CULTURE_STATEMENT_IDS, fillIntake, type Answers } from "./flow-driver";
import { rankPursuer, ratePage, sparse, viewOneCard, type Person } from "./offline-driver";

export const ADMIN_PASSWORD = "e2e-password";

/** Intake to completion for a manager or IC: three attraction pages, no pursuer pages, 60 culture answers, no survey. */
export async function memberFlow(page: Page, person: Person, answers: Answers, opts: { teamName?: string } = {}) {
  if (opts.teamName) await page.getByTestId("joining-team").filter({ hasText: `You're joining ${opts.teamName}` }).waitFor();
  await fillIntake(page, person);
  await page.getByRole("heading", { name: "Assessment Instructions" }).waitFor();
  await page.getByRole("button", { name: "Start Assessments" }).click();
  await viewOneCard(page, "Part 1");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Page 1 of 3", { exact: true }).waitFor();
  for (let i = 0; i < 3; i++) await ratePage(page, answers, sparse);
  await rankPursuer(page, []);
  await page.getByRole("button", { name: "Start" }).click();
  await answerCulture(page, answers, 60);
  await page.getByRole("button", { name: "Skip and finish" }).click();
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
}

export async function signInAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
}

/** A completed manager or IC saved straight through the real save API (for teams built without the UI). */
export async function saveCompleted(overrides: Partial<SavePayload>): Promise<SavePayload> {
  const payload: SavePayload = {
    id: crypto.randomUUID(),
    revision: 1,
    writeToken: `${crypto.randomUUID()}${crypto.randomUUID()}`,
    step: "final",
    deviceId: "e2e-teams",
    schemaVersion: 1,
    name: "Someone",
    email: "someone@e2e.example.com",
    jobTitle: "Engineer",
    linkedinProfile: "https://www.linkedin.com/in/someone",
    userFlow: "ic",
    attractionResponses: {},
    pursuerResponses: {},
    isCompleted: true,
    ...overrides,
  };
  const res = await fetch(`${baseURL()}/api/assessment`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });
  expect(res.status, await res.clone().text()).toBe(200);
  return payload;
}

/** Culture answers with `n` identifying answers per animal. */
export function cultureAnswers(n: { rabbit: number; dog: number; cat: number }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const animal of ["rabbit", "dog", "cat"] as const) {
    CULTURE_STATEMENT_IDS.filter((id) => id.startsWith(`${animal}-`)).forEach((id, i) => (out[id] = i < n[animal] ? 6 : 1));
  }
  return out;
}

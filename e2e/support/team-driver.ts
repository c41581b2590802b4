// Helpers for the teams e2e test: a manager's or IC's whole flow, and culture answers for a team's members.
import type { Page } from "playwright-core";
import type { Person } from "./fixtures";
import { answerCulture, CULTURE_STATEMENT_IDS, fillIntake, type Answers } from "./flow-driver";
import { rankPursuer, ratePage, sparse, viewOneCard } from "./offline-driver";

/** Intake to completion for a manager or IC: three attraction pages, no pursuer pages, 60 culture answers, no survey. */
export async function memberFlow(
  page: Page,
  person: Person,
  answers: Answers,
  opts: { teamName?: string; shareWithManager?: boolean; onLastScreen?: () => Promise<void> } = {},
) {
  if (opts.teamName)
    await page
      .getByTestId("joining-team")
      .filter({ hasText: `You're joining ${opts.teamName}` })
      .waitFor();
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
  if (opts.shareWithManager)
    await page.getByRole("checkbox", { name: /^Share my Sociality Type and my name with my team's manager/ }).check();
  await opts.onLastScreen?.();
  await page.getByRole("button", { name: "Skip and finish" }).click();
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
}

/** Culture answers with `n` identifying answers per animal. */
export function cultureAnswers(n: { rabbit: number; dog: number; cat: number }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const animal of ["rabbit", "dog", "cat"] as const) {
    CULTURE_STATEMENT_IDS.filter((id) => id.startsWith(`${animal}-`)).forEach((id, i) => (out[id] = i < n[animal] ? 6 : 1));
  }
  return out;
}

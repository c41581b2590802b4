// Every screen a respondent meets, and the admin's list, detail and team page, reached as a person
// reaches them; `visit` is called on each with its name (e2e/layout.test.ts, npm run screens).
import type { Page } from "playwright-core";
import { answerCulture, answerPage, fillIntake, newAnswers, rankByKeyboard } from "../flow-driver";
import { signIn } from "../fixtures";

export type Visit = (name: string) => Promise<void>;

export async function walkRespondent(page: Page, visit: Visit, person: { name: string; email: string }) {
  const answers = newAnswers();
  await page.goto("/");
  await page.getByTestId("audience-column").nth(2).waitFor();
  await visit("landing");
  await page.goto("/no/such/page");
  await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  await visit("not-found");

  await page.goto("/test/ic");
  await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
  await visit("intake");
  await page.getByRole("button", { name: "Begin Assessment" }).click();
  await page.locator("[aria-invalid='true']").first().waitFor();
  await visit("intake-errors");
  await fillIntake(page, person);
  await page.getByRole("heading", { name: "Assessment Instructions" }).waitFor();
  await visit("instructions");

  await page.getByRole("button", { name: "Start Assessments" }).click();
  await page.getByRole("heading", { name: /Part 1.*Drag to rank/ }).waitFor();
  await visit("ranking");
  await page.locator('[data-card-main="yellow"]').click();
  await page.getByRole("dialog").waitFor();
  await visit("ranking-statements");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await rankByKeyboard(page);

  await page.getByText(/Page 1 of \d+/).waitFor();
  // One statement at each level, so both levels of "identify" are on the screen.
  const bullets = page.locator("button[data-placement]");
  await bullets.nth(1).click();
  await bullets.nth(2).click();
  await bullets.nth(2).click();
  await visit("statements");
  await answerPage(page, answers);
  while (await page.getByText(/Page \d+ of \d+/).isVisible()) await answerPage(page, answers);

  await page.getByRole("heading", { name: /Drag to rank/ }).waitFor();
  await visit("ranking-part-2");
  await rankByKeyboard(page);
  await page.getByText(/Page \d+ of \d+/).waitFor();
  while (await page.getByText(/Page \d+ of \d+/).isVisible()) await answerPage(page, answers);

  await page.getByRole("button", { name: "Start" }).waitFor();
  await visit("culture-instructions");
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByText("Question 1 of 60").waitFor();
  await visit("culture-question");
  await answerCulture(page, answers, 60);

  await page.getByRole("button", { name: "Skip and finish" }).waitFor();
  await visit("demographic-opt-in");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/birth year/i).waitFor();
  await visit("demographic-survey");
  await page.getByLabel(/birth year/i).fill("1984");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
  await page.getByText("Your answers have been uploaded.").waitFor({ timeout: 20_000 });
  await visit("completion");
}

/** Needs at least one completed response on the server (walkRespondent's). */
export async function walkAdmin(page: Page, visit: Visit, respondentName: string) {
  await signIn(page);
  await page.getByTestId("response-row").first().waitFor();
  await visit("admin-list");
  await page.getByLabel("Search responses").fill(respondentName);
  await page.getByTestId("response-row").filter({ hasText: respondentName }).getByRole("button", { name: respondentName }).click();
  await page.getByRole("heading", { name: "Page Rankings" }).waitFor();
  await visit("admin-detail");
  await page.goto("/admin");
  await page.getByRole("button", { name: "Teams", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: "Teams" }).waitFor();
  await page.getByLabel("Team name").fill(`Layout ${Date.now()}`);
  await page.getByRole("button", { name: "Create team" }).click();
  await page.getByTestId("team-card").first().waitFor();
  await visit("admin-teams");
}

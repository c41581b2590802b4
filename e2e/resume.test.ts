import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage } from "./browser";
import { responsesByEmail } from "./d1";
import { answerCulture, answerPage, fillIntake, newAnswers, rankByKeyboard } from "./flow-driver";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("reload in the middle of the flow", () => {
  it("keeps every answer through reloads on the attraction pages and in the culture test", async () => {
    const email = `resume-${Date.now()}@e2e.example.com`;
    const answers = newAnswers();
    const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 1400 } });
    await page.goto("/test/ic");
    await fillIntake(page, { name: "Resume Tester", email });
    await page.getByRole("button", { name: "Start Assessments" }).click();
    await rankByKeyboard(page);
    await answerPage(page, answers);

    // Rate two statements on page 2, reload before Next: the ratings and the page survive.
    await page.getByText("Page 2 of 3").waitFor();
    const bullets = page.locator("button[data-placement]");
    await bullets.nth(0).click();
    await bullets.nth(1).click();
    await bullets.nth(1).click();
    await page.reload();
    await page.getByText("Page 2 of 3").waitFor();
    expect(await bullets.nth(0).getAttribute("data-rating")).toBe("1");
    expect(await bullets.nth(1).getAttribute("data-rating")).toBe("2");
    // Undo them so answerPage's own pattern is what gets stored.
    await bullets.nth(0).click();
    await bullets.nth(0).click();
    await bullets.nth(1).click();
    await answerPage(page, answers);
    await answerPage(page, answers);

    await rankByKeyboard(page);
    for (let i = 0; i < 3; i++) await answerPage(page, answers);
    await page.getByRole("button", { name: "Start" }).click();
    await answerCulture(page, answers, 10);
    await page.getByText("Question 11 of 60").waitFor();
    await page.reload();
    await page.getByText("Question 11 of 60").waitFor();
    // Back shows the earlier answer selected, without skipping ahead by itself.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("Question 10 of 60").waitFor();
    expect(await page.locator('[aria-pressed="true"][data-code]').count()).toBe(1);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await answerCulture(page, answers, 50);
    await page.getByRole("button", { name: "Skip and finish" }).click();
    await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
    await page.getByText("Your answers have been uploaded.").waitFor({ timeout: 20_000 });

    const [row] = responsesByEmail(email);
    expect(row).toMatchObject({ is_completed: 1, user_flow: "ic" });
    expect(JSON.parse(row!.attraction_responses)).toEqual(answers.attraction);
    expect(JSON.parse(row!.pursuer_responses)).toEqual(answers.pursuer);
    expect(JSON.parse(row!.culture_compatibility_responses!)).toEqual(answers.culture);
    expect(Number(row!.completion_time_seconds)).toBeGreaterThan(0);
    await context.close();
  });
});

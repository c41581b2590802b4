// A reload on a statement page and in the culture test resumes the same step with every answer, in every engine.
import { describe, expect, it } from "vitest";
import { responsesByEmail } from "../support/d1";
import { useEngine, withPage } from "../engines/open";
import {
  UPLOADED_TEXT,
  answerCulture,
  answerPage,
  fillIntake,
  newAnswers,
  rankByKeyboard,
  rateStatement,
  startAssessments,
  uniquePerson,
} from "./respondent";

const engine = useEngine();

describe("reload in the middle of the flow", () => {
  it("keeps every answer through reloads on a statement page and in the culture test", async () => {
    await withPage(engine(), async (page) => {
      const person = uniquePerson("resume");
      const answers = newAnswers();
      await page.goto("/test/ic");
      await fillIntake(page, person);
      await startAssessments(page);
      await rankByKeyboard(page);
      await answerPage(page, answers);

      // Rate two statements on page 2 and reload before Next: the page and its ratings survive.
      await page.text("Page 2 of 3").waitFor();
      const bullets = page.css("button[data-placement]");
      await rateStatement(bullets.nth(0), 1);
      await rateStatement(bullets.nth(1), 2);
      await page.reload();
      await page.text("Page 2 of 3").waitFor();
      expect((await bullets.allAttributes("data-rating")).slice(0, 2)).toEqual(["1", "2"]);
      await answerPage(page, answers);
      await answerPage(page, answers);

      await rankByKeyboard(page);
      for (let i = 0; i < 3; i++) await answerPage(page, answers);
      await page.role("button", { name: "Start" }).click();
      await answerCulture(page, answers, 10);
      await page.text("Question 11 of 60").waitFor();
      await page.reload();
      await page.text("Question 11 of 60").waitFor();
      // Back shows the earlier answer selected, without skipping ahead by itself.
      await page.role("button", { name: "Back" }).click();
      await page.text("Question 10 of 60").waitFor();
      expect(await page.css('[aria-pressed="true"][data-code]').count()).toBe(1);
      await page.role("button", { name: "Next" }).click();
      await answerCulture(page, answers, 50);
      await page.role("button", { name: "Skip and finish" }).click();
      await page.role("heading", { name: "Assessment Complete!" }).waitFor();
      await page.text(UPLOADED_TEXT).waitFor();

      const rows = responsesByEmail(person.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ is_completed: 1, user_flow: "ic" });
      expect(JSON.parse(rows[0]!.attraction_responses)).toEqual(answers.attraction);
      expect(JSON.parse(rows[0]!.pursuer_responses)).toEqual(answers.pursuer);
      expect(JSON.parse(rows[0]!.culture_compatibility_responses!)).toEqual(answers.culture);
      expect(await page.errors()).toEqual([]);
    });
  });
});

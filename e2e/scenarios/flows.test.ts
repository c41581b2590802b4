// One whole flow per audience in every engine, with axe-core on each kind of screen: the ceo ranks
// by dragging, the manager takes the culture test and the survey, the ic uses the keyboard alone.
import { describe, expect, it } from "vitest";
import type { Audience } from "../../schema/constants";
import { useEngine, withPage } from "../engines/open";
import type { Page } from "../engines/page";
import { expectStored } from "../expect-stored";
import { checkA11y } from "./a11y";
import {
  UPLOADED_TEXT,
  activate,
  answerPage,
  fillIntake,
  finishDemographics,
  newAnswers,
  rankByDrag,
  rankByKeyboard,
  startAssessments,
  takeCultureTest,
  uniquePerson,
} from "./respondent";

const engine = useEngine();

async function completeFlow(page: Page, audience: Audience, opts: { keyboardOnly?: boolean; survey?: boolean }) {
  const kb = !!opts.keyboardOnly;
  const person = uniquePerson(audience);
  const answers = newAnswers();
  const a11y: string[] = [];
  const check = async (step: string) => a11y.push(...(await checkA11y(page)).map((v) => `${step}: ${v}`));

  await page.goto(`/test/${audience}`);
  await page.role("heading", { name: "Welcome to the Assessment" }).waitFor();
  await check("intake");
  await fillIntake(page, person, kb);
  await check("instructions");
  await startAssessments(page, kb);
  await check("attraction ranking");
  if (kb) await rankByKeyboard(page);
  else await rankByDrag(page, ["red", "yellow", "blue"]);
  await page.text("Page 1 of 6").waitFor();
  await check("attraction page");
  for (let i = 0; i < 3; i++) await answerPage(page, answers, { keyboardOnly: kb });
  if (kb) await rankByKeyboard(page);
  else await rankByDrag(page, ["blue", "red"]);
  const pursuerPages = kb ? 3 : 2;
  await page.text(`Page 4 of ${3 + pursuerPages}`).waitFor();
  for (let i = 0; i < pursuerPages; i++) await answerPage(page, answers, { keyboardOnly: kb });
  if (audience !== "ceo") {
    await page.role("button", { name: "Start" }).waitFor();
    await check("culture instructions");
    await activate(page.role("button", { name: "Start" }), kb);
    await page.text("Question 1 of 60").waitFor();
    await check("culture question");
    await takeCultureTest(page, answers, kb, { started: true });
  }
  await page.role("button", { name: "Skip and finish" }).waitFor();
  await check("demographic opt-in");
  await finishDemographics(page, !!opts.survey, kb);
  await page.text(UPLOADED_TEXT).waitFor({ timeout: 30_000 });
  await check("completion");
  return { person, answers, a11y };
}

describe("the whole respondent flow, as a person takes it", () => {
  it("ceo: drag ranking, pages, skip demographics", async () => {
    await withPage(engine(), async (page) => {
      const run = await completeFlow(page, "ceo", {});
      expectStored(run.person.email, "ceo", run.answers, { culture: false });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });

  it("manager: with the culture test and the survey", async () => {
    await withPage(engine(), async (page) => {
      const run = await completeFlow(page, "manager", { survey: true });
      expectStored(run.person.email, "manager", run.answers, { culture: true, survey: true });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });

  it("ic: by keyboard alone, ranking included", async () => {
    await withPage(engine(), async (page) => {
      const run = await completeFlow(page, "ic", { keyboardOnly: true });
      expectStored(run.person.email, "ic", run.answers, { culture: true });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });
});

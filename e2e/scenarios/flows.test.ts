// One whole flow per audience in every engine, with axe-core on each kind of screen: the ceo ranks
// by dragging, the manager takes the culture test and the survey, the ic uses the keyboard alone.
import { describe, expect, it } from "vitest";
import type { Audience } from "../../schema/constants";
import { useEngine, withPage } from "../engines/open";
import type { Page } from "../engines/page";
import { expectStored } from "../support/expect-stored";
import { checkA11y } from "./a11y";
import { completeFlow } from "./respondent";

const engine = useEngine();

async function flowWithA11y(page: Page, audience: Audience, opts: { keyboardOnly?: boolean; survey?: boolean }) {
  const a11y: string[] = [];
  const run = await completeFlow(page, audience, {
    ...opts,
    atEachScreen: async (screen) => void a11y.push(...(await checkA11y(page)).map((v) => `${screen}: ${v}`)),
  });
  return { ...run, a11y };
}

describe("the whole respondent flow, as a person takes it", () => {
  it("ceo: drag ranking, pages, skip demographics", async () => {
    await withPage(engine(), async (page) => {
      const run = await flowWithA11y(page, "ceo", {});
      expectStored(run.person.email, "ceo", run.answers, { culture: false, rankings: run.rankings });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });

  it("manager: with the culture test and the survey", async () => {
    await withPage(engine(), async (page) => {
      const run = await flowWithA11y(page, "manager", { survey: true });
      expectStored(run.person.email, "manager", run.answers, { culture: true, survey: true, rankings: run.rankings });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });

  it("ic: by keyboard alone, ranking included", async () => {
    await withPage(engine(), async (page) => {
      const run = await flowWithA11y(page, "ic", { keyboardOnly: true });
      expectStored(run.person.email, "ic", run.answers, { culture: true, rankings: run.rankings });
      expect(run.a11y).toEqual([]);
      expect(await page.errors()).toEqual([]);
    });
  });
});

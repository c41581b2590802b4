// A manager's whole flow in another language (docs/languages.md#tests), driven through its own words (e2e/support/i18n.ts):
// Spanish in Chromium, Arabic right to left in Firefox. Each language in one engine only, to stay within CI's time:
// WebKit's project leaves this file out (vitest.workspace.ts). The record stored is the one English stores for the same answers, with the
// language.
import { describe, expect, it } from "vitest";
import { directionOf, type Language } from "../../schema/assessment/languages";
import type { EngineName } from "../engines/engine";
import { engineName, useEngine, withPage } from "../engines/open";
import { expectStored } from "../support/expect-stored";
import { inLanguage } from "../support/i18n";
import { completeFlow } from "./respondent";

const LANGUAGE: Partial<Record<EngineName, Language>> = { chromium: "es", firefox: "ar" };
const language = LANGUAGE[engineName()];
if (!language) throw new Error(`No language for ${engineName()}: vitest.workspace.ts should leave this file out there`);

describe(`the whole flow in ${language}`, () => {
  const engine = useEngine();

  it("a manager takes every step in the language, and the record is English's for the same answers", async () => {
    await withPage(engine(), async (page) => {
      const run = await completeFlow(page, "manager", { survey: true, ui: inLanguage(language) });
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
        language,
        directionOf(language),
      ]);
      expectStored(run.person.email, "manager", run.answers, { culture: true, survey: true, rankings: run.rankings, language: language });
      expect(await page.errors()).toEqual([]);
    });
  });
});

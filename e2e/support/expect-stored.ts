// What the server must hold after a respondent finished: shared by the flow, offline and kiosk e2e tests.
import { expect } from "vitest";
import { DEMOGRAPHIC_CONSENT_VERSION } from "../../schema/save/consent";
import type { Audience } from "../../schema/constants";
import type { Language } from "../../schema/assessment/languages";
import type { Ranking } from "../../schema/assessment/ranking";
import { computeFinalType } from "../../schema/assessment/scoring";
import { responsesByEmail, type StoredResponse } from "./d1";
import type { Answers } from "./flow-driver";

export type StoredExtras = {
  culture: boolean;
  survey?: boolean;
  /** The rankings as the respondent left them: then the type too is the one they give. */
  rankings?: { attractionRanking: Ranking; pursuerRanking: Ranking };
  /** The language the respondent took it in (docs/languages.md#stored-and-shown). */
  language?: Language;
};

/** One stored row equals what the respondent answered (ratings, rankings and type, culture answers and scores, survey). */
export function expectStoredRow(row: StoredResponse, audience: Audience, answers: Answers, extra: StoredExtras) {
  expect(row.user_flow).toBe(audience);
  expect(row.is_completed).toBe(1);
  expect(Number(row.completion_time_seconds)).toBeGreaterThan(0);
  expect(JSON.parse(row.attraction_responses)).toEqual(answers.attraction);
  expect(JSON.parse(row.pursuer_responses)).toEqual(answers.pursuer);
  if (extra.rankings) {
    expect(JSON.parse(row.page_rankings!)).toEqual(extra.rankings);
    const type = computeFinalType({
      attractionResponses: answers.attraction,
      pursuerResponses: answers.pursuer,
      pageRankings: extra.rankings,
    });
    expect(JSON.parse(row.final_type!)).toEqual(type);
  } else expect(JSON.parse(row.page_rankings!)).toHaveProperty("attractionRanking");
  expect(JSON.parse(row.final_type!)).toEqual({ intrinsicAttraction: expect.any(String), extrinsicPursuer: expect.any(String) });
  if (extra.language) expect(row.language).toBe(extra.language);
  if (extra.culture) {
    const culture = JSON.parse(row.culture_compatibility_responses!) as Record<string, number>;
    expect(culture).toEqual(answers.culture);
    const scores = JSON.parse(row.culture_compatibility_scores!) as Record<string, number>;
    const expected = { rabbit: 0, dog: 0, cat: 0 } as Record<string, number>;
    for (const [id, code] of Object.entries(culture)) if (code >= 6) expected[id.split("-")[0]!]! += 1;
    expect(scores).toEqual(expected);
  } else expect(row.culture_compatibility_responses).toBeNull();
  if (extra.survey) {
    expect(JSON.parse(row.demographic_data!)).toMatchObject({ birthYear: "1984" });
    // docs/admin.md#identity-audit-and-data-rights: the answers come with the consent's time and the consent text's version.
    expect(row.demographic_consent_version).toBe(DEMOGRAPHIC_CONSENT_VERSION);
    expect(row.demographic_consent_at).toBeGreaterThan(Date.parse("2026-01-01"));
  } else {
    // Skipping the survey declines it: no demographic data and no consent.
    expect(row.demographic_data).toBeNull();
    expect(row.demographic_consent_at).toBeNull();
  }
}

/** Exactly one record for this email on the e2e server, equal to the answers. */
export function expectStored(email: string, audience: Audience, answers: Answers, extra: StoredExtras) {
  const rows = responsesByEmail(email);
  expect(rows).toHaveLength(1);
  expectStoredRow(rows[0]!, audience, answers, extra);
}

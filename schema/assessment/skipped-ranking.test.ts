import { describe, expect, it } from "vitest";
import { hasStatementKey } from "./scoring";
import { ALL_NOT_LIKE_ME, rankingsToStore } from "./skipped-ranking";

const attractionRanking = { yellow: 2, blue: 1, red: 3 };

describe("rankingsToStore", () => {
  it("adds the all-not-like-me pursuer ranking an older version left out once the respondent is past that step", () => {
    for (const step of ["pursuer-ranking-complete", "culture-compatibility-complete", "demographic-survey-complete"]) {
      expect(rankingsToStore({ step, pageRankings: { attractionRanking }, pursuerResponses: {} }, false)).toEqual({
        attractionRanking,
        pursuerRanking: ALL_NOT_LIKE_ME,
      });
    }
    expect(rankingsToStore({ step: "final", pageRankings: { attractionRanking } }, true)).toEqual({
      attractionRanking,
      pursuerRanking: ALL_NOT_LIKE_ME,
    });
  });

  it("keeps what was sent before the pursuer ranking, or when a pursuer ranking or statement is there", () => {
    const early = { step: "assessment-attraction-red-complete", pageRankings: { attractionRanking }, pursuerResponses: {} };
    expect(rankingsToStore(early, false)).toEqual({ attractionRanking });
    expect(rankingsToStore({ step: "intake-complete", pageRankings: null }, false)).toBeNull();
    // Without the attraction ranking it is not a save of the app's flow: nothing to infer.
    expect(rankingsToStore({ step: "final", pageRankings: null }, true)).toBeNull();
    const ranked = { attractionRanking, pursuerRanking: { yellow: 1, blue: 4, red: 4 } };
    expect(rankingsToStore({ step: "final", pageRankings: ranked }, true)).toBe(ranked);
    const rated = { step: "final", pageRankings: { attractionRanking }, pursuerResponses: { blue: { "1": 0 } } };
    expect(rankingsToStore(rated, true)).toEqual({ attractionRanking });
  });
});

describe("hasStatementKey", () => {
  it("counts a key rated 0 and ignores empty colours", () => {
    expect(hasStatementKey({ red: { "1.1": 0 } })).toBe(true);
    expect(hasStatementKey({ red: {}, blue: {} })).toBe(false);
    expect(hasStatementKey(undefined)).toBe(false);
  });
});

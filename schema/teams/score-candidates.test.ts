import { describe, expect, it } from "vitest";
import { ALL_SCORE_VECTORS, consistentScores, type Observation } from "./score-candidates";
import type { CultureScores } from "../assessment/scoring";
import { cultureMatch, roundedMean } from "./teams";

const VICTIM: CultureScores = { rabbit: 13, dog: 4, cat: 17 };
const MANAGER: CultureScores = { rabbit: 8, dog: 10, cat: 2 };

describe("ALL_SCORE_VECTORS", () => {
  it("holds each of the 9,261 vectors once", () => {
    expect(ALL_SCORE_VECTORS).toHaveLength(9261);
    expect(new Set(ALL_SCORE_VECTORS.map((v) => `${v.rabbit},${v.dog},${v.cat}`)).size).toBe(9261);
    expect(ALL_SCORE_VECTORS).toContainEqual({ rabbit: 20, dog: 0, cat: 20 });
  });
});

describe("consistentScores", () => {
  it("rules nothing out for nothing seen, and everything but the truth for the scores themselves", () => {
    expect(consistentScores([])).toHaveLength(9261);
    expect(consistentScores([{ seen: "names only", had: () => "names only" }])).toHaveLength(9261);
    expect(consistentScores([{ seen: VICTIM, had: (v) => v }])).toEqual([VICTIM]);
  });

  it("leaves the vectors at the victim's distance from a fixed profile, however often the match is seen", () => {
    const view: Observation<number> = { seen: cultureMatch(VICTIM, MANAGER), had: (v) => cultureMatch(v, MANAGER) };
    const once = consistentScores([view]);
    expect(once).toContainEqual(VICTIM);
    expect(once.length).toBeGreaterThan(100);
    expect(consistentScores([view, view, view])).toEqual(once);
  });

  // The round-3 attack on the old rule (a mean profile that moves with the members): a probe saves
  // chosen scores again and again; each time the victim's match against the new mean narrows them down.
  it("pins the victim when the profile moves with a probe's chosen scores", () => {
    const probes: CultureScores[] = [
      { rabbit: 0, dog: 0, cat: 0 },
      { rabbit: 20, dog: 0, cat: 0 },
      { rabbit: 0, dog: 20, cat: 0 },
      { rabbit: 0, dog: 0, cat: 20 },
      { rabbit: 20, dog: 20, cat: 20 },
      { rabbit: 10, dog: 10, cat: 10 },
      { rabbit: 5, dog: 15, cat: 5 },
    ];
    const movingMatch = (v: CultureScores, probe: CultureScores) => cultureMatch(v, roundedMean([v, probe])!);
    const views = probes.map((p) => ({ seen: movingMatch(VICTIM, p), had: (v: CultureScores) => movingMatch(v, p) }));
    expect(consistentScores(views.slice(0, 1)).length).toBeGreaterThan(600);
    expect(consistentScores(views)).toEqual([VICTIM]);
  });

  it("pins the sixth member from the mean of five and the mean of six", () => {
    const five: CultureScores[] = [
      MANAGER,
      { rabbit: 1, dog: 2, cat: 3 },
      { rabbit: 20, dog: 5, cat: 9 },
      { rabbit: 7, dog: 7, cat: 7 },
      { rabbit: 0, dog: 19, cat: 11 },
    ];
    const meanOfFive = roundedMean(five);
    const meanOfSix = (v: CultureScores) => roundedMean([...five, v]);
    const passive = [
      { seen: meanOfFive, had: () => meanOfFive },
      { seen: meanOfSix(VICTIM), had: meanOfSix },
    ];
    // Six values per animal round to the same mean: 6³ candidates left of 9,261, from one difference.
    expect(consistentScores(passive).length).toBeLessThanOrEqual(216);
    expect(consistentScores(passive)).toContainEqual(VICTIM);
  });
});

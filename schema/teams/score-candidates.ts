// How much a sequence of views gives away about one person's culture scores (decision 028): pure.
import { CULTURE_SCORE_MAX } from "./teams";
import type { CultureScores } from "../assessment/scoring";

/** Every culture score vector a person can have: rabbit, dog and cat each 0..20, 21³ = 9,261. */
export const ALL_SCORE_VECTORS: readonly CultureScores[] = Array.from({ length: (CULTURE_SCORE_MAX + 1) ** 3 }, (_, i) => ({
  rabbit: Math.floor(i / (CULTURE_SCORE_MAX + 1) ** 2),
  dog: Math.floor(i / (CULTURE_SCORE_MAX + 1)) % (CULTURE_SCORE_MAX + 1),
  cat: i % (CULTURE_SCORE_MAX + 1),
}));

/** One thing an observer saw, and what they would have seen had the person's scores been `v` (everything else as it was). */
export type Observation<T> = { seen: T; had: (v: CultureScores) => T };

/**
 * The score vectors that explain every observation: what someone who saw all of them and knows
 * everything but this person's scores cannot rule out. Fewer candidates, more given away; compared
 * as JSON, so `seen` and `had` must build their values the same way.
 */
export function consistentScores<T>(observations: readonly Observation<T>[]): CultureScores[] {
  let candidates = ALL_SCORE_VECTORS;
  for (const { seen, had } of observations) {
    const text = JSON.stringify(seen);
    candidates = candidates.filter((v) => JSON.stringify(had(v)) === text);
  }
  return [...candidates];
}

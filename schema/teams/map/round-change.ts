// Two rounds of the team map side by side (decision 083): how the type grid's counts, the team's culture point and the match bands
// moved from the earlier round to the later. Pure.
import { CATEGORIES, type CategoryId } from "../../constants";
import type { CultureScores } from "../../assessment/scoring";
import { cultureMatch, matchDistribution, type MatchDistribution } from "../teams";
import type { TeamMapView } from "./team-map";

export type RoundChange = {
  /** Later count minus earlier, per cell: attraction colour, then pursuer colour. */
  grid: Record<CategoryId, Record<CategoryId, number>>;
  mean: { from: CultureScores | null; to: CultureScores | null };
  /** Each round's members' matches against the profile, in the five bands; empty without a profile. */
  bands: { from: MatchDistribution; to: MatchDistribution };
};

const bandsOf = (view: TeamMapView): MatchDistribution =>
  view.profile ? matchDistribution(view.members.map((m) => cultureMatch(m.scores, view.profile!))) : [];

export function roundChange(earlier: TeamMapView, later: TeamMapView): RoundChange {
  const cell = (a: CategoryId, p: CategoryId) => later.grid.figure.counts[a][p] - earlier.grid.figure.counts[a][p];
  return {
    grid: Object.fromEntries(CATEGORIES.map((a) => [a, Object.fromEntries(CATEGORIES.map((p) => [p, cell(a, p)]))])) as RoundChange["grid"],
    mean: { from: earlier.mean?.figure ?? null, to: later.mean?.figure ?? null },
    bands: { from: bandsOf(earlier), to: bandsOf(later) },
  };
}

/** GET /api/admin/teams/:id/map: the open round's map and, from round 2 on, the one before and what changed. */
export type TeamMapAnswer = { round: number; current: TeamMapView; previous: TeamMapView | null; change: RoundChange | null };

// The team map as the admin reads it (decision 083): the completed members on the culture triangle, the 3 × 3 type grid and the
// gaps. Admins read the records, so every figure is here, marked where a manager's view would see it hidden (decision 081). Pure.
import type { Audience } from "../../constants";
import type { CultureScores, FinalType } from "../../assessment/scoring";
import { markedForLower, type MarkedFigure } from "../match-spread";
import { teamGaps, type Gap } from "./gaps";
import { meanScores } from "./geometry";
import { typeGrid, type TypeGrid } from "./type-grid";

/** A completed member as the map reads them. */
export type TeamMapRow = { id: string; name: string; userFlow: Audience; finalType: FinalType | null; cultureScores: CultureScores | null };

export type TeamMapView = {
  /** Members with culture scores (CEOs take no culture test, so they are on the grid only). */
  members: { id: string; name: string; scores: CultureScores; type: FinalType | null }[];
  grid: MarkedFigure<TypeGrid>;
  /** The members' mean: the team's point; null without a member with scores. */
  mean: MarkedFigure<CultureScores> | null;
  /** The confirmed profile or the members' mean, as the team page uses it (schema/teams/teams.ts). */
  profile: CultureScores | null;
  gaps: Gap[];
};

export function teamMapView(rows: readonly TeamMapRow[], profile: CultureScores | null, floor: number): TeamMapView {
  const members = rows.flatMap((r) => (r.cultureScores ? [{ id: r.id, name: r.name, scores: r.cultureScores, type: r.finalType }] : []));
  const mean = meanScores(members.map((m) => m.scores));
  return {
    members,
    grid: markedForLower(typeGrid(rows.map((r) => r.finalType)), rows.length, floor),
    mean: mean && markedForLower(mean, members.length, floor),
    profile,
    gaps: teamGaps(
      rows.map((r) => ({ type: r.finalType, scores: r.cultureScores })),
      profile,
    ),
  };
}

// The team map's gaps (docs/teams.md, the team map): what the team's types lack or crowd, where its culture sits against the
// profile, and how many members are far from it. At most three, largest first, each with the numbers behind it; the words are
// the content files', in each language. Pure.
import { CATEGORIES, CULTURE_ANIMALS, DATASETS, type Animal, type CategoryId, type Dataset } from "../../constants";
import type { CultureScores } from "../../assessment/scoring";
import { cultureMatch } from "../teams";
import { meanScores } from "./geometry";
import { typeCell } from "./type-grid";
import type { FinalType } from "../../assessment/scoring";

/** A colour part is judged over at least this many typed members: fewer say nothing about a team. */
export const MIN_TYPED = 3;
/** A colour is crowded from this share of the typed members (6 of 8 Red drivers is 0.75). */
export const CROWDED_SHARE = 0.6;
/** The team's mean is off the profile below this match (docs/teams.md's bands: 80–100 is close). */
export const LEAN_BELOW_MATCH = 80;
/** A member is far from the profile below this match (under the 60–79 band). */
export const FAR_BELOW_MATCH = 60;
export const MAX_GAPS = 3;

export type Gap =
  | { kind: "colour-missing"; dataset: Dataset; colour: CategoryId; count: 0; of: number; size: number }
  | { kind: "colour-crowded"; dataset: Dataset; colour: CategoryId; count: number; of: number; size: number }
  | { kind: "culture-lean"; leans: Animal; asks: Animal; team: CultureScores; profile: CultureScores; match: number; size: number }
  | { kind: "far-members"; count: number; of: number; below: number; size: number };

export type GapMember = { type: FinalType | null; scores: CultureScores | null };

function colourGaps(members: readonly GapMember[]): Gap[] {
  const cells = members.flatMap((m) => {
    const cell = typeCell(m.type);
    return cell ? [cell] : [];
  });
  const of = cells.length;
  if (of < MIN_TYPED) return [];
  return DATASETS.flatMap((dataset) =>
    CATEGORIES.flatMap((colour): Gap[] => {
      const count = cells.filter((c) => c[dataset] === colour).length;
      // A part all of one colour is said once, as that colour crowded: the missing two follow from it.
      const whole = CATEGORIES.some((other) => cells.every((c) => c[dataset] === other));
      if (count === 0) return whole ? [] : [{ kind: "colour-missing", dataset, colour, count: 0, of, size: 1 }];
      // How far past an even third, where all of them is 1: (share − 1/3) / (2/3), in whole numbers.
      return count / of >= CROWDED_SHARE ? [{ kind: "colour-crowded", dataset, colour, count, of, size: (3 * count - of) / (2 * of) }] : [];
    }),
  );
}

function cultureGaps(members: readonly GapMember[], profile: CultureScores | null): Gap[] {
  const scored = members.flatMap((m) => (m.scores ? [m.scores] : []));
  const team = meanScores(scored);
  if (!profile || !team) return [];
  const gaps: Gap[] = [];
  const match = cultureMatch(team, profile);
  if (match < LEAN_BELOW_MATCH) {
    const by = (sign: 1 | -1) =>
      CULTURE_ANIMALS.reduce(
        (best, a) => (sign * (team[a] - profile[a]) > sign * (team[best] - profile[best]) ? a : best),
        CULTURE_ANIMALS[0],
      );
    gaps.push({ kind: "culture-lean", leans: by(1), asks: by(-1), team, profile, match, size: 1 - match / 100 });
  }
  const far = scored.filter((s) => cultureMatch(s, profile) < FAR_BELOW_MATCH).length;
  if (far > 0) gaps.push({ kind: "far-members", count: far, of: scored.length, below: FAR_BELOW_MATCH, size: far / scored.length });
  return gaps;
}

const ORDER: Gap["kind"][] = ["colour-missing", "culture-lean", "colour-crowded", "far-members"];

/** The team's gaps, largest first (ties: a missing colour, the culture's lean, a crowded colour, far members), at most three. */
export function teamGaps(members: readonly GapMember[], profile: CultureScores | null): Gap[] {
  return [...colourGaps(members), ...cultureGaps(members, profile)]
    .sort((a, b) => b.size - a.size || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind))
    .slice(0, MAX_GAPS);
}

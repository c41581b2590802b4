// Where a culture sits on the team map (docs/teams.md, the team map): a triangle with Yellow/Rabbit, Blue/Dog and Red/Cat at its
// corners, a point placed by the share of each animal in the scores. Pure, so the SVG, its table for screen readers and the print
// draw the same numbers.
import { CULTURE_ANIMALS, type Animal } from "../../constants";
import type { CultureScores } from "../../assessment/scoring";

export const MAX_CULTURE_SCORE = 20;
/** The triangle's height when its side is 1. */
export const TRIANGLE_HEIGHT = Math.sqrt(3) / 2;

export type Direction = "ltr" | "rtl";
export type MapPoint = {
  /** From 0 to 1, left to right on the page (mirrored for right-to-left pages). */
  x: number;
  /** From 0 at the top corner to TRIANGLE_HEIGHT at the base, downwards as in SVG. */
  y: number;
  /** Each animal's share of the scores, summing to 1; all a third when there are no scores at all. */
  shares: Record<Animal, number>;
  /** True for (0, 0, 0): no animal leans, so the point sits at the centre and says why. */
  empty: boolean;
};

/**
 * The corners as a left-to-right page draws them: Rabbit (Yellow) at the top, Dog (Blue) at the bottom left, Cat (Red) at the
 * bottom right. A right-to-left page mirrors them, so Dog is read first there too.
 */
export function corner(animal: Animal, direction: Direction = "ltr"): { x: number; y: number } {
  const ltr = { rabbit: { x: 0.5, y: 0 }, dog: { x: 0, y: TRIANGLE_HEIGHT }, cat: { x: 1, y: TRIANGLE_HEIGHT } }[animal];
  return direction === "ltr" ? ltr : { x: 1 - ltr.x, y: ltr.y };
}

/** Refuses what no culture test gives, so a bad row fails where it is read, not as a point off the map. */
function checkScores(scores: CultureScores): void {
  for (const a of CULTURE_ANIMALS) {
    const s = scores[a];
    if (!Number.isFinite(s) || s < 0 || s > MAX_CULTURE_SCORE)
      throw new RangeError(`A ${a} score is a number from 0 to ${MAX_CULTURE_SCORE}, not ${s}`);
  }
}

/** Culture scores (one person's, or a mean) as a point of the triangle: the corners weighted by each animal's share. */
export function mapPoint(scores: CultureScores, direction: Direction = "ltr"): MapPoint {
  checkScores(scores);
  const total = CULTURE_ANIMALS.reduce((sum, a) => sum + scores[a], 0);
  const empty = total === 0;
  const shares = Object.fromEntries(CULTURE_ANIMALS.map((a) => [a, empty ? 1 / 3 : scores[a] / total])) as Record<Animal, number>;
  const at = (axis: "x" | "y") => CULTURE_ANIMALS.reduce((sum, a) => sum + shares[a] * corner(a, direction)[axis], 0);
  return { x: at("x"), y: at("y"), shares, empty };
}

/** The members' mean scores: the team's own point on the map; null without a member with scores. */
export function meanScores(members: readonly CultureScores[]): CultureScores | null {
  if (members.length === 0) return null;
  members.forEach(checkScores);
  return Object.fromEntries(CULTURE_ANIMALS.map((a) => [a, members.reduce((sum, m) => sum + m[a], 0) / members.length])) as CultureScores;
}

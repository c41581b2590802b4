// The team aggregates through the anonymity module (decision 081): what a sponsor is shown of a match spread, and every team
// aggregate as owners and admins see it, marked where the sponsor audience would see it hidden. Pure.
import { forOwners, type LowerAudience, type OwnerFigure } from "../anonymity/audiences";
import { reportable, type Verdict } from "../anonymity/reportable";
import { matchDistribution, type MatchDistribution } from "./teams";

/** A match spread as a sponsor gets it: the bands, or "not yet reportable" with how many more matches it needs. */
export type SponsorSpread = { shown: true; buckets: MatchDistribution } | { shown: false; needed: number };

/** How many more people a hidden verdict needs; 0 for a shown one (a complement, which no team figure has, needs none it can name). */
export const neededFor = (verdict: Verdict): number => (!verdict.shown && verdict.reason === "under-floor" ? verdict.needed : 0);

/** The spread of `matches` as a sponsor sees it, at the deployment's floor. */
export function sponsorSpread(matches: readonly number[], floor: number): SponsorSpread {
  const verdict = reportable(matches.length, floor);
  return verdict.shown ? { shown: true, buckets: matchDistribution(matches) } : { shown: false, needed: neededFor(verdict) };
}

/** An aggregate as owners and admins see it: always, with the audiences that would see it hidden and how many more it needs there. */
export type MarkedFigure<T> = OwnerFigure<T> & { needed: number };

/**
 * `figure` over `people` people, marked with what a lower audience would get at `floor`: the managers' views (the team map's
 * manager link reads a team's mean and spread), the sponsors for a spread of matches. A sponsor never gets a mean.
 */
export function markedForLower<T>(
  figure: T,
  people: number,
  floor: number,
  audiences: readonly LowerAudience[] = ["manager"],
): MarkedFigure<T> {
  const verdict = reportable(people, floor);
  return { ...forOwners(figure, Object.fromEntries(audiences.map((a) => [a, verdict]))), needed: neededFor(verdict) };
}

/** The spread of `matches` for owners and admins: the bands always, marked as sponsorSpread would hide them. */
export const markedSpread = (matches: readonly number[], floor: number): MarkedFigure<MatchDistribution> =>
  markedForLower(matchDistribution(matches), matches.length, floor, ["sponsor", "manager"]);

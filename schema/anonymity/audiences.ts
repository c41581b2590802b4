// Who reads aggregates without reading the records behind them (decision 081); owners and admins read the records themselves.
import type { Verdict } from "./reportable";

/** Viewers (all together: they may share what they see), sponsors (all links: one sponsor may hold several), managers' views. */
export const LOWER_AUDIENCES = ["viewer", "sponsor", "manager"] as const;
export type LowerAudience = (typeof LOWER_AUDIENCES)[number];

/** A figure as an owner or admin sees it: always, with the lower audiences that would see it hidden. */
export type OwnerFigure<T> = { figure: T; hiddenFor: LowerAudience[] };

/** `verdicts`: what each lower audience that is shown this figure at all gets; an audience left out never sees it. */
export function forOwners<T>(figure: T, verdicts: Partial<Record<LowerAudience, Verdict>>): OwnerFigure<T> {
  return { figure, hiddenFor: LOWER_AUDIENCES.filter((a) => verdicts[a] !== undefined && !verdicts[a].shown) };
}

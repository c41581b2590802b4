// The admin's stats as each role may see them (decision 082), decided by the anonymity rules (schema/anonymity/, decision 081).
// Counts of who started and finished are activity, which every role reads in the list: each person adds a known 1 to them. What
// the answers say leaves the Worker for a viewer only through the rules: each audience's types, the culture scores and how far
// people got are figures over their own group of people, shown from the floor on and moved in steps of the floor.
import { AUDIENCES, type Audience } from "../constants";
import { reportable, type Verdict } from "../anonymity/reportable";
import { stepByChanges, type PublishedFigure } from "../anonymity/step-by-changes";
import type { AdminStats, StatsPrivacy } from "./admin";

export type StatsFigures = Omit<AdminStats, "privacy">;
type Histograms = NonNullable<StatsFigures["cultureScoreHistogram"]>;
type Funnel = NonNullable<StatsFigures["funnel"]>;

/** The groups whose figures a viewer is shown, each stepped on its own; no person is in two groups of the same kind of figure. */
export type StatsGroups<F, C, T> = { funnel: F; culture: C; types: Record<Audience, T> };
/** What viewers were last shown of each group (stored by the Worker). */
export type PublishedStats = StatsGroups<
  PublishedFigure<Funnel> | null,
  PublishedFigure<Histograms> | null,
  PublishedFigure<Record<string, number>> | null
>;
/** People of each group, as it is now, whose values changed after that group's last figure was published. */
export type StatsChanges = StatsGroups<number, number, number>;

export const NOTHING_PUBLISHED: PublishedStats = { funnel: null, culture: null, types: { ceo: null, manager: null, ic: null } };

const sum = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).reduce((a, n) => a + n, 0);

/** The verdicts of the anonymity rules on the groups as they are now. */
export function statsVerdicts(s: StatsFigures, floor: number): Omit<StatsPrivacy, "view" | "floor" | "publishedAt"> {
  return {
    funnel: reportable(s.total, floor),
    culture: reportable(s.withCulture, floor),
    audiences: Object.fromEntries(AUDIENCES.map((a) => [a, reportable(sum(s.typesByAudience[a]), floor)])) as Record<Audience, Verdict>,
  };
}

/** An owner's or admin's stats: every figure, with what a viewer would see. */
export function statsForAll(s: StatsFigures, floor: number): AdminStats {
  return { ...s, privacy: { view: "all", floor, publishedAt: null, ...statsVerdicts(s, floor) } };
}

/**
 * Each group's figure as viewers may have it now: a reportable group's current figure when it was never published or `floor` of its
 * people changed since (stepByChanges), else the last one. `newest`: each group's cutoff if it is published now.
 */
export function stepStats(
  last: PublishedStats,
  live: StatsFigures,
  changes: StatsChanges,
  newest: StatsGroups<number, number, number>,
  nowMs: number,
  floor: number,
): { next: PublishedStats; stepped: boolean } {
  const v = statsVerdicts(live, floor);
  let stepped = false;
  const step = <T>(
    prev: PublishedFigure<T> | null,
    verdict: Verdict,
    changed: number,
    cutoff: number,
    figure: T,
  ): PublishedFigure<T> | null => {
    if (!verdict.shown || stepByChanges(prev, changed, floor) === "keep") return prev;
    stepped = true;
    return { figure, cutoffMs: cutoff, publishedAtMs: nowMs };
  };
  const next: PublishedStats = {
    funnel: step(last.funnel, v.funnel, changes.funnel, newest.funnel, live.funnel ?? []),
    culture: step(last.culture, v.culture, changes.culture, newest.culture, live.cultureScoreHistogram ?? { rabbit: [], dog: [], cat: [] }),
    types: Object.fromEntries(
      AUDIENCES.map((a) => [a, step(last.types[a], v.audiences[a], changes.types[a], newest.types[a], live.typesByAudience[a] ?? {})]),
    ) as PublishedStats["types"],
  };
  return { next, stepped };
}

/** A viewer's stats: the activity counts as they are, and each group's published figure while the group is reportable. */
export function statsForViewer(live: StatsFigures, published: PublishedStats, floor: number): AdminStats {
  const v = statsVerdicts(live, floor);
  const shown = <T>(verdict: Verdict, p: PublishedFigure<T> | null) => (verdict.shown && p ? p.figure : null);
  const times = [published.funnel, published.culture, ...AUDIENCES.map((a) => published.types[a])].flatMap((p) =>
    p ? [p.publishedAtMs] : [],
  );
  return {
    total: live.total,
    completed: live.completed,
    thisWeek: live.thisWeek,
    withCulture: live.withCulture,
    typesByAudience: Object.fromEntries(
      AUDIENCES.flatMap((a) => {
        const t = shown(v.audiences[a], published.types[a]);
        return t && Object.keys(t).length ? [[a, t]] : [];
      }),
    ),
    cultureScoreHistogram: shown(v.culture, published.culture),
    funnel: shown(v.funnel, published.funnel),
    privacy: { view: "viewer", floor, publishedAt: times.length ? new Date(Math.max(...times)).toISOString() : null, ...v },
  };
}

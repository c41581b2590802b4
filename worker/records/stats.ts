import { CULTURE_ANIMALS, type Animal } from "../../schema/constants";
import { funnelCounts } from "../../schema/records/funnel";
import { finalTypeLabel, type CultureScores, type FinalType } from "../../schema/assessment/scoring";
import type { StatsChanges, StatsFigures, StatsGroups } from "../../schema/records/stats-privacy";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CULTURE_SCORE = 20;

type StepGroup = { isCompleted: number; lastStep: string; audience: string; finalType: string | null; n: number };

/** Completed responses that gave demographic consent: counted from responses_consent_idx alone (decision 046). */
export const CONSENTED_COMPLETED_SQL =
  "SELECT COUNT(*) AS n FROM assessment_responses WHERE is_completed = 1 AND demographic_consent_at IS NOT NULL";

/**
 * The aggregate queries in one batch. Each GROUP BY follows the column order of an index
 * (responses_funnel_idx, responses_culture_idx), so SQLite streams the groups out of the index instead
 * of sorting 100,000 rows; the few hundred groups are decoded here. Totals, the funnel and the types
 * all come from the one funnel grouping.
 */
export async function adminStats(d1: D1Database, now: Date): Promise<StatsFigures> {
  return (await statsAndNewestChange(d1, now)).stats;
}

/** Each group's cutoff: the newest change its last published figure took in (none: never published). */
export type StatsCutoffs = StatsGroups<number | null, number | null, number | null>;
const NO_CUTOFFS: StatsCutoffs = { funnel: null, culture: null, types: { ceo: null, manager: null, ic: null } };

/**
 * The people of each group, as it is now, saved, edited or created after its cutoff: each has a key (id and revision) that group's
 * last figure lacks. One pass over the rows; no index on updated_at, which every save would rewrite.
 */
const CHANGES_SQL = `SELECT
  COALESCE(SUM(updated_at > ?1), 0) AS funnel,
  COALESCE(SUM(updated_at > ?2 AND culture_compatibility_scores IS NOT NULL), 0) AS culture,
  COALESCE(SUM(updated_at > ?3 AND is_completed = 1 AND user_flow = 'ceo'), 0) AS ceo,
  COALESCE(SUM(updated_at > ?4 AND is_completed = 1 AND user_flow = 'manager'), 0) AS manager,
  COALESCE(SUM(updated_at > ?5 AND is_completed = 1 AND user_flow = 'ic'), 0) AS ic
  FROM assessment_responses WHERE updated_at > ?6`;

/**
 * The stats, the newest change they took in (the greatest updated_at) and each group's changes since its cutoff, read in one batch,
 * which D1 runs as one transaction: a change counted is a change the figures hold (decision 082).
 */
export async function statsAndNewestChange(
  d1: D1Database,
  now: Date,
  cutoffs: StatsCutoffs = NO_CUTOFFS,
): Promise<{ stats: StatsFigures; newestChangeMs: number; changes: StatsChanges }> {
  const never = Number.MAX_SAFE_INTEGER;
  const after = [cutoffs.funnel, cutoffs.culture, cutoffs.types.ceo, cutoffs.types.manager, cutoffs.types.ic].map((c) => c ?? never);
  const [groups, week, scores, consented, newest, changed] = await d1.batch([
    d1.prepare(
      `SELECT is_completed AS isCompleted, last_step AS lastStep, user_flow AS audience, final_type AS finalType, COUNT(*) AS n
       FROM assessment_responses GROUP BY is_completed, last_step, user_flow, final_type`,
    ),
    // The unary + keeps SQLite off responses_funnel_idx (is_completed = 1 is most rows) and on the
    // completed_at range of responses_list_idx, which also covers is_completed.
    d1
      .prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE completed_at >= ? AND +is_completed = 1")
      .bind(now.getTime() - WEEK_MS),
    d1.prepare(
      `SELECT culture_compatibility_scores AS scores, COUNT(*) AS n FROM assessment_responses
       WHERE culture_compatibility_scores IS NOT NULL GROUP BY culture_compatibility_scores`,
    ),
    // Who submitted the demographic survey before finishing (schema/records/funnel.ts); a finished response's last
    // step is "final" either way, so only the stored consent tells a submitted survey from a skipped one.
    d1.prepare(CONSENTED_COMPLETED_SQL),
    d1.prepare("SELECT MAX(updated_at) AS m FROM assessment_responses"),
    d1.prepare(CHANGES_SQL).bind(...after, Math.min(...after)),
  ]);

  let total = 0;
  let completed = 0;
  const typesByAudience: StatsFigures["typesByAudience"] = {};
  for (const g of (groups?.results ?? []) as StepGroup[]) {
    total += g.n;
    if (g.isCompleted !== 1) continue;
    completed += g.n;
    // Assigned types of completed responses only: a partial save's type is a guess from a few pages.
    const key = finalTypeLabel(g.finalType ? (JSON.parse(g.finalType) as FinalType) : null);
    const audience = (typesByAudience[g.audience] ??= {});
    audience[key] = (audience[key] ?? 0) + g.n;
  }

  let withCulture = 0;
  const cultureScoreHistogram = Object.fromEntries(CULTURE_ANIMALS.map((a) => [a, Array<number>(MAX_CULTURE_SCORE + 1).fill(0)])) as Record<
    Animal,
    number[]
  >;
  for (const row of (scores?.results ?? []) as { scores: string; n: number }[]) {
    withCulture += row.n;
    const s = JSON.parse(row.scores) as CultureScores;
    for (const animal of CULTURE_ANIMALS) {
      const score = s[animal];
      const bins = cultureScoreHistogram[animal];
      if (Number.isInteger(score) && score >= 0 && score <= MAX_CULTURE_SCORE) bins[score] = (bins[score] ?? 0) + row.n;
    }
  }

  const stats: StatsFigures = {
    total,
    completed,
    thisWeek: (week?.results[0] as { n: number } | undefined)?.n ?? 0,
    withCulture,
    typesByAudience,
    cultureScoreHistogram,
    funnel: funnelCounts(
      ((groups?.results ?? []) as StepGroup[]).map((g) => ({ lastStep: g.lastStep, isCompleted: g.isCompleted === 1, n: g.n })),
      { withCulture, completedWithConsent: (consented?.results[0] as { n: number } | undefined)?.n ?? 0 },
    ),
  };
  const first = <T>(r: D1Result | undefined) => r?.results[0] as T | undefined;
  const c = first<{ funnel: number; culture: number; ceo: number; manager: number; ic: number }>(changed);
  return {
    stats,
    newestChangeMs: first<{ m: number | null }>(newest)?.m ?? 0,
    changes: { funnel: c?.funnel ?? 0, culture: c?.culture ?? 0, types: { ceo: c?.ceo ?? 0, manager: c?.manager ?? 0, ic: c?.ic ?? 0 } },
  };
}

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
  return decode(await d1.batch(statsStatements(d1, now)));
}

/** Each group's cutoff: the newest change its last published figure took in (none: never published). */
export type StatsCutoffs = StatsGroups<number | null, number | null, number | null>;

/**
 * Changes after each group's cutoff, counted through indexes only, and each of them a subset of the group's true changes (a figure
 * published on a subset waits longer, never less: decision 082). The funnel counts who started after its cutoff
 * (responses_created_idx); the culture and the types count who completed after theirs (responses_list_idx, then the few rows found).
 * An index on updated_at would count every change, but every save would rewrite it.
 */
export const STARTED_SQL = "SELECT COUNT(*) AS n FROM assessment_responses WHERE created_at > ?";
export const NEWEST_STARTED_SQL = "SELECT MAX(created_at) AS newest FROM assessment_responses";
export const COMPLETED_SQL = `SELECT
  COALESCE(SUM(completed_at > ?1 AND culture_compatibility_scores IS NOT NULL), 0) AS culture,
  COALESCE(SUM(completed_at > ?2 AND user_flow = 'ceo'), 0) AS ceo,
  COALESCE(SUM(completed_at > ?3 AND user_flow = 'manager'), 0) AS manager,
  COALESCE(SUM(completed_at > ?4 AND user_flow = 'ic'), 0) AS ic
  FROM assessment_responses WHERE completed_at > ?5 AND +is_completed = 1`;
export const NEWEST_COMPLETED_SQL = "SELECT MAX(completed_at) AS newest FROM assessment_responses";

/** Each group's newest change its figure would take in: the cutoff its next figure's changes are counted from. */
export type StatsNewest = StatsGroups<number, number, number>;

/**
 * The stats, each group's newest change and its changes since its cutoff, read in one batch, which D1 runs as one transaction: a
 * change counted is a change the figures hold (decision 082).
 */
export async function statsAndChanges(
  d1: D1Database,
  now: Date,
  cutoffs: StatsCutoffs,
): Promise<{ stats: StatsFigures; newest: StatsNewest; changes: StatsChanges }> {
  const never = Number.MAX_SAFE_INTEGER;
  const completedAfter = [cutoffs.culture, cutoffs.types.ceo, cutoffs.types.manager, cutoffs.types.ic].map((c) => c ?? never);
  const results = await d1.batch([
    ...statsStatements(d1, now),
    d1.prepare(STARTED_SQL).bind(cutoffs.funnel ?? never),
    d1.prepare(NEWEST_STARTED_SQL),
    d1.prepare(COMPLETED_SQL).bind(...completedAfter, Math.min(...completedAfter)),
    d1.prepare(NEWEST_COMPLETED_SQL),
  ]);
  const [started, newestStarted, completed, newestCompleted] = results.slice(-4).map((r) => r?.results[0]) as [
    { n: number } | undefined,
    { newest: number | null } | undefined,
    { culture: number; ceo: number; manager: number; ic: number } | undefined,
    { newest: number | null } | undefined,
  ];
  const done = newestCompleted?.newest ?? 0;
  return {
    stats: decode(results),
    newest: { funnel: newestStarted?.newest ?? 0, culture: done, types: { ceo: done, manager: done, ic: done } },
    changes: {
      funnel: started?.n ?? 0,
      culture: completed?.culture ?? 0,
      types: { ceo: completed?.ceo ?? 0, manager: completed?.manager ?? 0, ic: completed?.ic ?? 0 },
    },
  };
}

function statsStatements(d1: D1Database, now: Date): D1PreparedStatement[] {
  return [
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
  ];
}

function decode([groups, week, scores, consented]: D1Result[]): StatsFigures {
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

  return {
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
}

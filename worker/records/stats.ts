import { NO_HIDDEN_GROUPS, type AdminStats } from "../../schema/records/admin";
import { CULTURE_ANIMALS, type Animal } from "../../schema/constants";
import { funnelCounts } from "../../schema/records/funnel";
import { finalTypeLabel, type CultureScores, type FinalType } from "../../schema/assessment/scoring";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CULTURE_SCORE = 20;

type StepGroup = { isCompleted: number; lastStep: string; audience: string; finalType: string | null; n: number };

/**
 * Four aggregate queries in one batch. Each GROUP BY follows the column order of an index
 * (responses_funnel_idx, responses_culture_idx), so SQLite streams the groups out of the index instead
 * of sorting 100,000 rows; the few hundred groups are decoded here. Totals, the funnel and the types
 * all come from the one funnel grouping.
 */
/** Completed responses that gave demographic consent: counted from responses_consent_idx alone (decision 046). */
export const CONSENTED_COMPLETED_SQL =
  "SELECT COUNT(*) AS n FROM assessment_responses WHERE is_completed = 1 AND demographic_consent_at IS NOT NULL";

export async function adminStats(d1: D1Database, now: Date): Promise<AdminStats> {
  const [groups, week, scores, consented] = await d1.batch([
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
  ]);

  let total = 0;
  let completed = 0;
  const typesByAudience: AdminStats["typesByAudience"] = {};
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
    // Every group counted; the route hides the small ones (schema/records/insights.ts) before they leave the Worker.
    hiddenGroups: NO_HIDDEN_GROUPS,
  };
}

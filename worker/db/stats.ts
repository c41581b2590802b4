import { FUNNEL_STEPS, type AdminStats } from "../../schema/admin";
import { CULTURE_ANIMALS, type Animal } from "../../schema/constants";
import type { FinalType } from "../../schema/scoring";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_CULTURE_SCORE = 20;

/**
 * Funnel stage of a row: the index of the latest FUNNEL_STEPS entry its lastStep matches (completed
 * wins). Every stored row passed intake (auto-save waits for it), so unknown steps count as stage 0.
 */
function stageCase(): { sql: string; params: string[] } {
  const last = FUNNEL_STEPS.length - 1;
  const params: string[] = [];
  let sql = `CASE WHEN is_completed = 1 THEN ${last}`;
  for (let i = last - 1; i > 0; i--) {
    const pattern = FUNNEL_STEPS[i]?.lastStep;
    if (!pattern) continue;
    params.push(pattern);
    sql += ` WHEN last_step LIKE ? THEN ${i}`;
  }
  return { sql: `${sql} ELSE 0 END`, params };
}

type Totals = { total: number; completed: number | null; thisWeek: number | null; withCulture: number };

/** Every figure is an aggregate in SQLite, sent as one batch: one round trip, no rows shipped to the Worker. */
export async function adminStats(d1: D1Database, now: Date): Promise<AdminStats> {
  const stage = stageCase();
  const histogram = CULTURE_ANIMALS.map(
    (a) =>
      `SELECT '${a}' AS animal, json_extract(culture_compatibility_scores, '$.${a}') AS score, COUNT(*) AS n
       FROM assessment_responses WHERE culture_compatibility_scores IS NOT NULL GROUP BY score`,
  ).join(" UNION ALL ");
  const [totals, types, scores, stages] = await d1.batch([
    d1
      .prepare(
        `SELECT COUNT(*) AS total, SUM(is_completed) AS completed,
           SUM(is_completed = 1 AND completed_at >= ?) AS thisWeek, COUNT(culture_compatibility_scores) AS withCulture
         FROM assessment_responses`,
      )
      .bind(now.getTime() - WEEK_MS),
    // Assigned types of completed responses: a partial save's type is only a guess from a few pages.
    d1.prepare(
      `SELECT user_flow AS audience, final_type AS finalType, COUNT(*) AS n FROM assessment_responses
       WHERE is_completed = 1 AND final_type IS NOT NULL GROUP BY user_flow, final_type`,
    ),
    d1.prepare(histogram),
    d1.prepare(`SELECT ${stage.sql} AS stage, COUNT(*) AS n FROM assessment_responses GROUP BY stage`).bind(...stage.params),
  ]);
  const t = (totals?.results[0] ?? { total: 0, completed: 0, thisWeek: 0, withCulture: 0 }) as Totals;

  const typesByAudience: AdminStats["typesByAudience"] = {};
  for (const row of (types?.results ?? []) as { audience: string; finalType: string; n: number }[]) {
    const type = JSON.parse(row.finalType) as FinalType;
    const key = `${type.intrinsicAttraction} / ${type.extrinsicPursuer}`;
    const audience = (typesByAudience[row.audience] ??= {});
    audience[key] = (audience[key] ?? 0) + row.n;
  }

  const cultureScoreHistogram = Object.fromEntries(CULTURE_ANIMALS.map((a) => [a, Array<number>(MAX_CULTURE_SCORE + 1).fill(0)])) as Record<Animal, number[]>;
  for (const row of (scores?.results ?? []) as { animal: Animal; score: number | null; n: number }[]) {
    const bins = cultureScoreHistogram[row.animal];
    if (row.score !== null && row.score >= 0 && row.score <= MAX_CULTURE_SCORE) bins[row.score] = (bins[row.score] ?? 0) + row.n;
  }

  // A respondent at a later step also passed every earlier one: counts accumulate from the end.
  const atStage = Array<number>(FUNNEL_STEPS.length).fill(0);
  for (const row of (stages?.results ?? []) as { stage: number; n: number }[]) atStage[row.stage] = row.n;

  return {
    total: t.total,
    completed: t.completed ?? 0,
    thisWeek: t.thisWeek ?? 0,
    withCulture: t.withCulture,
    typesByAudience,
    cultureScoreHistogram,
    funnel: FUNNEL_STEPS.map((s, i) => ({ step: s.step, count: atStage.slice(i).reduce((a, n) => a + n, 0) })),
  };
}

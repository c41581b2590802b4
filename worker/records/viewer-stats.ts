import { AUDIENCES } from "../../schema/constants";
import { NOTHING_PUBLISHED, statsForViewer, stepStats, type PublishedStats } from "../../schema/records/stats-privacy";
import type { AdminStats } from "../../schema/records/admin";
import { statsAndChanges, type StatsCutoffs } from "./stats";

const AUDIENCE = "viewer";
const FIGURE = "stats";

type Stored = { published: PublishedStats; version: number };

async function readPublished(d1: D1Database): Promise<Stored | null> {
  const row = await d1
    .prepare("SELECT figure, version FROM published_figures WHERE audience = ? AND figure_key = ?")
    .bind(AUDIENCE, FIGURE)
    .first<{ figure: string; version: number }>();
  return row && { published: JSON.parse(row.figure) as PublishedStats, version: row.version };
}

const cutoffsOf = (p: PublishedStats): StatsCutoffs => ({
  funnel: p.funnel?.cutoffMs ?? null,
  culture: p.culture?.cutoffMs ?? null,
  types: Object.fromEntries(AUDIENCES.map((a) => [a, p.types[a]?.cutoffMs ?? null])) as StatsCutoffs["types"],
});

/**
 * Stores the new figures only over the version they replace (none, or the same version): when two requests publish at once, one
 * wins and the other serves what won, so viewers never hold two figures a few saves apart.
 */
async function store(d1: D1Database, last: Stored | null, published: PublishedStats, now: Date): Promise<boolean> {
  const figure = JSON.stringify(published);
  const result = last
    ? await d1
        .prepare(
          "UPDATE published_figures SET figure = ?, version = version + 1, published_at = ? WHERE audience = ? AND figure_key = ? AND version = ?",
        )
        .bind(figure, now.getTime(), AUDIENCE, FIGURE, last.version)
        .run()
    : await d1
        .prepare(
          "INSERT INTO published_figures (audience, figure_key, figure, version, published_at) VALUES (?, ?, ?, 1, ?) ON CONFLICT DO NOTHING",
        )
        .bind(AUDIENCE, FIGURE, figure, now.getTime())
        .run();
  return result.meta.changes === 1;
}

/**
 * GET /api/admin/stats for a viewer (decision 082): the activity counts as they are, and each group's figure as last published to
 * viewers, published again once `floor` of its people changed.
 */
export async function viewerStats(d1: D1Database, now: Date, floor: number): Promise<AdminStats> {
  const last = await readPublished(d1);
  const lastPublished = last?.published ?? NOTHING_PUBLISHED;
  // The changes are counted in the same transaction as the figures are read: a change counted is a change the figures hold.
  const { stats: live, newest, changes } = await statsAndChanges(d1, now, cutoffsOf(lastPublished));
  const { next, stepped } = stepStats(lastPublished, live, changes, newest, now.getTime(), floor);
  let published = next;
  if (stepped && !(await store(d1, last, next, now))) published = (await readPublished(d1))?.published ?? NOTHING_PUBLISHED;
  return statsForViewer(live, published, floor);
}

import type { LinkedResponse, Retest } from "../../schema/teams/map/retest";

type Row = { id: string; name: string; completedAt: number };
const linked = (r: Row | null): LinkedResponse | null =>
  r && { id: r.id, name: r.name, completedAt: new Date(r.completedAt).toISOString() };
const COMPLETED = "SELECT id, name, completed_at AS completedAt FROM assessment_responses WHERE is_completed = 1 AND id = ?";

/** The earlier test a response re-takes and the later one that re-takes it. */
export async function retestOf(d1: D1Database, id: string): Promise<Retest> {
  const [previous, next] = await d1.batch([
    d1.prepare(`${COMPLETED.replace("id = ?", "id = (SELECT previous_id FROM response_links WHERE response_id = ?)")}`).bind(id),
    d1.prepare(`${COMPLETED.replace("id = ?", "id = (SELECT response_id FROM response_links WHERE previous_id = ?)")}`).bind(id),
  ]);
  return {
    previous: linked((previous?.results[0] as Row | undefined) ?? null),
    next: linked((next?.results[0] as Row | undefined) ?? null),
  };
}

export type LinkRefusal = { path: "id" | "previousId"; message: string; status: 400 | 404 | 409 };

/**
 * Links `id` to the earlier `previousId`, or unlinks it (null): both completed, the earlier one completed first, and neither
 * already linked to another. A refusal names the field and changes nothing.
 */
export async function linkRetest(d1: D1Database, id: string, previousId: string | null, now: Date): Promise<LinkRefusal | null> {
  const self = await d1.prepare(COMPLETED).bind(id).first<Row>();
  if (!self) return { path: "id", message: `No completed response with id ${id}`, status: 404 };
  if (previousId === null) {
    await d1.prepare("DELETE FROM response_links WHERE response_id = ?").bind(id).run();
    return null;
  }
  if (previousId === id) return { path: "previousId", message: "A response cannot re-take itself", status: 400 };
  const previous = await d1.prepare(COMPLETED).bind(previousId).first<Row>();
  if (!previous) return { path: "previousId", message: `No completed response with id ${previousId}`, status: 404 };
  if (previous.completedAt >= self.completedAt)
    return { path: "previousId", message: "The earlier test must have been completed before this one", status: 400 };
  const taken = await d1
    .prepare("SELECT response_id AS id FROM response_links WHERE previous_id = ? AND response_id <> ?")
    .bind(previousId, id)
    .first<{ id: string }>();
  if (taken) return { path: "previousId", message: `That test is already linked to the re-test ${taken.id}`, status: 409 };
  await d1
    .prepare(
      "INSERT INTO response_links (response_id, previous_id, linked_at) VALUES (?, ?, ?) ON CONFLICT (response_id) DO UPDATE SET previous_id = excluded.previous_id, linked_at = excluded.linked_at",
    )
    .bind(id, previousId, now.getTime())
    .run();
  return null;
}

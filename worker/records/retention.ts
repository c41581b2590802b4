import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { retentionCutoff } from "../../schema/records/retention";
import { audit, SYSTEM } from "./audit";
import { assessmentResponses as t, auditLog } from "../db/tables";

// D1 binds at most 100 parameters per statement; each statement here adds a few to the ids.
const CHUNK = 90;

/**
 * The Cron Trigger's job (docs/admin.md#identity-audit-and-data-rights): deletes incomplete responses nobody touched for `days`
 * (RETENTION_DAYS, default 90), in chunks, with the old and new values of admin edits to them leaving the audit log as at
 * an erasure. No tombstone: a device that comes back later may save the person again, as a new start.
 * One audit entry says how many went. Returns the number deleted.
 */
export async function deleteStaleIncomplete(d1: D1Database, days: number, now: Date): Promise<number> {
  const db = drizzle(d1);
  const cutoff = retentionCutoff(now, days);
  let deleted = 0;
  for (;;) {
    const stale = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.isCompleted, false), lt(t.updatedAt, cutoff)))
      .limit(CHUNK);
    if (stale.length === 0) break;
    const ids = stale.map((r) => r.id);
    const [gone] = await db.batch([
      // Checked again in the delete: a save that touched the row meanwhile keeps it.
      db
        .delete(t)
        .where(and(inArray(t.id, ids), eq(t.isCompleted, false), lt(t.updatedAt, cutoff)))
        .returning({ id: t.id }),
      db
        .update(auditLog)
        .set({ detail: sql`json_object('field', json_extract(${auditLog.detail}, '$.field'), 'redacted', json('true'))`, redacted: true })
        .where(
          and(
            inArray(auditLog.target, ids),
            eq(auditLog.action, "response.edit"),
            eq(auditLog.redacted, false),
            sql`${auditLog.target} NOT IN (SELECT id FROM ${t})`,
          ),
        ),
    ]);
    deleted += gone.length;
    if (stale.length < CHUNK) break;
  }
  if (deleted > 0) await audit(d1, { actor: SYSTEM, action: "retention.delete", detail: { deleted, days } }, now);
  return deleted;
}

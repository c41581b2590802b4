import { desc, eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { AuditAction, AuditDetail, AuditEntry, AuditPage } from "../../schema/records/audit";
import { assessmentResponses, auditLog } from "../db/tables";

/** Who acts: a signed-in user, or the app itself (the retention job) or a sponsor's report link. */
export type Actor = { id: string | null; email: string };
export const SYSTEM: Actor = { id: null, email: "system" };
export const SPONSOR_LINK: Actor = { id: null, email: "sponsor link" };

export type AuditEvent = { actor: Actor; action: AuditAction; target?: string | null; detail?: AuditDetail };

const row = (e: AuditEvent, now: Date) => ({
  at: now,
  actorId: e.actor.id,
  actor: e.actor.email,
  action: e.action,
  target: e.target ?? null,
  detail: e.detail ?? null,
});

/** The insert of some entries, to run in the same D1 batch as the change they record. */
export function auditStatement(d1: D1Database, events: AuditEvent[], now: Date) {
  return drizzle(d1)
    .insert(auditLog)
    .values(events.map((e) => row(e, now)));
}

/** Records events that change nothing else (a sign-in, an export, a report view). */
export async function audit(d1: D1Database, events: AuditEvent | AuditEvent[], now = new Date()): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (list.length) await auditStatement(d1, list, now);
}

/**
 * The audit log download's own entry, its row count taken in the same statement (its own row included);
 * the file then reads the entries up to this id, so the count is exactly the file's.
 */
export async function auditExportEntry(d1: D1Database, actor: Actor, now = new Date()): Promise<number> {
  const [entry] = await drizzle(d1)
    .insert(auditLog)
    .values({ ...row({ actor, action: "audit.export" }, now), detail: sql`json_object('rows', (SELECT COUNT(*) FROM audit_log) + 1)` })
    .returning({ id: auditLog.id });
  return entry!.id;
}

/** A response.view entry, written only if the response exists, to run in one D1 batch with the read. */
export function viewAuditStatement(d1: D1Database, actor: Actor, id: string, now: Date) {
  const db = drizzle(d1);
  // INSERT ... SELECT needs every column of the log, in its order (drizzle checks the keys).
  const entry = db
    .select({
      id: sql`NULL`.as("id"),
      at: sql`${now.getTime()}`.as("at"),
      actorId: sql`${actor.id}`.as("actor_id"),
      actor: sql`${actor.email}`.as("actor"),
      action: sql`${"response.view" satisfies AuditAction}`.as("action"),
      target: assessmentResponses.id,
      detail: sql`NULL`.as("detail"),
      redacted: sql`0`.as("redacted"),
    })
    .from(assessmentResponses)
    .where(eq(assessmentResponses.id, id));
  return db.insert(auditLog).select(entry);
}

/** Newest first; `cursor` is the id of the last entry of the previous page. */
export async function auditPage(d1: D1Database, limit: number, cursor: number | null): Promise<AuditPage> {
  const rows = await drizzle(d1)
    .select()
    .from(auditLog)
    .where(cursor === null ? undefined : lt(auditLog.id, cursor))
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  return { items: items.map(toEntry), nextCursor: rows.length > limit ? String(items.at(-1)?.id) : null };
}

/** Every entry about one target, oldest first (a respondent's data download). */
export async function auditOf(d1: D1Database, target: string): Promise<AuditEntry[]> {
  const rows = await drizzle(d1).select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);
  return rows.map(toEntry);
}

/**
 * The erasure's redaction: an edit entry about the person keeps which field changed, by whom and when,
 * but no longer the old and new values (the only UPDATE the append-only triggers allow).
 */
export function redactEdits(d1: D1Database, target: string) {
  return drizzle(d1)
    .update(auditLog)
    .set({ detail: sql`json_object('field', json_extract(${auditLog.detail}, '$.field'), 'redacted', json('true'))`, redacted: true })
    .where(sql`${auditLog.target} = ${target} AND ${auditLog.action} = 'response.edit' AND ${auditLog.redacted} = 0`);
}

function toEntry(r: typeof auditLog.$inferSelect): AuditEntry {
  return {
    at: r.at.toISOString(),
    actor: r.actor,
    action: r.action as AuditAction,
    target: r.target,
    detail: (r.detail as AuditDetail) ?? null,
  };
}

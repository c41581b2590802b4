import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseRecord } from "../../schema/records/admin";
import { viewAuditStatement, type Actor } from "./audit";
import { recordColumns, toRecord } from "./response-record";
import { assessmentResponses as t } from "../db/tables";

export async function getResponse(d1: D1Database, id: string): Promise<ResponseRecord | null> {
  const [row] = await drizzle(d1).select(recordColumns).from(t).where(eq(t.id, id));
  return row ? toRecord(row) : null;
}

/**
 * Someone signed in opens a record: the read and its response.view audit entry go in one D1 batch (one round
 * trip, the same transaction), and an unknown id records nothing (docs/admin.md, Audit log).
 */
export async function viewResponse(d1: D1Database, id: string, actor: Actor, now: Date): Promise<ResponseRecord | null> {
  const db = drizzle(d1);
  const [rows] = await db.batch([db.select(recordColumns).from(t).where(eq(t.id, id)), viewAuditStatement(d1, actor, id, now)]);
  const [row] = rows;
  return row ? toRecord(row) : null;
}

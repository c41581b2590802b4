import { eq, or } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { auditStatement, redactEdits, type Actor } from "./audit";
import { assessmentResponses as t, erasedResponses, responseLinks } from "../db/tables";

/**
 * Erases one respondent in one D1 batch: the row is deleted (not flagged), the bare id is kept as a
 * tombstone so no late save brings it back, the old and new values of edits to it leave the audit log,
 * and the erasure itself is recorded without any personal data. False when there was no such row.
 */
export async function eraseResponse(d1: D1Database, id: string, actor: Actor, now: Date): Promise<boolean> {
  const db = drizzle(d1);
  const [deleted] = await db.batch([
    db.delete(t).where(eq(t.id, id)).returning({ id: t.id }),
    db.insert(erasedResponses).values({ id, erasedAt: now }).onConflictDoNothing(),
    redactEdits(d1, id),
    // A re-test link says that two tests were the same person's: it goes with either of them.
    db.delete(responseLinks).where(or(eq(responseLinks.responseId, id), eq(responseLinks.previousId, id))),
    auditStatement(d1, [{ actor, action: "response.erase", target: id }], now),
  ]);
  return deleted.length > 0;
}

export async function isErased(d1: D1Database, id: string): Promise<boolean> {
  const [row] = await drizzle(d1).select({ id: erasedResponses.id }).from(erasedResponses).where(eq(erasedResponses.id, id));
  return row !== undefined;
}

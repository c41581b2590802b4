import { drizzle } from "drizzle-orm/d1";
import type { ApiError, SaveAnswer, SavePayload } from "../../schema/payload";
import { decideSave } from "../../schema/upsert";
import { sha256Hex } from "./hash";
import { NOT_YOURS, TOO_MANY_NEW, readStored, saveRow, upsertSave, type CreationGate } from "./save-statement";

export type { CreationGate } from "./save-statement";

type SaveResult = { status: 200; body: SaveAnswer } | { status: 403 | 429; body: ApiError };

/**
 * One save (the single endpoints). The statement creates a row only once `mayCreate` allowed it, so
 * an update of an existing response stays one statement and never asks the limiter; a creation takes
 * two. Only when nothing was written do we read the row back, to tell "stale" from "other token"
 * (or, when refused, from "new").
 */
export async function saveResponse(d1: D1Database, p: SavePayload, completes: boolean, mayCreate: CreationGate): Promise<SaveResult> {
  const db = drizzle(d1);
  const tokenHash = await sha256Hex(p.writeToken);
  const row = saveRow(p, completes, tokenHash, new Date());
  const upsert = (create: boolean) => upsertSave(db, p, row, create);
  const read = () => readStored(db, p.id);

  const [updated] = await upsert(false);
  if (updated) return { status: 200, body: { id: p.id, revision: updated.revision, isCompleted: updated.isCompleted } };
  // Nothing updated: a new response, or (rarely) a stale resend or another device's token. Asking the
  // limiter before reading saves a creation one statement; a resend then counts once, but is never refused.
  const allowed = await mayCreate();
  if (allowed) {
    const [created] = await upsert(true);
    if (created) return { status: 200, body: { id: p.id, revision: created.revision, isCompleted: created.isCompleted } };
  }
  const [stored] = await read();
  if (!stored && !allowed) return { status: 429, body: TOO_MANY_NEW };
  const decision = decideSave(stored ?? null, { revision: p.revision, writeTokenHash: tokenHash, completes });
  if (decision.kind === "forbidden" || !stored) return { status: 403, body: NOT_YOURS };
  return { status: 200, body: { id: p.id, revision: stored.revision, isCompleted: stored.isCompleted } };
}

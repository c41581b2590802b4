import type { ApiError, SaveAnswer, SavePayload } from "../../schema/payload";
import { decideSave } from "../../schema/upsert";
import { isErased } from "./erase-response";
import { sha256Hex } from "./hash";
import {
  ERASED,
  NOT_YOURS,
  TOO_MANY_NEW,
  readStatement,
  saveValues,
  storedState,
  upsertStatement,
  type CreationGate,
  type StoredRow,
  type WrittenRow,
} from "./save-statement";

export type { CreationGate } from "./save-statement";

type SaveResult = { status: 200; body: SaveAnswer } | { status: 403 | 410 | 429; body: ApiError };

const answer = (id: string, r: WrittenRow): SaveResult => ({ status: 200, body: { id, revision: r.revision, isCompleted: r.is_completed === 1 } });

/**
 * One save (the single endpoints). The statement creates a row only once `mayCreate` allowed it, so
 * an update of an existing response stays one statement and never asks the limiter; a creation takes
 * two. Only when nothing was written do we read the row back, to tell "stale" from "other token"
 * (or, when refused, from "new").
 */
export async function saveResponse(d1: D1Database, p: SavePayload, completes: boolean, mayCreate: CreationGate): Promise<SaveResult> {
  const tokenHash = await sha256Hex(p.writeToken);
  const values = saveValues(p, completes, tokenHash, new Date());
  const updated = await upsertStatement(d1, values, false).first<WrittenRow>();
  if (updated) return answer(p.id, updated);
  // Nothing updated: a new response, or (rarely) a stale resend or another device's token. Asking the
  // limiter before reading saves a creation one statement; a resend then counts once, but is never refused.
  const allowed = await mayCreate();
  if (allowed) {
    const created = await upsertStatement(d1, values, true).first<WrittenRow>();
    if (created) return answer(p.id, created);
  }
  const row = await readStatement(d1, p.id).first<StoredRow>();
  // No row and nothing written: the erasure's trigger skipped the insert (DESIGN §10); the device drops the save.
  if (!row && (await isErased(d1, p.id))) return { status: 410, body: ERASED };
  if (!row && !allowed) return { status: 429, body: TOO_MANY_NEW };
  const stored = row ? storedState(row) : null;
  const decision = decideSave(stored, { revision: p.revision, writeTokenHash: tokenHash, completes });
  if (decision.kind === "forbidden" || !stored) return { status: 403, body: NOT_YOURS };
  return { status: 200, body: { id: p.id, revision: stored.revision, isCompleted: stored.isCompleted } };
}

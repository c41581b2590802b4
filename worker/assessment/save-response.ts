import type { SavePayload } from "../../schema/save/payload";
import { isErased } from "../records/erase-response";
import { sha256Hex } from "../db/hash";
import { readStatement, saveValues, upsertStatement, type CreationGate, type StoredRow, wrote } from "./save-statement";
import { unwrittenVerdict, writtenAnswer, type Verdict } from "./save-verdict";

export type { CreationGate } from "./save-statement";

/**
 * One save (the single endpoints). The statement creates a row only once `mayCreate` allowed it, so
 * an update of an existing response stays one statement and never asks the limiter; a creation takes
 * two. Only when nothing was written do we read the row back, to tell "stale" from "other token"
 * (or, when refused, from "new").
 */
export async function saveResponse(d1: D1Database, p: SavePayload, completes: boolean, mayCreate: CreationGate): Promise<Verdict> {
  const tokenHash = await sha256Hex(p.writeToken);
  const values = saveValues(p, completes, tokenHash, new Date());
  if (wrote(await upsertStatement(d1, values, false).run())) return { status: 200, body: writtenAnswer(p, completes) };
  // Nothing updated: a new response, or (rarely) a stale resend or another device's token. Asking the
  // limiter before reading saves a creation one statement; a resend then counts once, but is never refused.
  const allowed = await mayCreate();
  if (allowed) {
    if (wrote(await upsertStatement(d1, values, true).run())) return { status: 200, body: writtenAnswer(p, completes) };
  }
  const row = await readStatement(d1, p.id, completes).first<StoredRow>();
  const erased = !row && (await isErased(d1, p.id));
  return unwrittenVerdict(p, completes, values, row, { erased, creationRefused: !allowed });
}

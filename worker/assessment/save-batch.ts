import type { ApiError, SaveAnswer, SavePayload } from "../../schema/save/payload";
import { sha256Hex } from "../db/hash";
import { readStatement, saveValues, upsertStatement, type CreationGate, type StoredRow, type StoredSave, wrote } from "./save-statement";
import { unwrittenVerdict, writtenAnswer } from "./save-verdict";

/** A save with its device's token (the batch endpoint). */
export type TokenInput = { payload: SavePayload; completes: boolean };
/** A save with its token's SHA-256 in the token's place (an admin's import, docs/decisions/031). */
export type HashInput = { payload: StoredSave; completes: boolean; tokenHash: string };
export type BatchInput = TokenInput | HashInput;

/** What became of one save: applied (new or updated), unchanged (stale or a resend), or refused. */
export type BatchOutcome =
  | { kind: "created" | "updated" | "unchanged"; answer: SaveAnswer }
  | { kind: (typeof REFUSED)[keyof typeof REFUSED]; status: keyof typeof REFUSED; error: ApiError };

/** A refused save's kind by the status the single endpoint would answer. */
const REFUSED = { 403: "forbidden", 409: "conflict", 410: "erased", 429: "limited" } as const;

/**
 * docs/offline.md#sync-at-the-speed-of-the-link: many saves with the single endpoint's rules (decideSave in the upsert's WHERE), written
 * in ONE D1 batch (one transaction, statements in order, so a later save of the same response sees the
 * earlier one). Before it, one read finds which responses are new, and the creation limit is asked once
 * per new response (updates are never limited, decision 013); a refused one is written update-only, so
 * it is created by nobody. Each upsert is followed by a read of the row, so a save that changed nothing
 * is told apart (stale: the stored revision; another token: 403; a change to a completed response: 409)
 * exactly as one by one.
 */
export async function saveBatch(d1: D1Database, inputs: BatchInput[], mayCreate: CreationGate): Promise<BatchOutcome[]> {
  if (inputs.length === 0) return [];
  const now = new Date();
  const hashes = await Promise.all(inputs.map((i) => ("tokenHash" in i ? i.tokenHash : sha256Hex(i.payload.writeToken))));
  const ids = [...new Set(inputs.map((i) => i.payload.id))];
  // At most 50 ids, each bound once (numbered) for both tables: within D1's 100 bound parameters.
  const list = ids.map((_, i) => `?${i + 1}`).join(", ");
  const known = await d1
    .prepare(
      `SELECT id, 0 AS erased FROM assessment_responses WHERE id IN (${list}) UNION ALL SELECT id, 1 FROM erased_responses WHERE id IN (${list})`,
    )
    .bind(...ids)
    .all<{ id: string; erased: number }>();
  const existing = new Set(known.results.filter((r) => !r.erased).map((r) => r.id));
  // docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20: an erased id's trigger ignores the insert; the slot answers 410 and the
  // device drops it.
  const erased = new Set(known.results.filter((r) => r.erased).map((r) => r.id));
  const fresh = ids.filter((id) => !existing.has(id) && !erased.has(id));
  const verdicts = await Promise.all(fresh.map(() => mayCreate()));
  const allowed = new Set(fresh.filter((_, i) => verdicts[i]));

  const values = inputs.map(({ payload: p, completes }, i) => saveValues(p, completes, hashes[i]!, now));
  const statements = inputs.flatMap(({ payload: p, completes }, i) => [
    upsertStatement(d1, values[i]!, allowed.has(p.id)),
    readStatement(d1, p.id, completes),
  ]);
  const results = await d1.batch(statements);

  const created = new Set<string>();
  return inputs.map(({ payload: p, completes }, i): BatchOutcome => {
    const written = wrote(results[2 * i]!);
    const row = results[2 * i + 1]!.results[0] as StoredRow | undefined;
    if (written) {
      const kind = existing.has(p.id) || created.has(p.id) ? "updated" : "created";
      created.add(p.id);
      return { kind, answer: writtenAnswer(p, completes) };
    }
    const refused = !existing.has(p.id) && !allowed.has(p.id);
    const v = unwrittenVerdict(p, completes, values[i]!, row ?? null, { erased: erased.has(p.id), creationRefused: refused });
    if (v.status === 200) return { kind: "unchanged", answer: v.body };
    return { kind: REFUSED[v.status], status: v.status, error: v.body };
  });
}

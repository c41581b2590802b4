import type { ApiError, SaveAnswer, SavePayload } from "../../schema/payload";
import { decideSave } from "../../schema/upsert";
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

export type BatchInput = { payload: SavePayload; completes: boolean };

/** What became of one save: applied (new or updated), unchanged (stale or a resend), or refused. */
export type BatchOutcome =
  | { kind: "created" | "updated" | "unchanged"; answer: SaveAnswer }
  | { kind: "forbidden"; status: 403; error: ApiError }
  | { kind: "erased"; status: 410; error: ApiError }
  | { kind: "limited"; status: 429; error: ApiError };

/**
 * DESIGN §11: many saves with the single endpoint's rules (decideSave in the upsert's WHERE), written
 * in ONE D1 batch (one transaction, statements in order, so a later save of the same response sees the
 * earlier one). Before it, one read finds which responses are new, and the creation limit is asked once
 * per new response (updates are never limited, decision 013); a refused one is written update-only, so
 * it is created by nobody. Each upsert is followed by a read of the row, so a save that changed nothing
 * is told apart (stale: the stored revision; another token: 403) exactly as one by one.
 */
export async function saveBatch(d1: D1Database, inputs: BatchInput[], mayCreate: CreationGate): Promise<BatchOutcome[]> {
  if (inputs.length === 0) return [];
  const now = new Date();
  const hashes = await Promise.all(inputs.map((i) => sha256Hex(i.payload.writeToken)));
  const ids = [...new Set(inputs.map((i) => i.payload.id))];
  // At most 50 ids, each bound once (numbered) for both tables: within D1's 100 bound parameters.
  const list = ids.map((_, i) => `?${i + 1}`).join(", ");
  const known = await d1
    .prepare(`SELECT id, 0 AS erased FROM assessment_responses WHERE id IN (${list}) UNION ALL SELECT id, 1 FROM erased_responses WHERE id IN (${list})`)
    .bind(...ids)
    .all<{ id: string; erased: number }>();
  const existing = new Set(known.results.filter((r) => !r.erased).map((r) => r.id));
  // DESIGN §10: an erased id's trigger ignores the insert; the slot answers 410 and the device drops it.
  const erased = new Set(known.results.filter((r) => r.erased).map((r) => r.id));
  const fresh = ids.filter((id) => !existing.has(id) && !erased.has(id));
  const verdicts = await Promise.all(fresh.map(() => mayCreate()));
  const allowed = new Set(fresh.filter((_, i) => verdicts[i]));

  const statements = inputs.flatMap(({ payload: p, completes }, i) => [
    upsertStatement(d1, saveValues(p, completes, hashes[i]!, now), allowed.has(p.id)),
    readStatement(d1, p.id),
  ]);
  const results = await d1.batch(statements);

  const created = new Set<string>();
  return inputs.map(({ payload: p, completes }, i): BatchOutcome => {
    const written = results[2 * i]!.results[0] as WrittenRow | undefined;
    const row = results[2 * i + 1]!.results[0] as StoredRow | undefined;
    if (written) {
      const kind = existing.has(p.id) || created.has(p.id) ? "updated" : "created";
      created.add(p.id);
      return { kind, answer: { id: p.id, revision: written.revision, isCompleted: written.is_completed === 1 } };
    }
    if (!row && erased.has(p.id)) return { kind: "erased", status: 410, error: ERASED };
    if (!row && !existing.has(p.id) && !allowed.has(p.id)) return { kind: "limited", status: 429, error: TOO_MANY_NEW };
    const stored = row ? storedState(row) : null;
    const decision = decideSave(stored, { revision: p.revision, writeTokenHash: hashes[i]!, completes });
    if (decision.kind === "forbidden" || !stored) return { kind: "forbidden", status: 403, error: NOT_YOURS };
    return { kind: "unchanged", answer: { id: p.id, revision: stored.revision, isCompleted: stored.isCompleted } };
  });
}

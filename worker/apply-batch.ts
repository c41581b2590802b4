import { slotId, type BatchResult, type ImportOutcome } from "../schema/batch";
import { BatchItemSchema } from "../schema/save-rules";
import { creationRetryAfter } from "./creation-limit";
import { saveBatch, type BatchInput } from "./db/save-batch";
import type { CreationGate } from "./db/save-statement";
import { issuesOf } from "./validate";

export type AppliedSlot = { result: BatchResult; outcome: ImportOutcome };

/**
 * Validates each save of a batch on its own (a bad one gets its 400 in its slot) and applies the valid
 * ones together (worker/db/save-batch.ts); answers one slot per save, in order.
 */
export async function applyBatch(d1: D1Database, saves: unknown[], mayCreate: CreationGate): Promise<AppliedSlot[]> {
  const parsed = saves.map((raw) => BatchItemSchema.safeParse(raw));
  const inputs: BatchInput[] = parsed.flatMap((r) => (r.success ? [{ payload: r.data, completes: r.data.isCompleted }] : []));
  const outcomes = await saveBatch(d1, inputs, mayCreate);
  let next = 0;
  return parsed.map((r, i): AppliedSlot => {
    if (!r.success) {
      return { outcome: "refused", result: { id: slotId(saves[i]), status: 400, error: "Invalid save", issues: issuesOf(r.error) } };
    }
    const o = outcomes[next++]!;
    const id = r.data.id;
    if ("error" in o) {
      const wait = o.status === 429 ? { retryAfter: Number(creationRetryAfter()) } : {};
      return { outcome: "refused", result: { id, status: o.status, ...wait, ...o.error } };
    }
    return { outcome: o.kind === "created" ? "new" : o.kind, result: o.answer };
  });
}

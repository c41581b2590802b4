import { slotId, type BatchResult, type ImportOutcome } from "../../schema/save/batch";
import { BatchItemSchema, ImportItemSchema } from "../../schema/save/save-rules";
import { creationRetryAfter } from "./creation-limit";
import { saveBatch, type BatchInput } from "./save-batch";
import type { CreationGate } from "./save-statement";
import { issuesOf } from "../http/validate";

export type AppliedSlot = { result: BatchResult; outcome: ImportOutcome };

/**
 * How each save proves its response: its device's token (the batch endpoint), or the token's SHA-256 (an admin's import,
 * docs/decisions/031).
 */
export type SaveProof = "token" | "tokenHash";

function readSave(raw: unknown, proof: SaveProof) {
  if (proof === "token") {
    const r = BatchItemSchema.safeParse(raw);
    return r.success ? { success: true as const, input: { payload: r.data, completes: r.data.isCompleted } satisfies BatchInput } : r;
  }
  const r = ImportItemSchema.safeParse(raw);
  return r.success
    ? {
        success: true as const,
        input: { payload: r.data, completes: r.data.isCompleted, tokenHash: r.data.writeTokenHash } satisfies BatchInput,
      }
    : r;
}

/**
 * Validates each save of a batch on its own (a bad one gets its 400 in its slot) and applies the valid
 * ones together (worker/assessment/save-batch.ts); answers one slot per save, in order.
 */
export async function applyBatch(
  d1: D1Database,
  saves: unknown[],
  mayCreate: CreationGate,
  proof: SaveProof = "token",
): Promise<AppliedSlot[]> {
  const parsed = saves.map((raw) => readSave(raw, proof));
  const inputs: BatchInput[] = parsed.flatMap((r) => (r.success ? [r.input] : []));
  const outcomes = await saveBatch(d1, inputs, mayCreate);
  let next = 0;
  return parsed.map((r, i): AppliedSlot => {
    if (!r.success) {
      return { outcome: "refused", result: { id: slotId(saves[i]), status: 400, error: "Invalid save", issues: issuesOf(r.error) } };
    }
    const o = outcomes[next++]!;
    const id = r.input.payload.id;
    if ("error" in o) {
      const wait = o.status === 429 ? { retryAfter: Number(creationRetryAfter()) } : {};
      return { outcome: "refused", result: { id, status: o.status, ...wait, ...o.error } };
    }
    return { outcome: o.kind === "created" ? "new" : o.kind, result: o.answer };
  });
}

// The batch save contract of docs/offline.md#sync-at-the-speed-of-the-link: many saves in one request, answered per item in order.
import * as z from "zod/mini";
import { SavePayloadSchema, type ApiError, type SaveAnswer } from "./payload";

/** Saves one batch may carry (docs/offline.md#sync-at-the-speed-of-the-link). */
export const MAX_BATCH_SAVES = 50;

/** A batch's body limit: 50 saves of a finished respondent are ≈ 200 KB; the client packs batches to fit. */
export const MAX_BATCH_BODY_BYTES = 1024 * 1024;

/** One save in a batch: exactly a single endpoint's body, plus whether it is the final submit. */
export const BatchSaveSchema = z.extend(SavePayloadSchema, {
  isCompleted: z.boolean({ error: "isCompleted must be true (the final submit) or false (a partial save)" }),
});
export type BatchSave = z.infer<typeof BatchSaveSchema>;

/**
 * One save of an admin's import of a kiosk file: a batch save with its writeToken's SHA-256 in the
 * token's place (docs/decisions/031), so the file and the admin's browser hold nothing that writes
 * through the public endpoints, and the stored hash still ties the response to its device.
 */
export const ImportSaveSchema = z.extend(z.omit(BatchSaveSchema, { writeToken: true }), {
  writeTokenHash: z
    .string({ error: "writeTokenHash is required (the writeToken's SHA-256 in hex)" })
    .check(z.regex(/^[0-9a-f]{64}$/, "writeTokenHash must be the writeToken's SHA-256 in lower-case hex")),
});
export type ImportSave = z.infer<typeof ImportSaveSchema>;

/**
 * The envelope only: each save is validated on its own, so one bad save fails alone
 * (its error in its slot) and never the batch.
 */
export const BatchEnvelopeSchema = z.object({
  saves: z
    .array(z.unknown(), { error: "saves must be a list of saves" })
    .check(
      z.minLength(1, "saves must hold at least one save"),
      z.maxLength(MAX_BATCH_SAVES, `saves must hold at most ${MAX_BATCH_SAVES} saves`),
    ),
});

/** The statuses a save's slot can carry: the status the single endpoint would have answered. */
export type BatchErrorStatus = 400 | 403 | 409 | 410 | 429;

/** A save that was not applied: the single endpoint's error body, its status, and for 429 the seconds to wait. */
export type BatchItemError = ApiError & { id: string | null; status: BatchErrorStatus; retryAfter?: number };

export type BatchResult = SaveAnswer | BatchItemError;
export type BatchAnswer = { results: BatchResult[] };

/** How a save fared in the admin's import of a kiosk file (docs/offline.md#sync-at-the-speed-of-the-link). */
export type ImportOutcome = "new" | "updated" | "unchanged" | "refused";
export type ImportResult = BatchResult & { outcome: ImportOutcome };
export type ImportAnswer = { results: ImportResult[] };

export const isBatchError = (r: BatchResult): r is BatchItemError => "error" in r;

/** The id a slot names: the save's own id (lower-cased like every id), or null when it has none. */
export function slotId(raw: unknown): string | null {
  const id = raw && typeof raw === "object" && "id" in raw ? raw.id : undefined;
  return typeof id === "string" ? id.toLowerCase().slice(0, 100) : null;
}

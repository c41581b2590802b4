import type { ApiError, SaveAnswer } from "../../schema/payload";
import { decideSave } from "../../schema/upsert";
import { ERASED, NOT_YOURS, TOO_MANY_NEW, storedState, type StoredRow, type StoredSave } from "./save-statement";

export type Verdict = { status: 200; body: SaveAnswer } | { status: 403 | 410 | 429; body: ApiError };

/**
 * The answer of a save the statement wrote: its revision, and completed exactly when the save is final
 * (the statement writes a completed response only with a final save, and a final save completes it).
 */
export const writtenAnswer = (p: StoredSave, completes: boolean): SaveAnswer => ({ id: p.id, revision: p.revision, isCompleted: completes });

/**
 * A save that wrote nothing, told apart as one by one and in a batch alike: an erased id (410, the
 * erasure's trigger skipped the insert; DESIGN §10), a creation the limit refused (429), another
 * device's token (403), or a stale resend (200 with the stored revision).
 */
export function unwrittenVerdict(
  p: StoredSave,
  completes: boolean,
  tokenHash: string,
  row: StoredRow | null,
  why: { erased: boolean; creationRefused: boolean },
): Verdict {
  if (!row && why.erased) return { status: 410, body: ERASED };
  if (!row && why.creationRefused) return { status: 429, body: TOO_MANY_NEW };
  const stored = row ? storedState(row) : null;
  const decision = decideSave(stored, { revision: p.revision, writeTokenHash: tokenHash, completes });
  if (decision.kind === "forbidden" || !stored) return { status: 403, body: NOT_YOURS };
  return { status: 200, body: { id: p.id, revision: stored.revision, isCompleted: stored.isCompleted } };
}

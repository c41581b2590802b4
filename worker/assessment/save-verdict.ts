import type { ApiError, SaveAnswer } from "../../schema/save/payload";
import { changedFields, decideSave, FINAL_CONTENT, type FinalContentKey } from "../../schema/save/save-decision";
import {
  ERASED,
  finalConflict,
  NOT_YOURS,
  TOO_MANY_NEW,
  storedState,
  type SaveValues,
  type StoredRow,
  type StoredSave,
} from "./save-statement";

export type Verdict = { status: 200; body: SaveAnswer } | { status: 403 | 409 | 410 | 429; body: ApiError };

/**
 * The answer of a save the statement wrote: its revision, and completed exactly when the save is final
 * (the statement writes only an unfinished response, and a final save completes it).
 */
export const writtenAnswer = (p: StoredSave, completes: boolean): SaveAnswer => ({
  id: p.id,
  revision: p.revision,
  isCompleted: completes,
});

/** The fields in which a final save differs from the completed response it was read against. */
function changesOf(values: SaveValues, row: StoredRow): string[] {
  const stored = Object.fromEntries(FINAL_CONTENT.map((key) => [key, row[key]])) as Record<FinalContentKey, unknown>;
  return changedFields(values as Record<FinalContentKey, unknown>, stored);
}

/**
 * A save that wrote nothing, told apart as one by one and in a batch alike: an erased id (410, the
 * erasure's trigger skipped the insert; docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20), a creation the limit refused (429),
 * another device's token (403), a change to a completed response (409, decision 029), or a stale or identical
 * resend (200 with the stored revision, or the resend's own when newer: its content is what is stored).
 */
export function unwrittenVerdict(
  p: StoredSave,
  completes: boolean,
  values: SaveValues,
  row: StoredRow | null,
  why: { erased: boolean; creationRefused: boolean },
): Verdict {
  if (!row && why.erased) return { status: 410, body: ERASED };
  if (!row && why.creationRefused) return { status: 429, body: TOO_MANY_NEW };
  const stored = row ? storedState(row) : null;
  const changes = row && stored?.isCompleted && completes ? changesOf(values, row) : [];
  const decision = decideSave(stored, { revision: p.revision, writeTokenHash: values.writeTokenHash as string, completes, changes });
  if (decision.kind === "forbidden" || !stored) return { status: 403, body: NOT_YOURS };
  if (decision.kind === "conflict") return { status: 409, body: finalConflict(decision.fields) };
  return { status: 200, body: { id: p.id, revision: Math.max(stored.revision, p.revision), isCompleted: stored.isCompleted } };
}

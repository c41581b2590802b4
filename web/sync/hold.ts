import { getMeta } from "../db/meta";

/**
 * Uploads follow steps, not taps (docs/decisions/073-uploads-follow-steps.md): an answer inside a step is
 * safe on the device at once and waits there for its step's end, at most this long, before it uploads
 * on its own (an admin sees a half-done culture test within a minute).
 */
export const ANSWER_HOLD_MS = 45_000;

/**
 * A held save sent at the end of its hold has this long to land: the upload's own timeout (web/sync/send.ts).
 * So online, no answer is only on the device longer than hold + grace = 60 s, and the status line calls a
 * save that young "Saved on this device"; older, or after a failed try, it is waiting (amber).
 */
export const UPLOAD_GRACE_MS = 15_000;

/** The hold in force: meta `uploadHoldMs` may shorten it, never lengthen it (the e2e tests use a few seconds). */
export async function answerHoldMs(): Promise<number> {
  const set = await getMeta("uploadHoldMs").catch(() => undefined);
  return set === undefined ? ANSWER_HOLD_MS : Math.min(ANSWER_HOLD_MS, set);
}

export type WaitingFacts = { attempts: number; dueAt?: number; queuedAt: number };

/**
 * Until when a waiting save reads as safe on the device (online): its due time plus the upload's grace; never,
 * once a try failed. So an answer held for its step's end is calm for hold + grace, a step's end for the grace.
 */
export const calmUntil = (row: WaitingFacts): number => (row.attempts > 0 ? 0 : (row.dueAt ?? row.queuedAt) + UPLOAD_GRACE_MS);

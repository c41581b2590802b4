import type { Context } from "hono";
import { isBatchError, type BatchResult } from "../../schema/save/batch";
import type { LiveEvent } from "../../schema/live/live-board";
import { LIVE_BOARD_NAME, type EndedSessions } from "./board-object";

/** The deployment's one board object (docs/scaling.md#the-live-board-object). */
export const liveBoard = (env: Env) => env.LIVE_BOARD.get(env.LIVE_BOARD.idFromName(LIVE_BOARD_NAME));

/**
 * Tells the board object what was just committed, after the answer: the save or report never waits for
 * it (waitUntil), and a failure to tell it costs the boards one update, which their next snapshot repairs.
 */
export function notifyLive(c: Context<{ Bindings: Env }>, events: LiveEvent[]): void {
  if (!events.length) return;
  let told: Promise<void>;
  try {
    told = liveBoard(c.env)
      .changed(events)
      .catch((error: unknown) => console.error("Live board not told", error));
  } catch (error) {
    // No binding (an environment deployed without it; scripts/local/deploy-checks.mjs refuses that): the save stands.
    console.error("Live board not told", error);
    return;
  }
  try {
    c.executionCtx.waitUntil(told);
  } catch {
    // No execution context (a unit test calling the app directly): the promise runs on by itself.
  }
}

/**
 * Closes the boards of sessions that just ended (logout, Sign out everywhere, a role change, a removal), so
 * no socket outlives its session (decision 060). Awaited: the boards close before the answer. A failure to
 * tell the object leaves it to its next check of its sessions (seconds later), never fails the change.
 */
export async function endLiveSessions(env: Env, ended: EndedSessions): Promise<void> {
  if (!ended.sids?.length && !ended.userIds?.length) return;
  try {
    await liveBoard(env).endSessions(ended);
  } catch (error) {
    console.error("Live board not told of ended sessions", error);
  }
}

/** A save's device id as sent (validated already when its slot succeeded). */
const deviceIdOf = (save: unknown): string | null => {
  const id = save && typeof save === "object" && "deviceId" in save ? save.deviceId : null;
  return typeof id === "string" && id ? id : null;
};

/** The saves of an answer that the server holds (a 2xx slot), as events: the response, its device, and whether it is completed. */
export function savedEvents(saves: readonly unknown[], results: readonly BatchResult[]): LiveEvent[] {
  return results.flatMap((result, i): LiveEvent[] =>
    isBatchError(result)
      ? []
      : [{ kind: "save", deviceId: deviceIdOf(saves[i]), responseId: result.id, revision: result.revision, completed: result.isCompleted }],
  );
}

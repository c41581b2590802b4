import { setMeta } from "../db/meta";
import { acknowledge, dropErased, dueItems, markFailed, noteDelay, scheduleRetry } from "./outbox";
import { sendItem } from "./send";
import { pauseUploads, uploadsPausedUntil } from "./server-wait";

export type DrainResult = { sent: number; retrying: number; failed: number };

let localChain: Promise<unknown> = Promise.resolve();
const acknowledgedListeners = new Set<(id: string) => void>();

/** Kiosk mode listens to delete a finished respondent's data once the server confirmed it. */
export function onAcknowledged(listener: (id: string) => void): () => void {
  acknowledgedListeners.add(listener);
  return () => acknowledgedListeners.delete(listener);
}

/**
 * Sends every due item, one drain at a time across tabs and the service worker (Web Locks;
 * two racing triggers otherwise POST the same save twice — STACK.md).
 */
export function drainOutbox(fetcher: typeof fetch = fetch): Promise<DrainResult> {
  const run = () => drainOnce(fetcher);
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  // `await` flattens the lock's Promise<Promise<T>> typing.
  if (locks?.request) return (async () => await locks.request("sociality-outbox", run))();
  const next = localChain.then(run, run);
  localChain = next.catch(() => undefined);
  return next;
}

/** Only `false` is trustworthy (no network interface at all); `true` may still mean no internet. */
const knownOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

async function drainOnce(fetcher: typeof fetch): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  // Trying now would only count as a failed attempt and stretch the backoff for when the network
  // returns; the `online` trigger sends everything then.
  if (knownOffline()) return result;
  // The server asked this device to wait (429 Retry-After): no trigger sends anything before then.
  if ((await uploadsPausedUntil()) > Date.now()) return result;
  for (const row of await dueItems(Date.now())) {
    const outcome = await sendItem(row, fetcher);
    if (outcome.kind === "acked") {
      if (await acknowledge(row.id, outcome.revision)) {
        result.sent++;
        await setMeta("lastUploadAt", Date.now());
        if (row.completes) acknowledgedListeners.forEach((l) => l(row.id));
      }
    } else if (outcome.kind === "erased") {
      await dropErased(row.id);
    } else if (outcome.kind === "wait") {
      result.retrying++;
      await pauseUploads(outcome.until);
      await noteDelay(row.id, row.revision, outcome.reason);
      break;
    } else if (outcome.kind === "failed") {
      result.failed++;
      await markFailed(row.id, row.revision, outcome.reason);
    } else {
      result.retrying++;
      await scheduleRetry(row.id, row.revision, outcome.reason);
      // The server or network is down: the rest would fail the same way; wait for the next trigger.
      break;
    }
  }
  return result;
}

import { MAX_BATCH_SAVES } from "../../schema/save/batch";
import { settleBatch } from "./drain";
import { unsentSaves } from "./outbox";
import { packBatches } from "./pack";
import { KEEPALIVE_MAX_BYTES, sendBatch } from "./send";
import { knownPause } from "./server-wait";

const keepalive: typeof fetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * The page is closing (`pagehide`): what this page queued and has not seen acknowledged goes now, from
 * memory, in one keepalive request that outlives the page. Synchronous up to the request: the page may
 * be gone before an IndexedDB read would answer. What does not fit stays in the outbox, sent on the next
 * visit (page start) or by Background Sync. A save the drain is sending meanwhile goes twice, which the
 * server's idempotent save turns into one record (same revision: unchanged).
 */
export function sendOnLeave(): void {
  if (navigator.onLine === false || knownPause() > Date.now()) return;
  const [batch] = packBatches(unsentSaves(), MAX_BATCH_SAVES, KEEPALIVE_MAX_BYTES);
  if (!batch || batch.bytes > KEEPALIVE_MAX_BYTES) return;
  // If the page lives on (back/forward cache), the answer settles its rows as a drain's would; a refusal whole
  // (too large) is left for the drain, which sends such a batch again one save per request.
  const readAt = Date.now();
  void sendBatch(batch, keepalive)
    .then((outcome) =>
      outcome.kind === "refused" ? false : settleBatch(batch.items, outcome, { sent: 0, retrying: 0, failed: 0 }, readAt),
    )
    .catch((error: unknown) => console.error("Could not send on leaving", error));
}

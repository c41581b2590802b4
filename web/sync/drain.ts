import { MAX_BATCH_SAVES } from "../../schema/save/batch";
import type { OutboxRow } from "../db/db";
import { getMeta, setMeta } from "../db/meta";
import { doneSending, markSending } from "./in-flight";
import { acknowledgeAll, dropErased, dropRefusedFinal, dueItems, dueSince, markFailed, noteDelay, scheduleRetry } from "./outbox";
import { packBatches } from "./pack";
import { KEEPALIVE_MAX_BYTES, sendBatch, type BatchOutcome, type ItemOutcome } from "./send";
import { pauseUploads, uploadsPausedUntil } from "./server-wait";
import { announce, type DrainResult } from "./sync-events";

let localChain: Promise<unknown> = Promise.resolve();
const acknowledgedListeners = new Set<(id: string) => void>();

/** Told of each finished respondent the server holds: acknowledged, or refused as a change to its final record. */
export function onAcknowledged(listener: (id: string) => void): () => void {
  acknowledgedListeners.add(listener);
  return () => acknowledgedListeners.delete(listener);
}

/**
 * `flush`: answers still waiting for their step's end go too (the page is hidden or closing, Background Sync);
 * `keepalive`: the requests outlive the page (a hidden page may be closed or frozen before the answer).
 */
export type DrainOptions = { flush?: boolean; keepalive?: boolean };

/**
 * Sends every due item, one drain at a time across tabs and the service worker (Web Locks;
 * two racing triggers otherwise POST the same save twice — docs/toolchain.md#service-worker-and-sync-in-the-browsers).
 * Announces the queue before it moves and the result after (web/sync/sync-events.ts).
 */
export function drainOutbox(fetcher: typeof fetch = fetch, options: DrainOptions = {}): Promise<DrainResult> {
  const run = () =>
    drainOnce(fetcher, options).then((result) => {
      void announce("drained", result);
      return result;
    });
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  // `await` flattens the lock's Promise<Promise<T>> typing.
  if (locks?.request) return (async () => await locks.request("sociality-outbox", run))();
  const next = localChain.then(run, run);
  localChain = next.catch(() => undefined);
  return next;
}

/** Only `false` is trustworthy (no network interface at all); `true` may still mean no internet. */
const knownOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/**
 * Saves per request: 50 (docs/offline.md#sync-at-the-speed-of-the-link) unless meta `uploadBatchSize` says fewer (the bench's serial
 * figure, a diagnosis).
 */
async function batchSize(): Promise<number> {
  const size = await getMeta("uploadBatchSize");
  return size === undefined ? MAX_BATCH_SAVES : Math.min(MAX_BATCH_SAVES, Math.floor(size));
}

async function drainOnce(fetcher: typeof fetch, { flush = false, keepalive = false }: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  // Trying now would only count as a failed attempt and stretch the backoff for when the network
  // returns; the `online` trigger sends everything then.
  if (knownOffline()) return result;
  // The server asked this device to wait (429 Retry-After): no trigger sends anything before then.
  if ((await uploadsPausedUntil()) > Date.now()) return result;
  const readAt = Date.now();
  const queue = packBatches(await dueItems(readAt, flush), await batchSize());
  // Since when the queue has been due (answers held for their step's end were not waiting): the health report
  // tells the board of a queue that waited before it moves (docs/offline.md#health-reports-from-devices).
  if (queue.length) await announce("upload", { oldestDueSince: Math.min(...queue.flatMap((b) => b.items.map(dueSince))), fetcher });
  while (queue.length) {
    const batch = queue.shift()!;
    // A bigger batch goes without keepalive, which fetch would refuse.
    const send = keepalive && batch.bytes <= KEEPALIVE_MAX_BYTES ? withKeepalive(fetcher) : fetcher;
    // In flight until settled: an answer given meanwhile starts its own hold instead of riding on this row's (web/sync/outbox.ts).
    markSending(batch.items);
    try {
      const outcome = await sendBatch(batch, send);
      if (outcome.kind === "refused" && batch.items.length > 1) {
        // Refused whole (too large, malformed): each item alone gets its own verdict.
        queue.unshift(...packBatches(batch.items, 1));
        continue;
      }
      const stop = await settleBatch(batch.items, outcome, result, readAt);
      // The server or network is down, or asked us to wait: the rest would fare the same; wait for the next trigger.
      if (stop || outcome.kind === "retry") break;
    } finally {
      doneSending(batch.items);
    }
  }
  return result;
}

/**
 * Records a request's outcome for each of its items (a drain's, or the keepalive request of a page that closed
 * and lived on: web/sync/leave.ts); true when the device must pause (a 429's Retry-After).
 */
export function settleBatch(rows: OutboxRow[], outcome: BatchOutcome, result: DrainResult, readAt: number): Promise<boolean> {
  const items: ItemOutcome[] =
    outcome.kind === "answered"
      ? outcome.items
      : rows.map(() => (outcome.kind === "refused" ? { kind: "failed", reason: outcome.reason } : outcome));
  return settle(rows, items, result, readAt);
}

/** Records each item's outcome in the outbox; true when the device must pause (a 429's Retry-After). */
async function settle(rows: OutboxRow[], items: ItemOutcome[], result: DrainResult, readAt: number): Promise<boolean> {
  const acks = rows.flatMap((row, i) => {
    const o = items[i]!;
    return o.kind === "acked" ? [{ id: row.id, revision: o.revision }] : [];
  });
  const removed = await acknowledgeAll(acks, readAt);
  if (removed.length) {
    result.sent += removed.length;
    await setMeta("lastUploadAt", Date.now());
    for (const row of removed) if (row.completes) acknowledgedListeners.forEach((l) => l(row.id));
  }
  let pauseUntil = 0;
  for (const [i, row] of rows.entries()) {
    const o = items[i]!;
    if (o.kind === "erased") await dropErased(row.id);
    else if (o.kind === "final") {
      if (await dropRefusedFinal(row.id, row.revision, o.reason)) {
        console.warn(`Save ${row.id} r${row.revision} dropped: the server holds this response as completed`, o.reason);
        if (row.completes) acknowledgedListeners.forEach((l) => l(row.id));
      }
    } else if (o.kind === "failed") {
      result.failed++;
      await markFailed(row.id, row.revision, o.reason);
    } else if (o.kind === "wait") {
      result.retrying++;
      pauseUntil = Math.max(pauseUntil, o.until);
      await noteDelay(row.id, row.revision, o.reason);
    } else if (o.kind === "retry") {
      result.retrying++;
      await scheduleRetry(row.id, row.revision, o.reason);
    }
  }
  if (pauseUntil) await pauseUploads(pauseUntil);
  return pauseUntil > 0;
}

/** The same fetch, its requests kept alive past the page (fetch's keepalive). */
export const withKeepalive =
  (fetcher: typeof fetch): typeof fetch =>
  (input, init) =>
    fetcher(input, { ...init, keepalive: true });

import { DELAY } from "../../schema/constants";
import { drainOutbox, onDrained, type DrainResult } from "./drain";
import { watchHealth } from "./health";
import { makeAllDue } from "./outbox";

const TICK_MS = 5000;
let started = false;

const logFailure = (error: unknown) => console.error("Sync failed", error);

function drain() {
  drainOutbox().catch(logFailure);
}

/** Asks the service worker for a Background Sync (Chromium); other browsers rely on the page triggers. */
async function registerBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register("sociality-outbox");
  } catch {
    // Not supported or not allowed: the page triggers below still drain.
  }
}

/**
 * Sends now, skipping and resetting any backoff wait (page start, return to the page, network back,
 * 'Sync now'). A server's Retry-After still holds: the drain sends nothing before it.
 */
export function syncNow(fetcher: typeof fetch = fetch): Promise<DrainResult> {
  return makeAllDue().then(() => drainOutbox(fetcher));
}

/** Called after every save: drain about 100 ms later (docs/product.md#calls auto-save delay). */
export function requestSync() {
  setTimeout(drain, DELAY.autoSave);
  void registerBackgroundSync();
}

export type TriggerActions = { syncNow: () => Promise<unknown>; drain: () => Promise<unknown> };

/**
 * The page's triggers (docs/architecture.md#the-sync-protocol, docs/offline.md#sync-at-the-speed-of-the-link). At once, regardless of backoff: page start, the page becoming
 * visible again and the `online` event. Every 5 s: a drain of what is due (Safari and Firefox have no
 * Background Sync, and Chromium's does not retry a server that is down). Returns the unsubscribe.
 */
export function watchSyncTriggers(win: Window, doc: Document, actions: TriggerActions): () => void {
  const now = () => void actions.syncNow().catch(logFailure);
  const visible = () => {
    if (doc.visibilityState === "visible") now();
  };
  win.addEventListener("online", now);
  doc.addEventListener("visibilitychange", visible);
  const timer = win.setInterval(() => void actions.drain().catch(logFailure), TICK_MS);
  now();
  return () => {
    win.removeEventListener("online", now);
    doc.removeEventListener("visibilitychange", visible);
    win.clearInterval(timer);
  };
}

/** Once per page: the respondent routes call this on mount. Health reports start with it (docs/offline.md#health-reports-from-devices). */
export function startSyncTriggers(): void {
  if (started) return;
  started = true;
  const health = watchHealth(window);
  onDrained(() => void health.afterDrain());
  // The report goes first: a board sees the queue a device held before it sees the queue arrive.
  watchSyncTriggers(window, document, { syncNow: () => health.beforeSync().then(() => syncNow()), drain: () => drainOutbox() });
}

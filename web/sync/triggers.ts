import { DELAY } from "../../schema/constants";
import { drainOutbox } from "./drain";
import { watchHealth } from "./health";
import { sendOnLeave } from "./leave";
import { makeAllDue, nextHoldEnd } from "./outbox";
import { announce, type DrainResult } from "./sync-events";

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

/** After a step's end: drain about 100 ms later (docs/product.md#calls auto-save delay). */
export function requestSync() {
  setTimeout(drain, DELAY.autoSave);
  void registerBackgroundSync();
}

let heldTimer: ReturnType<typeof setTimeout> | undefined;
let heldAt = Infinity;

/**
 * After an answer inside a step (docs/decisions/073-uploads-follow-steps.md): drain when its hold ends at `at`,
 * unless the step ends first. One timer per page, at the earliest hold. Offline, Background Sync is asked
 * for too, so the answers leave when the network returns even if the page is closed by then; online it
 * would fire at once and send the answers before their step's end.
 */
export function requestHeldSync(at: number) {
  if (navigator.onLine === false) void registerBackgroundSync();
  if (at >= heldAt) return;
  clearTimeout(heldTimer);
  heldAt = at;
  heldTimer = setTimeout(
    () => {
      heldAt = Infinity;
      // Answers queued since, behind a later hold, get the timer next.
      drainOutbox()
        .then(() => nextHoldEnd())
        .then((next) => next !== null && requestHeldSync(next))
        .catch(logFailure);
    },
    Math.max(0, at - Date.now()),
  );
}

export type TriggerActions = {
  syncNow: () => Promise<unknown>;
  drain: () => Promise<unknown>;
  /** The page is hidden: everything waiting goes now, answers held for their step's end too, in requests that outlive the page. */
  flush: () => Promise<unknown>;
  /** The page is closing: what it queued goes at once, from memory (web/sync/leave.ts). */
  leave: () => void;
};

/**
 * The page's triggers (docs/architecture.md#the-sync-protocol, docs/offline.md#sync-at-the-speed-of-the-link). At once, regardless of
 * backoff: page start, the page becoming visible again and the `online` event. The page hidden or closing (`visibilitychange`, `pagehide`):
 * what waits, held answers too. Every 5 s: a drain of what is due (Safari and Firefox have no Background Sync,
 * and Chromium's does not retry a server that is down). Returns the unsubscribe.
 */
export function watchSyncTriggers(win: Window, doc: Document, actions: TriggerActions): () => void {
  const now = () => void actions.syncNow().catch(logFailure);
  const visibility = () => {
    if (doc.visibilityState === "visible") now();
    else void actions.flush().catch(logFailure);
  };
  const leave = () => actions.leave();
  win.addEventListener("online", now);
  doc.addEventListener("visibilitychange", visibility);
  win.addEventListener("pagehide", leave);
  const timer = win.setInterval(() => void actions.drain().catch(logFailure), TICK_MS);
  now();
  return () => {
    win.removeEventListener("online", now);
    doc.removeEventListener("visibilitychange", visibility);
    win.removeEventListener("pagehide", leave);
    win.clearInterval(timer);
  };
}

/**
 * Once per page: the respondent routes call this on mount. The page's health reports start with it and listen to
 * what sync announces (docs/offline.md#health-reports-from-devices); sync itself calls no reporter.
 */
export function startSyncTriggers(): void {
  if (started) return;
  started = true;
  watchHealth(window);
  watchSyncTriggers(window, document, {
    // Announced first, and waited for: a board sees the queue a device held before it sees the queue arrive.
    syncNow: () => announce("resume").then(() => syncNow()),
    drain: () => drainOutbox(),
    flush: () => drainOutbox(fetch, { flush: true, keepalive: true }),
    leave: sendOnLeave,
  });
}

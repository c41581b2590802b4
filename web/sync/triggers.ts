import { DELAY } from "../../schema/constants";
import { drainOutbox } from "./drain";
import { makeAllDue } from "./outbox";

const TICK_MS = 5000;
let started = false;

function drain() {
  drainOutbox().catch((error) => console.error("Sync failed", error));
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

/** Sends now, skipping any backoff wait: network back, or the 'Sync now' action. */
export function syncNow(): Promise<unknown> {
  return makeAllDue().then(() => drainOutbox());
}

/** Called after every save: drain about 100 ms later (SPEC §7 auto-save delay). */
export function requestSync() {
  setTimeout(drain, DELAY.autoSave);
  void registerBackgroundSync();
}

/** Page-side triggers (DESIGN §3): start, online, visible again, and a timer — Safari and Firefox have no Background Sync. */
export function startSyncTriggers(): void {
  if (started) return;
  started = true;
  window.addEventListener("online", () => void syncNow().catch(() => undefined));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") drain();
  });
  setInterval(drain, TICK_MS);
  drain();
}

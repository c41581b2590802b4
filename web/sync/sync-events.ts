import type { KioskSettings } from "../../schema/kiosk/kiosk-settings";

/** What a drain did: saves acknowledged, waiting for a retry, refused for good. */
export type DrainResult = { sent: number; retrying: number; failed: number };

/**
 * What the sync engine announces, for whoever listens (the device's health reports: web/sync/health.ts in the page,
 * web/sync/health-report.ts in the service worker). Sync works the same with nobody listening.
 */
export type SyncEvents = {
  /** The page started, came back or got its network back: a sync at once follows, and waits for the listeners. */
  resume: undefined;
  /** A drain is about to upload this queue, under its lock, and waits for the listeners; `fetcher` is the drain's own. */
  upload: { oldestDueSince: number; fetcher: typeof fetch };
  /** A drain ended (outside its lock's wait: nobody waits for the listeners). */
  drained: DrainResult;
  /** Staff saved the kiosk's settings (web/kiosk): what the device says of itself may have changed. */
  kioskSaved: { before: KioskSettings; after: KioskSettings };
};

type Listener<K extends keyof SyncEvents> = (payload: SyncEvents[K]) => unknown;

// Each set holds one kind's listeners: `never` lets one map hold every kind.
const listeners = new Map<keyof SyncEvents, Set<Listener<never>>>();
const running = new Set<Promise<unknown>>();

/** Listens to one kind of announcement; returns the unsubscribe. */
export function onSync<K extends keyof SyncEvents>(event: K, listener: Listener<K>): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set.add(listener));
  return () => void set.delete(listener);
}

/** Tells every listener, and resolves once each has done what it started; a listener that fails fails alone. */
export function announce<K extends keyof SyncEvents>(event: K, ...[payload]: SyncEvents[K] extends undefined ? [] : [SyncEvents[K]]) {
  const done = Promise.allSettled([...(listeners.get(event) ?? [])].map(async (listener) => listener(payload as never))).then(() => {
    running.delete(done);
  });
  running.add(done);
  return done;
}

/** Resolves once what the listeners started so far has finished: the service worker lives until then (web/sw/sw.ts). */
export const listenersDone = (): Promise<unknown> => Promise.all(running);

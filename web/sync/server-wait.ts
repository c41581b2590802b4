import { getMeta, setMeta } from "../db/meta";

// In IndexedDB (meta), not in memory: the pause holds across tabs, reloads and the service worker.
const KEY = "uploadsPausedUntil";

/** The pause as this context last read or set it: what a page closing must honour without an IndexedDB read (web/sync/leave.ts). */
let known = 0;
export const knownPause = () => known;

/** Until when the server asked this device to send nothing (429 with Retry-After); 0 when it did not. */
export async function uploadsPausedUntil(): Promise<number> {
  known = (await getMeta(KEY)) ?? 0;
  return known;
}

/** The creation limit counts per client address, not per response: the whole device waits. */
export function pauseUploads(until: number): Promise<string> {
  known = until;
  return setMeta(KEY, until);
}

import { getMeta, setMeta } from "../db/meta";

// In IndexedDB (meta), not in memory: the pause holds across tabs, reloads and the service worker.
const KEY = "uploadsPausedUntil";

/** Until when the server asked this device to send nothing (429 with Retry-After); 0 when it did not. */
export async function uploadsPausedUntil(): Promise<number> {
  return (await getMeta(KEY)) ?? 0;
}

/** The creation limit counts per client address, not per response: the whole device waits. */
export function pauseUploads(until: number): Promise<string> {
  return setMeta(KEY, until);
}

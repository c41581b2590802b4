import { DB_NAME } from "./db-name";

/**
 * One row read straight from IndexedDB, without Dexie: the first paint of /test/* needs only the stored
 * flow and the kiosk settings, and Dexie (≈ 32 KB gzipped) loads after it (docs/performance.md#quality-bars).
 * Rows are Dexie's own (web/db/db.ts), read as stored. A device without the database yet answers
 * undefined and gets none: creating it, with its stores, is Dexie's job.
 */
export function peekRow(store: "flows" | "meta", key: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = (event) => {
      if (open.error?.name !== "AbortError") return reject(open.error);
      event.preventDefault();
      resolve(undefined);
    };
    open.onblocked = () => reject(new Error("IndexedDB is blocked by another tab's upgrade"));
    open.onsuccess = () => {
      const idb = open.result;
      // Never hold up an upgrade Dexie starts meanwhile (another tab, a newer app version).
      idb.onversionchange = () => idb.close();
      if (!idb.objectStoreNames.contains(store)) {
        idb.close();
        return resolve(undefined);
      }
      const get = idb.transaction(store, "readonly").objectStore(store).get(key);
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
      get.transaction!.oncomplete = get.transaction!.onabort = () => idb.close();
    };
  });
}

// Runs inside the page (every engine serialises it): each object store of the app's IndexedDB
// database ('sociality'), its records as JSON text. Self-contained on purpose: nothing outside it
// exists in the page.
export const dumpDeviceDatabase = (): Promise<Record<string, string>> =>
  new Promise<Record<string, string>>((resolve, reject) => {
    const open = indexedDB.open("sociality");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const names = Array.from({ length: idb.objectStoreNames.length }, (_, i) => idb.objectStoreNames.item(i)!);
      const out: Record<string, string> = {};
      if (names.length === 0) return resolve(out);
      const tx = idb.transaction(names, "readonly");
      for (const name of names) {
        const req = tx.objectStore(name).getAll();
        req.onsuccess = () => (out[name] = JSON.stringify(req.result));
      }
      tx.oncomplete = () => {
        idb.close();
        resolve(out);
      };
      tx.onerror = () => reject(tx.error);
    };
  });

/**
 * Runs inside the page: writes one meta value of the app's database, e.g. `uploadHoldMs` (how long answers inside
 * a step wait for its end; it can only shorten the app's 45 s, docs/decisions/073-uploads-follow-steps.md).
 * The app must have opened its database once (a page of it loaded). Self-contained, as above.
 */
export const putDeviceMeta = ([key, value]: [string, unknown]): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    const open = indexedDB.open("sociality");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const idb = open.result;
      const tx = idb.transaction("meta", "readwrite");
      tx.objectStore("meta").put({ key, value });
      tx.oncomplete = () => {
        idb.close();
        resolve();
      };
      tx.onerror = () => reject(tx.error);
    };
  });

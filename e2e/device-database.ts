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

import { useLiveQuery } from "dexie-react-hooks";
import { useSyncExternalStore } from "react";
import { db } from "../db/db";

export type SyncStatus = { pending: number; failed: number; lastUploadAt: number | null };

export function useSyncStatus(): SyncStatus | undefined {
  return useLiveQuery(async () => {
    const [pending, failed, last] = await Promise.all([
      db.outbox.where("status").equals("pending").count(),
      db.outbox.where("status").equals("failed").count(),
      db.meta.get("lastUploadAt"),
    ]);
    return { pending, failed, lastUploadAt: typeof last?.value === "number" ? last.value : null };
  }, []);
}

const subscribeOnline = (cb: () => void) => {
  window.addEventListener("online", cb);
  window.addEventListener("offline", cb);
  return () => {
    window.removeEventListener("online", cb);
    window.removeEventListener("offline", cb);
  };
};

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

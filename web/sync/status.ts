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

/** True when this response has no save left in the outbox (the server has everything). */
export function useIsUploaded(responseId: string | null): boolean | undefined {
  return useLiveQuery(async () => (responseId ? (await db.outbox.get(responseId)) === undefined : true), [responseId]);
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
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
}

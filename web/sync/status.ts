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

/**
 * True when this response has no save left in the outbox (the server has everything); undefined until
 * known. useLiveQuery keeps its last answer while a new id's query runs: that answer (for no response,
 * true) must not pass for the new one, or a respondent is forgotten before the upload.
 */
export function useIsUploaded(responseId: string | null): boolean | undefined {
  const answer = useLiveQuery(
    async () => ({ responseId, uploaded: responseId ? (await db.outbox.get(responseId)) === undefined : true }),
    [responseId],
  );
  return answer?.responseId === responseId ? answer.uploaded : undefined;
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

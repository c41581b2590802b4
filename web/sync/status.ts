import { useLiveQuery } from "dexie-react-hooks";
import { useEffect, useState, useSyncExternalStore } from "react";
import { db } from "../db/db";
import { calmUntil, type WaitingFacts } from "./hold";

export type SyncStatus = {
  /** Saves waiting to upload (one per respondent). */
  pending: number;
  /**
   * Of them, those the line must not call safe on the device while online: a failed try, or waiting past the
   * time a held answer would have landed (docs/decisions/073-uploads-follow-steps.md). Counted now, and again
   * when the next one comes of age.
   */
  late: number;
  failed: number;
  lastUploadAt: number | null;
};

/** `readAt`: when the outbox was read; the line judges lateness at that time or a later tick, never the render's clock. */
type Facts = { waiting: WaitingFacts[]; failed: number; lastUploadAt: number | null; readAt: number };

export function useSyncStatus(): SyncStatus | undefined {
  const facts = useLiveQuery(async (): Promise<Facts> => {
    const [waiting, failed, last] = await Promise.all([
      db.outbox
        .where("status")
        .equals("pending")
        .toArray((rows) => rows.map(({ attempts, dueAt, queuedAt }) => ({ attempts, dueAt, queuedAt }))),
      db.outbox.where("status").equals("failed").count(),
      db.meta.get("lastUploadAt"),
    ]);
    return { waiting, failed, lastUploadAt: typeof last?.value === "number" ? last.value : null, readAt: Date.now() };
  }, []);
  // A save comes of age without any change to the outbox: a tick then, to count it late.
  const [tick, setTick] = useState(0);
  const at = Math.max(tick, facts?.readAt ?? 0);
  const nextLate = facts ? Math.min(...facts.waiting.map(calmUntil).filter((until) => until > at)) : Infinity;
  useEffect(() => {
    if (!Number.isFinite(nextLate)) return;
    const timer = setTimeout(() => setTick(Date.now()), Math.max(0, nextLate - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [nextLate]);
  if (!facts) return undefined;
  return {
    pending: facts.waiting.length,
    late: facts.waiting.filter((row) => calmUntil(row) <= at).length,
    failed: facts.failed,
    lastUploadAt: facts.lastUploadAt,
  };
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

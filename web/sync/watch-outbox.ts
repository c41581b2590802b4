import { liveQuery } from "dexie";
import { db } from "../db/db";

/** Calls back with whether this response still has a save in the outbox: now, and after every change by any tab or the service worker. */
export function watchQueued(responseId: string, onChange: (queued: boolean) => void): () => void {
  const subscription = liveQuery(() => db.outbox.get(responseId)).subscribe({
    next: (row) => onChange(row !== undefined),
    error: (error: unknown) => console.error("Could not read the outbox", error),
  });
  return () => subscription.unsubscribe();
}

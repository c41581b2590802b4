import { SCHEMA_VERSION } from "../../schema/constants";
import type { SavePayload } from "../../schema/payload";
import { CONTENT_VERSION } from "../content-version";
import { db, withDb, type OutboxRow } from "../db/db";

/**
 * Puts a save into the outbox before anything is sent (DESIGN §3). The newest revision per response
 * wins; once any save of a response was final, the newest payload is sent as the final submit.
 */
export async function enqueueSave(payload: SavePayload, completes: boolean): Promise<void> {
  await withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const existing = await db.outbox.get(payload.id);
      if (existing && existing.revision >= payload.revision) {
        if (completes && !existing.completes) await db.outbox.update(payload.id, { completes: true, status: "pending", nextAttemptAt: 0 });
        return;
      }
      const row: OutboxRow = {
        id: payload.id,
        payload,
        revision: payload.revision,
        completes: completes || !!existing?.completes,
        status: "pending",
        attempts: 0,
        nextAttemptAt: 0,
        queuedAt: existing?.queuedAt ?? Date.now(),
        lastError: null,
        schemaVersion: SCHEMA_VERSION,
        contentVersion: CONTENT_VERSION,
      };
      await db.outbox.put(row);
    }),
  );
}

export function dueItems(now: number): Promise<OutboxRow[]> {
  return withDb(() => db.outbox.where("status").equals("pending").and((r) => r.nextAttemptAt <= now).toArray());
}

/** Removes the item only if nothing newer was queued while it was in flight. */
export function acknowledge(id: string, ackedRevision: number): Promise<boolean> {
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision > ackedRevision) return false;
      await db.outbox.delete(id);
      return true;
    }),
  );
}

/** The longest wait between tries of a server that does not answer (DESIGN §11). */
export const MAX_BACKOFF_MS = 30_000;

/**
 * No cap on tries; the wait doubles from 2 s up to 30 s, ±25 % so devices do not retry in step
 * (page start, a return to the page, `online` and Sync now skip the wait: web/sync/triggers.ts).
 */
export function backoffMs(attempts: number, random = Math.random()): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 5) * (0.75 + random * 0.5));
}

export function scheduleRetry(id: string, revision: number, error: string): Promise<void> {
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision !== revision) return;
      await db.outbox.update(id, { attempts: row.attempts + 1, nextAttemptAt: Date.now() + backoffMs(row.attempts + 1), lastError: error });
    }),
  );
}

/** The server erased this respondent at their request (410, DESIGN §10): nothing of theirs stays queued here. */
export function dropErased(id: string): Promise<void> {
  return withDb(() => db.outbox.delete(id));
}

/** Notes why the item is still waiting, without counting a failed try (the server asked us to wait). */
export function noteDelay(id: string, revision: number, reason: string): Promise<void> {
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision !== revision) return;
      await db.outbox.update(id, { lastError: reason });
    }),
  );
}

/** A permanent refusal moves the item to the visible failed list; it is never dropped. */
export function markFailed(id: string, revision: number, error: string): Promise<void> {
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision !== revision) return;
      await db.outbox.update(id, { status: "failed", attempts: row.attempts + 1, lastError: error });
    }),
  );
}

/** Makes every pending item due now (network back, or 'Sync now'), forgetting the old backoff. */
export function makeAllDue(): Promise<number> {
  return withDb(() => db.outbox.where("status").equals("pending").modify({ nextAttemptAt: 0, attempts: 0 }));
}

export function failedItems(): Promise<OutboxRow[]> {
  return withDb(() => db.outbox.where("status").equals("failed").toArray());
}

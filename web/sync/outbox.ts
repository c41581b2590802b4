import { SCHEMA_VERSION } from "../../schema/constants";
import type { SavePayload } from "../../schema/payload";
import { CONTENT_VERSION } from "../content-version";
import { db, withDb, type OutboxRow } from "../db/db";
import { parseStored } from "../db/parse-stored";
import { META_SCHEMAS, type RefusedFinal } from "../db/meta-schemas";

/**
 * Puts a save into the outbox before anything is sent (docs/architecture.md#the-sync-protocol). The newest revision per response
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
  return withDb(() =>
    db.outbox
      .where("status")
      .equals("pending")
      .and((r) => r.nextAttemptAt <= now)
      .toArray(),
  );
}

/**
 * Removes each acknowledged item in one transaction, unless something newer was queued for it while
 * it was in flight; answers the items removed.
 */
export function acknowledgeAll(acks: { id: string; revision: number }[]): Promise<OutboxRow[]> {
  if (acks.length === 0) return Promise.resolve([]);
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const rows = await db.outbox.bulkGet(acks.map((a) => a.id));
      const done = rows.filter((row, i): row is OutboxRow => !!row && row.revision <= acks[i]!.revision);
      await db.outbox.bulkDelete(done.map((r) => r.id));
      return done;
    }),
  );
}

/** The server erased this respondent at their request (410, docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): nothing of theirs stays queued here. */
export function dropErased(id: string): Promise<void> {
  return withDb(() => db.outbox.delete(id));
}

/** Meta key of the last refused saves of completed responses, for support (ids and reasons only, no answers). */
export const REFUSED_FINAL_KEY = "refusedFinalSaves" as const;
const REFUSED_FINAL_KEPT = 20;

/**
 * The server already holds this response completed, and a completed response is final (409, issue 28):
 * retrying cannot succeed and the server's record stands, so the save goes and its refusal is noted.
 * Answers whether it went (a newer save queued meanwhile stays, to get its own answer).
 */
export function dropRefusedFinal(id: string, revision: number, reason: string): Promise<boolean> {
  return withDb(() =>
    db.transaction("rw", db.outbox, db.meta, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision !== revision) return false;
      await db.outbox.delete(id);
      const kept = parseStored(REFUSED_FINAL_KEY, META_SCHEMAS[REFUSED_FINAL_KEY], (await db.meta.get(REFUSED_FINAL_KEY))?.value) ?? [];
      const note: RefusedFinal = { id, revision, at: Date.now(), reason };
      await db.meta.put({ key: REFUSED_FINAL_KEY, value: [...kept, note].slice(-REFUSED_FINAL_KEPT) });
      return true;
    }),
  );
}

/** The longest wait between tries of a server that does not answer (docs/offline.md#sync-at-the-speed-of-the-link). */
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

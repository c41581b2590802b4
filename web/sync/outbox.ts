import { SCHEMA_VERSION } from "../../schema/constants";
import type { SavePayload } from "../../schema/save/payload";
import { CONTENT_VERSION } from "../content-version";
import { db, withDb, type OutboxRow } from "../db/db";
import { parseStored } from "../db/parse-stored";
import { META_SCHEMAS, type RefusedFinal } from "../db/meta-schemas";
import { sendingRevision } from "./in-flight";

/** Saves this page queued and has not seen acknowledged: what it sends as it closes (web/sync/leave.ts). */
const unsent = new Map<string, OutboxRow>();

export const unsentSaves = (): OutboxRow[] => [...unsent.values()];

function forgetUnsent(id: string, revision: number) {
  if ((unsent.get(id)?.revision ?? Infinity) <= revision) unsent.delete(id);
}

/**
 * Puts a save into the outbox before anything is sent (docs/architecture.md#the-sync-protocol). The newest revision per response
 * wins; once any save of a response was final, the newest payload is sent as the final submit.
 *
 * A step's end (`holdMs` 0) is due at once. An answer inside a step (`holdMs` > 0, docs/decisions/073-uploads-follow-steps.md)
 * joins the response's waiting row and keeps its schedule (the first waiting answer's hold, or a failed try's backoff); with
 * nothing waiting (or only what is in flight right now) it waits `holdMs`. Answers when the row is due (0: now).
 */
export async function enqueueSave(payload: SavePayload, completes: boolean, holdMs = 0): Promise<number> {
  const now = Date.now();
  const memo = unsent.get(payload.id);
  if (!memo || memo.revision < payload.revision) unsent.set(payload.id, memoRow(payload, completes || !!memo?.completes, now));
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const existing = await db.outbox.get(payload.id);
      if (existing && existing.revision >= payload.revision) {
        if (completes && !existing.completes) await db.outbox.update(payload.id, { completes: true, status: "pending", nextAttemptAt: 0 });
        return completes ? 0 : existing.nextAttemptAt;
      }
      // The row still waiting for this response; not one in flight now (its answer settles it) nor a refused one.
      const waiting = existing?.status === "pending" && sendingRevision(existing.id) !== existing.revision ? existing : undefined;
      const joins = holdMs > 0 && waiting !== undefined;
      const row: OutboxRow = {
        id: payload.id,
        payload,
        revision: payload.revision,
        completes: completes || !!existing?.completes,
        status: "pending",
        attempts: joins ? waiting.attempts : 0,
        nextAttemptAt: joins ? waiting.nextAttemptAt : holdMs === 0 ? 0 : now + holdMs,
        queuedAt: existing?.queuedAt ?? now,
        // A step's end makes the row due now, unless it was overdue already (offline, failing: the health report says so).
        dueAt: joins ? dueSince(waiting) : holdMs === 0 ? Math.min(now, waiting ? dueSince(waiting) : now) : now + holdMs,
        lastError: joins ? waiting.lastError : null,
        schemaVersion: SCHEMA_VERSION,
        contentVersion: CONTENT_VERSION,
      };
      await db.outbox.put(row);
      return row.nextAttemptAt;
    }),
  );
}

/** When a row became (or becomes) due without any failure; a row from before holds existed: when it was queued. */
export const dueSince = (row: Pick<OutboxRow, "dueAt" | "queuedAt">): number => row.dueAt ?? row.queuedAt;

const memoRow = (payload: SavePayload, completes: boolean, now: number): OutboxRow => ({
  id: payload.id,
  payload,
  revision: payload.revision,
  completes,
  status: "pending",
  attempts: 0,
  nextAttemptAt: 0,
  queuedAt: now,
  lastError: null,
  schemaVersion: SCHEMA_VERSION,
  contentVersion: CONTENT_VERSION,
});

/**
 * The pending items to send now: due ones, and with `flush` (the page is hidden or closing, the service
 * worker's Background Sync) also answers still waiting for their step's end — never one backing off
 * after a failed try.
 */
export function dueItems(now: number, flush = false): Promise<OutboxRow[]> {
  return withDb(() =>
    db.outbox
      .where("status")
      .equals("pending")
      .and((r) => r.nextAttemptAt <= now || (flush && r.attempts === 0))
      .toArray(),
  );
}

/**
 * Removes each acknowledged item in one transaction, unless something newer was queued for it while
 * it was in flight; answers the items removed. What was queued meanwhile came after the drain read the
 * row (`readAt`): it has waited since then at most, which the status line and the health report see.
 */
export function acknowledgeAll(acks: { id: string; revision: number }[], readAt = 0): Promise<OutboxRow[]> {
  if (acks.length === 0) return Promise.resolve([]);
  for (const ack of acks) forgetUnsent(ack.id, ack.revision);
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const rows = await db.outbox.bulkGet(acks.map((a) => a.id));
      const done = rows.filter((row, i): row is OutboxRow => !!row && row.revision <= acks[i]!.revision);
      await db.outbox.bulkDelete(done.map((r) => r.id));
      const newer = rows.filter((row): row is OutboxRow => !!row && !done.includes(row) && row.queuedAt < readAt);
      for (const row of newer) await db.outbox.update(row.id, { queuedAt: readAt });
      return done;
    }),
  );
}

/**
 * The server erased this respondent at their request (410, docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): nothing of theirs
 * stays queued here.
 */
export function dropErased(id: string): Promise<void> {
  unsent.delete(id);
  return withDb(() => db.outbox.delete(id));
}

/** Meta key of the last refused saves of completed responses, for support (ids and reasons only, no answers). */
export const REFUSED_FINAL_KEY = "refusedFinalSaves" as const;
const REFUSED_FINAL_KEPT = 20;

/**
 * The server already holds this response completed, and a completed response is final (409, decision 029):
 * retrying cannot succeed and the server's record stands, so the save goes and its refusal is noted.
 * Answers whether it went (a newer save queued meanwhile stays, to get its own answer).
 */
export function dropRefusedFinal(id: string, revision: number, reason: string): Promise<boolean> {
  forgetUnsent(id, revision);
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
  forgetUnsent(id, revision);
  return withDb(() =>
    db.transaction("rw", db.outbox, async () => {
      const row = await db.outbox.get(id);
      if (!row || row.revision !== revision) return;
      await db.outbox.update(id, { status: "failed", attempts: row.attempts + 1, lastError: error });
    }),
  );
}

/** When the earliest hold of answers waiting for their step's end ends; null when none waits so. */
export function nextHoldEnd(now = Date.now()): Promise<number | null> {
  return withDb(async () => {
    const held = await db.outbox
      .where("nextAttemptAt")
      .above(now)
      .and((r) => r.status === "pending" && r.attempts === 0)
      .first();
    return held?.nextAttemptAt ?? null;
  });
}

/** Makes every pending item due now (network back, or 'Sync now'), forgetting the old backoff. */
export function makeAllDue(): Promise<number> {
  return withDb(() => db.outbox.where("status").equals("pending").modify({ nextAttemptAt: 0, attempts: 0 }));
}

export function failedItems(): Promise<OutboxRow[]> {
  return withDb(() => db.outbox.where("status").equals("failed").toArray());
}

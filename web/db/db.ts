/**
 * All IndexedDB storage of the respondent app ('sociality' database), through Dexie (loaded after the
 * first paint: web/db/database.ts; the rows that paint needs are read by web/db/peek.ts):
 * - flows:  the flow machine's persisted snapshot per audience, so a reload resumes the same step.
 * - outbox: the newest unsent save per response id (docs/architecture.md#the-sync-protocol); status 'pending' or 'failed'.
 * - meta:   small device facts: deviceId, lastUploadAt, uploadsPausedUntil (a 429's Retry-After),
 *           uploadBatchSize (saves per upload; absent = 50), cached assessment content, kiosk settings.
 * Never edit a shipped version: add version(n + 1) with an upgrade, and a test for it.
 */
import Dexie, { type Table } from "dexie";
import type { Audience } from "../../schema/constants";
import type { SavePayload } from "../../schema/save/payload";
import { DB_NAME } from "./db-name";

export type FlowRow = {
  audience: Audience;
  snapshot: unknown;
  schemaVersion: number;
  contentVersion: string;
  updatedAt: number;
};

export type OutboxRow = {
  id: string;
  payload: SavePayload;
  revision: number;
  /** True once any queued save of this response was the final submit: the newest payload goes to /api/assessment. */
  completes: boolean;
  status: "pending" | "failed";
  attempts: number;
  /** When to send it: 0 (now), the end of an answer's hold, or a failed try's backoff; 'Sync now' and the like reset it. */
  nextAttemptAt: number;
  /** When its oldest change not yet on the server was queued. */
  queuedAt: number;
  /**
   * When it became due without any failure: a step's end at once, an answer inside a step at the end of its hold
   * (docs/decisions/073-uploads-follow-steps.md). Absent in rows queued before that: read as queuedAt.
   */
  dueAt?: number;
  lastError: string | null;
  schemaVersion: number;
  contentVersion: string;
};

export type MetaRow = { key: string; value: unknown };

export class SocialityDb extends Dexie {
  flows!: Table<FlowRow, Audience>;
  outbox!: Table<OutboxRow, string>;
  meta!: Table<MetaRow, string>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({ flows: "audience", outbox: "id, status, nextAttemptAt", meta: "key" });
  }
}

export const db = new SocialityDb();

/** iOS closes IndexedDB connections when the app is backgrounded: reopen once and retry. */
export async function withDb<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Dexie.DatabaseClosedError || (error instanceof Error && /closed|InvalidState/i.test(error.name + error.message))) {
      if (!db.isOpen()) await db.open();
      return work();
    }
    throw error;
  }
}

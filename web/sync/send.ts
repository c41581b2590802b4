import { isBatchError, type BatchResult } from "../../schema/save/batch";
import { retryAfterUntil } from "../../schema/rate-limit";
import type { OutboxRow } from "../db/db";
import type { Packed } from "./pack";

/** What becomes of one outbox item after its answer. */
export type ItemOutcome =
  | { kind: "acked"; revision: number }
  | { kind: "retry"; reason: string }
  /** The server asked this device to pause (429 with Retry-After): nothing is sent before `until`. */
  | { kind: "wait"; until: number; reason: string }
  | { kind: "failed"; reason: string }
  /**
   * The respondent was erased at their request (410, docs/admin.md#a-respondents-data-rights-gdpr-art-15-17-20): the save goes, it is not
   * failed.
   */
  | { kind: "erased" }
  /** The server holds this response completed, and a completed response is final (409, decision 029): the save goes, reported. */
  | { kind: "final"; reason: string };

/** A batch's fate: one outcome per item, or one for the whole request (the server was not reached, or refused it whole). */
export type BatchOutcome =
  | { kind: "answered"; items: ItemOutcome[] }
  | { kind: "retry"; reason: string }
  | { kind: "wait"; until: number; reason: string }
  /** A permanent 4xx for the request as a whole (body too large, malformed): each item must be tried alone. */
  | { kind: "refused"; reason: string };

/** Fetch's limit for the bodies of keepalive requests in flight together (64 KiB), with room to spare. */
export const KEEPALIVE_MAX_BYTES = 60_000;

/** 15 s, plus a second per 50 KB of body: a full batch on a slow link still gets to finish. */
const timeoutMs = (bytes: number) => 15_000 + Math.ceil(bytes / 50_000) * 1000;

/**
 * One POST of up to 50 outbox items to /api/assessment/batch (docs/offline.md#sync-at-the-speed-of-the-link). Each item is acknowledged
 * only by its own slot: 2xx JSON echoing its id and a revision at least its own. Redirects, HTML
 * (captive portals answer 200), 5xx, 408/429 and timeouts retry every item of the request.
 */
export async function sendBatch(batch: Packed, fetcher: typeof fetch = fetch): Promise<BatchOutcome> {
  let res: Response;
  try {
    res = await fetcher("/api/assessment/batch", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: batch.body,
      redirect: "manual",
      credentials: "same-origin",
      signal: AbortSignal.timeout(timeoutMs(batch.bytes)),
    });
  } catch (error) {
    return { kind: "retry", reason: error instanceof Error ? error.message : "network error" };
  }
  if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 400)) return { kind: "retry", reason: `redirect ${res.status}` };
  if (res.status === 429) {
    const until = retryAfterUntil(res.headers.get("Retry-After"), Date.now());
    if (until !== null) return { kind: "wait", until, reason: `429: the server asked to wait until ${new Date(until).toISOString()}` };
  }
  const isJson = (res.headers.get("content-type") ?? "").includes("application/json");
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 && isJson) {
    const body = await res.text().catch(() => "");
    return { kind: "refused", reason: `${res.status}: ${body || res.statusText}` };
  }
  if (!res.ok || !isJson) return { kind: "retry", reason: `${res.status} ${isJson ? "" : "non-JSON answer"}`.trim() };
  let results: unknown;
  try {
    results = ((await res.json()) as { results?: unknown }).results;
  } catch {
    return { kind: "retry", reason: "unreadable answer" };
  }
  if (!Array.isArray(results) || results.length !== batch.items.length)
    return { kind: "retry", reason: "answer did not hold one result per save" };
  return { kind: "answered", items: batch.items.map((row, i) => itemOutcome(row, results[i] as BatchResult | null, Date.now())) };
}

/** One slot of a batch answer, judged for its item (exported for the tests). */
export function itemOutcome(row: OutboxRow, slot: BatchResult | null, now: number): ItemOutcome {
  if (!slot || typeof slot !== "object") return { kind: "retry", reason: "answer did not acknowledge this save" };
  if (!isBatchError(slot)) {
    if (slot.id === row.id && typeof slot.revision === "number" && slot.revision >= row.revision)
      return { kind: "acked", revision: slot.revision };
    return { kind: "retry", reason: "answer did not acknowledge this save" };
  }
  const reason = `${slot.status}: ${JSON.stringify({ error: slot.error, issues: slot.issues })}`;
  if (slot.status === 410) return { kind: "erased" };
  if (slot.status === 409) return { kind: "final", reason };
  if (slot.status === 429) {
    const until = retryAfterUntil(typeof slot.retryAfter === "number" ? String(Math.ceil(slot.retryAfter)) : null, now);
    return until === null
      ? { kind: "retry", reason }
      : { kind: "wait", until, reason: `429: the server asked to wait until ${new Date(until).toISOString()}` };
  }
  const status: number = slot.status;
  if (status >= 400 && status < 500 && status !== 408) return { kind: "failed", reason };
  return { kind: "retry", reason };
}

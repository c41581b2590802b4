import { retryAfterUntil } from "../../schema/rate-limit";
import type { OutboxRow } from "../db/db";

export type SendOutcome =
  | { kind: "acked"; revision: number }
  | { kind: "retry"; reason: string }
  /** The server asked this device to pause (429 with Retry-After): nothing is sent before `until`. */
  | { kind: "wait"; until: number; reason: string }
  | { kind: "failed"; reason: string }
  | { kind: "erased" };

const TIMEOUT_MS = 15_000;

/**
 * One POST of an outbox item. Acknowledged only by a 2xx JSON answer echoing the id and a revision at
 * least ours; redirects, HTML (captive portals answer 200), 5xx, 408/429 and timeouts are retried
 * (a 429 with Retry-After not before it).
 */
export async function sendItem(row: OutboxRow, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const url = row.completes ? "/api/assessment" : "/api/assessment/partial";
  let res: Response;
  try {
    res = await fetcher(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...row.payload, isCompleted: row.completes }),
      redirect: "manual",
      credentials: "same-origin",
      signal: AbortSignal.timeout(TIMEOUT_MS),
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
  // The respondent was erased at their request: the save must go, not wait in the failed list.
  if (res.status === 410 && isJson) return { kind: "erased" };
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 && isJson) {
    const body = await res.text().catch(() => "");
    return { kind: "failed", reason: `${res.status}: ${body || res.statusText}` };
  }
  if (!res.ok || !isJson) return { kind: "retry", reason: `${res.status} ${isJson ? "" : "non-JSON answer"}`.trim() };
  try {
    const body = (await res.json()) as { id?: unknown; revision?: unknown };
    if (body.id === row.id && typeof body.revision === "number" && body.revision >= row.revision) return { kind: "acked", revision: body.revision };
    return { kind: "retry", reason: "answer did not acknowledge this save" };
  } catch {
    return { kind: "retry", reason: "unreadable answer" };
  }
}

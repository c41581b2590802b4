// A stand-in network for the outbox tests: records each batch POST and answers it as told.
import type { BatchResult } from "../../schema/save/batch";
import type { SavePayload } from "../../schema/save/payload";

export type SentSave = SavePayload & { isCompleted: boolean };
export type Call = { url: string; saves: SentSave[] };

export function network(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    // The device's health report before an upload, where a test has the reporter listening (web/sync/health-report.ts):
    // taken, not recorded.
    if (url === "/api/devices/health") return new Response(null, { status: 204 });
    const call: Call = { url, saves: (JSON.parse(String(init.body)) as { saves: SentSave[] }).saves };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  /** Every save sent, in order, across calls. */
  const sent = () => calls.flatMap((c) => c.saves);
  return { calls, fetcher, sent };
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

/** The server's acknowledgement of a save: its id and revision echoed. */
export const ackOf = (s: SentSave): BatchResult => ({ id: s.id, revision: s.revision, isCompleted: s.isCompleted });

/** Answers every save of every batch with `slot` (an acknowledgement unless told otherwise). */
export const perSave =
  (slot: (s: SentSave) => BatchResult = ackOf) =>
  (c: Call) =>
    json({ results: c.saves.map(slot) });

// Uploads follow steps, not taps (docs/decisions/073-uploads-follow-steps.md): answers inside a step are in the
// outbox at once, coalesced into the response's one row, and leave with the step's end, when the page is hidden
// or closing, or at the end of their hold; never later, never lost, never twice as two records.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { db } from "../db/db";
import { drainOutbox } from "./drain";
import { reportBeforeUploads } from "./health-report";
import { ANSWER_HOLD_MS, answerHoldMs, calmUntil, UPLOAD_GRACE_MS } from "./hold";
import { sendOnLeave } from "./leave";
import { dueItems, enqueueSave, nextHoldEnd, scheduleRetry } from "./outbox";
import { ackOf, json, network, perSave, type Call } from "./test-network";

const ID = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
const HOLD = ANSWER_HOLD_MS;

function save(revision: number, culture: Record<string, number> = {}, id = ID): SavePayload {
  return {
    id,
    revision,
    writeToken: "t".repeat(40),
    step: "pursuer-ranking-complete",
    name: "N",
    email: "n@example.com",
    jobTitle: "J",
    linkedinProfile: "https://linkedin.com/in/n",
    userFlow: "ic",
    attractionResponses: {},
    pursuerResponses: {},
    cultureCompatibilityResponses: culture,
  };
}

/** A network that counts the health reports too (test-network takes them without a record). */
function counted(answer: (call: Call) => Response | Promise<Response>) {
  const net = network(answer);
  const urls: string[] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    urls.push(url);
    return net.fetcher(url, init);
  }) as unknown as typeof fetch;
  return { ...net, fetcher, urls };
}

// The reporter listens, as in the page: a late queue would be reported before it moves, held answers are not late.
let stopReporting = () => {};
beforeEach(async () => {
  await db.outbox.clear();
  await db.meta.clear();
  stopReporting = reportBeforeUploads();
});
afterEach(async () => {
  stopReporting();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe("answers inside a step", () => {
  it("wait in the response's one row, and a step's end sends them all in one request", async () => {
    const before = Date.now();
    expect(await enqueueSave(save(8, { a: 1 }), false, HOLD)).toBeGreaterThanOrEqual(before + HOLD);
    await enqueueSave(save(9, { a: 1, b: 2 }), false, HOLD);
    await enqueueSave(save(10, { a: 1, b: 2, c: 3 }), false, HOLD);
    const net = counted(perSave(ackOf));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(net.urls).toEqual([]);
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ revision: 10, attempts: 0 });
    expect(row!.nextAttemptAt - before).toBeGreaterThanOrEqual(HOLD);

    // The step ends: due at once, one request with every answer.
    expect(await enqueueSave(save(11, { a: 1, b: 2, c: 3, d: 4 }), false)).toBe(0);
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.calls).toHaveLength(1);
    expect(net.sent()).toEqual([expect.objectContaining({ revision: 11, cultureCompatibilityResponses: { a: 1, b: 2, c: 3, d: 4 } })]);
    // Held answers were not late: no health report went before the upload.
    expect(net.urls).toEqual(["/api/assessment/batch"]);
  });

  it("keep the first waiting answer's hold: a steady stream of answers still leaves within the hold", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2026-12-01T10:00:00Z");
    vi.setSystemTime(start);
    const net = counted(perSave(ackOf));
    let sentAt: number[] = [];
    for (let i = 0; i < 30; i++) {
      vi.setSystemTime(start + i * 4000);
      await enqueueSave(save(100 + i, { [`q${i}`]: 1 }), false, HOLD);
      const calls = net.calls.length;
      await drainOutbox(net.fetcher);
      if (net.calls.length > calls) sentAt = [...sentAt, Date.now() - start];
    }
    // An answer every 4 s for 2 minutes, a drain after each: sent at the first drain after the hold of the first
    // answer waiting ended (0 s + 45 s, then 52 s + 45 s), never an answer per request.
    expect(sentAt).toEqual([48_000, 100_000]);
    expect(net.urls.filter((u) => u.includes("health"))).toEqual([]);
  });

  it("given while their row is in flight, start their own hold instead of riding on the row's due time", async () => {
    await enqueueSave(save(20), false);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const net = counted(async (call) => {
      await gate;
      return perSave(ackOf)(call);
    });
    const drained = drainOutbox(net.fetcher);
    await vi.waitFor(() => expect(net.calls).toHaveLength(1));
    const during = Date.now();
    await enqueueSave(save(21, { a: 1 }), false, HOLD);
    release();
    await drained;
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ revision: 21, attempts: 0 });
    expect(row!.nextAttemptAt).toBeGreaterThanOrEqual(during + HOLD);
    // Its wait is counted from when the drain read the row at the latest, not from the first save's.
    expect(row!.queuedAt).toBeLessThanOrEqual(during);
    expect(during - row!.queuedAt).toBeLessThan(1000);
    expect(await dueItems(Date.now())).toEqual([]);
    expect(await nextHoldEnd()).toBe(row!.nextAttemptAt);
  });

  it("go when the page is hidden (flush), but a row backing off after a failure keeps its backoff", async () => {
    await enqueueSave(save(30, { a: 1 }), false, HOLD);
    await enqueueSave(save(1, {}, "11111111-1111-4111-8111-111111111111"), false);
    await scheduleRetry("11111111-1111-4111-8111-111111111111", 1, "503");
    const net = counted(perSave(ackOf));
    expect(await drainOutbox(net.fetcher, { flush: true })).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.sent().map((s) => s.revision)).toEqual([30]);
    expect(await db.outbox.count()).toBe(1);
  });

  it("hidden, go in requests that outlive the page (keepalive), unless too big for fetch to allow it", async () => {
    await enqueueSave(save(40, { a: 1 }), false, HOLD);
    const inits: RequestInit[] = [];
    const net = network(perSave(ackOf));
    const fetcher = ((url: string, init: RequestInit) => {
      inits.push(init);
      return net.fetcher(url, init);
    }) as unknown as typeof fetch;
    await drainOutbox(fetcher, { flush: true, keepalive: true });
    expect(inits.map((i) => i.keepalive)).toEqual([true]);
  });

  it("a shortened hold (the e2e tests') applies, a longer one does not", async () => {
    expect(await answerHoldMs()).toBe(ANSWER_HOLD_MS);
    await db.meta.put({ key: "uploadHoldMs", value: 2000 });
    expect(await answerHoldMs()).toBe(2000);
    await db.meta.put({ key: "uploadHoldMs", value: 10 * ANSWER_HOLD_MS });
    expect(await answerHoldMs()).toBe(ANSWER_HOLD_MS);
  });

  it("read as safe on the device for their hold plus the upload's grace, and not at all after a failed try", () => {
    expect(ANSWER_HOLD_MS + UPLOAD_GRACE_MS).toBe(60_000);
    expect(calmUntil({ attempts: 0, queuedAt: 1000, dueAt: 1000 + ANSWER_HOLD_MS })).toBe(61_000);
    expect(calmUntil({ attempts: 0, queuedAt: 1000 })).toBe(1000 + UPLOAD_GRACE_MS);
    expect(calmUntil({ attempts: 1, queuedAt: 1000, dueAt: 1000 })).toBe(0);
  });
});

describe("a page closing (pagehide)", () => {
  // What this page queued lives in its memory across tests: each test here uses its own response.
  const LEAVING = "77777777-7777-4777-8777-777777777777";
  const OFFLINE = "88888888-8888-4888-8888-888888888888";

  it("sends what it queued, from memory, in one keepalive request made before the handler returns", async () => {
    await enqueueSave(save(50, { a: 1 }, LEAVING), false, HOLD);
    await enqueueSave(save(51, { a: 1, b: 2 }, LEAVING), false, HOLD);
    const inits: RequestInit[] = [];
    const net = network(perSave(ackOf));
    vi.stubGlobal("fetch", ((url: string, init: RequestInit) => {
      inits.push(init);
      return net.fetcher(url, init);
    }) as unknown as typeof fetch);
    sendOnLeave();
    // Synchronous: the request is made before any IndexedDB read could have answered.
    expect(inits.map((i) => i.keepalive)).toEqual([true]);
    expect(
      net
        .sent()
        .filter((s) => s.id === LEAVING)
        .map((s) => s.revision),
    ).toEqual([51]);
    // A page that lives on (back/forward cache) settles the answer like a drain.
    await vi.waitFor(async () => expect(await db.outbox.get(LEAVING)).toBeUndefined());
    net.calls.length = 0;
    sendOnLeave();
    expect(net.sent().filter((s) => s.id === LEAVING)).toEqual([]);
  });

  it("sends nothing offline, and nothing while the server asked the device to wait", async () => {
    await enqueueSave(save(60, { a: 1 }, OFFLINE), false, HOLD);
    const net = network(() => json({ results: [] }));
    vi.stubGlobal("fetch", net.fetcher);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    sendOnLeave();
    expect(net.calls).toEqual([]);
  });
});

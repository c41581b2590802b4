import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BatchResult } from "../../schema/save/batch";
import type { SavePayload } from "../../schema/save/payload";
import { db } from "../db/db";
import { drainOutbox, onAcknowledged } from "./drain";
import { MAX_BACKOFF_MS, backoffMs, enqueueSave, failedItems, makeAllDue } from "./outbox";
import { uploadsPausedUntil } from "./server-wait";
import { syncNow } from "./triggers";
import { ackOf, json, network, perSave, type SentSave } from "./test-network";

function payload(revision: number, id = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f"): SavePayload {
  return {
    id,
    revision,
    writeToken: "t".repeat(40),
    step: `step-${revision}`,
    name: "N",
    email: "n@example.com",
    jobTitle: "J",
    linkedinProfile: "https://linkedin.com/in/n",
    userFlow: "ic",
    attractionResponses: {},
    pursuerResponses: {},
  };
}

const ack = perSave();
const error =
  (status: number, extra: object = {}) =>
  (s: SentSave): BatchResult => ({
    id: s.id,
    status: status as 400,
    error: `refused ${status}`,
    issues: [{ path: "id", message: "no" }],
    ...extra,
  });

beforeEach(async () => {
  await db.outbox.clear();
  await db.meta.clear();
});
afterEach(async () => {
  await db.outbox.clear();
});

describe("outbox", () => {
  it("keeps only the newest revision per response and sends it once", async () => {
    await enqueueSave(payload(1), false);
    await enqueueSave(payload(3), false);
    await enqueueSave(payload(2), false);
    const net = network(ack);
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.calls.map((c) => [c.url, c.saves.map((s) => [s.revision, s.isCompleted])])).toEqual([
      ["/api/assessment/batch", [[3, false]]],
    ]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.meta.get("lastUploadAt"))?.value).toEqual(expect.any(Number));
  });

  it("sends the newest payload as the final submit once any queued save was final", async () => {
    await enqueueSave(payload(4), true);
    await enqueueSave(payload(5), false);
    const net = network(ack);
    await drainOutbox(net.fetcher);
    expect(net.sent()).toEqual([expect.objectContaining({ revision: 5, isCompleted: true })]);
  });

  it.each([
    ["a 5xx", () => new Response("oops", { status: 503 })],
    ["a captive portal's 200 HTML", () => new Response("<html>login</html>", { status: 200, headers: { "Content-Type": "text/html" } })],
    ["a redirect", () => new Response(null, { status: 302, headers: { Location: "/portal" } })],
    ["a 429", () => json({ error: "slow down" }, 429)],
    ["a 408", () => json({ error: "timeout" }, 408)],
    ["an answer for an older revision", () => json({ results: [{ id: payload(1).id, revision: 1, isCompleted: false }] })],
    [
      "an answer for another id",
      () => json({ results: [{ id: payload(1, "11111111-1111-4111-8111-111111111111").id, revision: 2, isCompleted: false }] }),
    ],
    ["an answer with a result too few", () => json({ results: [] })],
    ["a single endpoint's answer instead of a batch's", () => json({ id: payload(2).id, revision: 2, isCompleted: false })],
    ["a slot that is not an answer", () => json({ results: [null] })],
    ["a slot saying 500", () => json({ results: [{ id: payload(2).id, status: 500, error: "x", issues: [] }] })],
  ])("keeps the item and retries after %s", async (_name, answer) => {
    await enqueueSave(payload(2), false);
    const net = network(answer);
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await db.outbox.get(payload(2).id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.nextAttemptAt).toBeGreaterThan(Date.now());
    // Not due yet; 'Sync now' / online makes it due again and it goes through.
    const later = network(ack);
    await drainOutbox(later.fetcher);
    expect(later.calls).toHaveLength(0);
    await makeAllDue();
    expect(await drainOutbox(later.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("retries after a network error or timeout", async () => {
    await enqueueSave(payload(1), false);
    const net = network(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await drainOutbox(net.fetcher)).toMatchObject({ retrying: 1 });
    expect(await db.outbox.count()).toBe(1);
  });

  it("spends no attempt while the browser knows it is offline, and sends once it is back", async () => {
    await enqueueSave(payload(1), false);
    const net = network(ack);
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    try {
      expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(net.calls).toHaveLength(0);
      expect(await db.outbox.toArray()).toMatchObject([{ attempts: 0, nextAttemptAt: 0 }]);
    } finally {
      onLine.mockRestore();
    }
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });

  it("forgets the backoff when the network returns: one more failure waits seconds, not half a minute", async () => {
    await enqueueSave(payload(1), false);
    const down = network(() => Promise.reject(new TypeError("Failed to fetch")));
    for (let i = 0; i < 6; i++) {
      await db.outbox.toCollection().modify({ nextAttemptAt: 0 }); // due again, attempts kept
      await drainOutbox(down.fetcher);
    }
    const [grown] = await db.outbox.toArray();
    expect(grown?.attempts).toBe(6);
    expect(grown!.nextAttemptAt - Date.now()).toBeGreaterThan(20_000);
    expect(grown!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(MAX_BACKOFF_MS);

    await makeAllDue();
    await drainOutbox(down.fetcher);
    const [fresh] = await db.outbox.toArray();
    expect(fresh?.attempts).toBe(1);
    expect(fresh!.nextAttemptAt - Date.now()).toBeLessThanOrEqual(2_500);
  });

  it("waits as long as a 429's Retry-After asks: not a failed item, no try before it, not even 'Sync now'", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.parse("2026-11-23T12:00:00Z");
      vi.setSystemTime(start);
      await enqueueSave(payload(1, "11111111-1111-4111-8111-111111111111"), false);
      await enqueueSave(payload(1, "22222222-2222-4222-8222-222222222222"), true);
      await db.meta.put({ key: "uploadBatchSize", value: 1 });
      const limited = network(() => json({ error: "Too many", issues: [{ path: "id", message: "limit" }] }, 429, { "Retry-After": "40" }));
      expect(await drainOutbox(limited.fetcher)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      // One refusal pauses the device: the limit counts per address, so the other item is not tried.
      expect(limited.calls).toHaveLength(1);
      expect(await uploadsPausedUntil()).toBe(start + 40_000);
      expect(await failedItems()).toEqual([]);
      const rows = await db.outbox.toArray();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([
        ["pending", 0],
        ["pending", 0],
      ]);
      expect(rows.find((r) => r.id === limited.sent()[0]!.id)?.lastError).toContain("429");

      const server = network(ack);
      vi.setSystemTime(start + 39_000);
      await drainOutbox(server.fetcher);
      await syncNow(server.fetcher);
      expect(server.calls).toHaveLength(0);

      vi.setSystemTime(start + 40_000);
      expect(await drainOutbox(server.fetcher)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries a 429 without a readable Retry-After on the usual backoff", async () => {
    await enqueueSave(payload(1), false);
    const net = network(() => new Response("slow down", { status: 429, headers: { "Retry-After": "whenever" } }));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await uploadsPausedUntil()).toBe(0);
    expect(await db.outbox.toArray()).toMatchObject([{ status: "pending", attempts: 1 }]);
  });

  it("moves a permanent 4xx to the failed list and never drops it", async () => {
    await enqueueSave(payload(1), true);
    const net = network(perSave(error(400)));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const failed = await failedItems();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toContain("400");
    await makeAllDue();
    const again = network(ack);
    await drainOutbox(again.fetcher);
    expect(again.calls).toHaveLength(0);
    expect(await failedItems()).toHaveLength(1);
  });

  it("drops a save the server refuses as a change to its completed response (409): not retried, not failed, reported", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      await enqueueSave(payload(4), true);
      const heard: string[] = [];
      const stop = onAcknowledged((id) => heard.push(id));
      const net = network(perSave(error(409)));
      expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      stop();
      expect(await db.outbox.count()).toBe(0);
      // The server holds this response as final: for the device it is uploaded (kiosk mode forgets it).
      expect(heard).toEqual([payload(4).id]);
      const reports = (await db.meta.get("refusedFinalSaves"))?.value;
      expect(reports).toEqual([{ id: payload(4).id, revision: 4, at: expect.any(Number), reason: expect.stringContaining("409") }]);
      expect(JSON.stringify(reports)).not.toContain("n@example.com");
      expect(warn).toHaveBeenCalledTimes(1);
      await syncNow(network(ack).fetcher);
      expect(net.calls).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it("keeps a newer save queued when an older one in flight was refused with 409", async () => {
    vi.spyOn(console, "warn").mockImplementationOnce(() => {});
    await enqueueSave(payload(1), false);
    const net = network(async (c) => {
      await enqueueSave(payload(2), false);
      return perSave(error(409))(c);
    });
    await drainOutbox(net.fetcher);
    expect((await db.outbox.get(payload(1).id))?.revision).toBe(2);
  });

  it("keeps a newer save queued while an older one was in flight", async () => {
    await enqueueSave(payload(1), false);
    const net = network(async (c) => {
      await enqueueSave(payload(2), false);
      return ack(c);
    });
    await drainOutbox(net.fetcher);
    expect((await db.outbox.get(payload(1).id))?.revision).toBe(2);
  });

  it("runs one drain at a time: two racing triggers never send the same save twice", async () => {
    await enqueueSave(payload(1, "11111111-1111-4111-8111-111111111111"), false);
    await enqueueSave(payload(1, "22222222-2222-4222-8222-222222222222"), false);
    const net = network(ack);
    await Promise.all([drainOutbox(net.fetcher), drainOutbox(net.fetcher), drainOutbox(net.fetcher)]);
    expect(
      net
        .sent()
        .map((s) => s.id)
        .sort(),
    ).toEqual(["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"]);
  });
});

describe("draining in batches (docs/offline.md#sync-at-the-speed-of-the-link)", () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

  it("sends 120 queued saves in three requests of at most 50; each leaves only on its own acknowledgement", async () => {
    const all = ids(120);
    for (const id of all) await enqueueSave(payload(1, id), id.endsWith("7"));
    const unacked = all[42]!;
    const net = network(perSave((s) => (s.id === unacked ? { id: s.id, revision: 0, isCompleted: false } : ackOf(s))));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 119, retrying: 1, failed: 0 });
    expect(net.calls.map((c) => [c.url, c.saves.length])).toEqual([
      ["/api/assessment/batch", 50],
      ["/api/assessment/batch", 50],
      ["/api/assessment/batch", 20],
    ]);
    expect(new Set(net.sent().map((s) => s.id)).size).toBe(120);
    expect(
      net
        .sent()
        .filter((s) => s.isCompleted)
        .map((s) => s.id),
    ).toEqual(all.filter((id) => id.endsWith("7")));
    expect(await db.outbox.toArray()).toMatchObject([{ id: unacked, status: "pending", attempts: 1 }]);
  });

  it("judges each save by its own slot: a permanent error fails only it, a 410 drops only it, a 429 pauses, the rest are acknowledged", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const start = Date.parse("2026-11-23T15:00:00Z");
      vi.setSystemTime(start);
      const [ok1, mine, ok2, limited, invalid, erased] = ids(6);
      for (const id of [ok1, mine, ok2, limited, invalid, erased]) await enqueueSave(payload(1, id), true);
      const slots: Record<string, (s: SentSave) => BatchResult> = {
        [mine!]: error(403),
        [limited!]: error(429, { retryAfter: 30 }),
        [invalid!]: error(400),
        [erased!]: error(410),
      };
      const net = network(perSave((s) => slots[s.id]?.(s) ?? ackOf(s)));
      expect(await drainOutbox(net.fetcher)).toEqual({ sent: 2, retrying: 1, failed: 2 });
      expect(net.calls).toHaveLength(1);
      const rows = Object.fromEntries((await db.outbox.toArray()).map((r) => [r.id, [r.status, r.attempts, r.lastError?.slice(0, 3)]]));
      expect(rows).toEqual({ [mine!]: ["failed", 1, "403"], [limited!]: ["pending", 0, "429"], [invalid!]: ["failed", 1, "400"] });
      expect(await uploadsPausedUntil()).toBe(start + 30_000);

      // Nothing before the Retry-After; then only the waiting save goes.
      const later = network(ack);
      await syncNow(later.fetcher);
      expect(later.calls).toHaveLength(0);
      vi.setSystemTime(start + 30_000);
      expect(await drainOutbox(later.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(later.sent().map((s) => s.id)).toEqual([limited]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries every save of a batch the server did not answer, and stops the drain there", async () => {
    for (const id of ids(60)) await enqueueSave(payload(1, id), false);
    const net = network(() => new Response("bad gateway", { status: 502 }));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 50, failed: 0 });
    expect(net.calls).toHaveLength(1);
    const rows = await db.outbox.toArray();
    expect(rows.filter((r) => r.attempts === 1)).toHaveLength(50);
    expect(rows.filter((r) => r.attempts === 0)).toHaveLength(10);
  });

  it("tries each save alone after a batch is refused whole (413), so only the save too big fails", async () => {
    const [small, big, other] = ids(3);
    for (const id of [small, big, other]) await enqueueSave(payload(1, id), false);
    const net = network((c) =>
      c.saves.some((s) => s.id === big)
        ? json({ error: "Request body too large", issues: [{ path: "", message: "too large" }] }, 413)
        : perSave()(c),
    );
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 2, retrying: 0, failed: 1 });
    expect(net.calls.map((c) => c.saves.length)).toEqual([3, 1, 1, 1]);
    expect(await db.outbox.toArray()).toMatchObject([{ id: big, status: "failed" }]);
  });

  it("sends one save per request when meta uploadBatchSize is 1 (the bench's serial drain)", async () => {
    for (const id of ids(4)) await enqueueSave(payload(1, id), false);
    await db.meta.put({ key: "uploadBatchSize", value: 1 });
    const net = network(ack);
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 4, retrying: 0, failed: 0 });
    expect(net.calls.map((c) => c.saves.length)).toEqual([1, 1, 1, 1]);
  });

  it("tells kiosk mode about each completed save the server acknowledged, and only those", async () => {
    const [done, partial, refused] = ids(3);
    await enqueueSave(payload(2, done), true);
    await enqueueSave(payload(1, partial), false);
    await enqueueSave(payload(3, refused), true);
    const heard: string[] = [];
    const stop = onAcknowledged((id) => heard.push(id));
    try {
      await drainOutbox(network(perSave((s) => (s.id === refused ? error(403)(s) : ackOf(s)))).fetcher);
    } finally {
      stop();
    }
    expect(heard).toEqual([done]);
  });
});

describe("backoffMs", () => {
  it("doubles from 2 s and never waits longer than 30 s, whatever the jitter and the number of tries", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 0.5))).toEqual([2000, 4000, 8000, 16_000]);
    expect(MAX_BACKOFF_MS).toBe(30_000);
    for (const attempts of [5, 6, 10, 100]) {
      for (const random of [0, 0.5, 0.999]) expect(backoffMs(attempts, random)).toBeLessThanOrEqual(30_000);
      expect(backoffMs(attempts, 0)).toBeGreaterThanOrEqual(24_000);
    }
  });

  it("spreads devices by ±25 %", () => {
    expect(backoffMs(3, 0)).toBe(6000);
    expect(backoffMs(3, 1)).toBe(10_000);
  });
});

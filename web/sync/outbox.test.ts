import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SavePayload } from "../../schema/payload";
import { db } from "../db/db";
import { drainOutbox } from "./drain";
import { MAX_BACKOFF_MS, backoffMs, enqueueSave, failedItems, makeAllDue } from "./outbox";
import { uploadsPausedUntil } from "./server-wait";
import { syncNow } from "./triggers";

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

type Call = { url: string; body: SavePayload & { isCompleted: boolean } };

/** A stand-in network: answers each POST with the given response factory and records the calls. */
function network(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    const call = { url, body: JSON.parse(String(init.body)) };
    calls.push(call);
    return answer(call);
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

const ack = (c: Call, status = 200) =>
  new Response(JSON.stringify({ id: c.body.id, revision: c.body.revision, isCompleted: c.body.isCompleted }), {
    status,
    headers: { "Content-Type": "application/json" },
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
    const net = network((c) => ack(c));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.calls.map((c) => [c.url, c.body.revision])).toEqual([["/api/assessment/partial", 3]]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.meta.get("lastUploadAt"))?.value).toEqual(expect.any(Number));
  });

  it("sends the newest payload as the final submit once any queued save was final", async () => {
    await enqueueSave(payload(4), true);
    await enqueueSave(payload(5), false);
    const net = network((c) => ack(c));
    await drainOutbox(net.fetcher);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]).toMatchObject({ url: "/api/assessment", body: { revision: 5, isCompleted: true } });
  });

  it.each([
    ["a 5xx", () => new Response("oops", { status: 503 })],
    ["a captive portal's 200 HTML", () => new Response("<html>login</html>", { status: 200, headers: { "Content-Type": "text/html" } })],
    ["a redirect", () => new Response(null, { status: 302, headers: { Location: "/portal" } })],
    ["a 429", () => new Response(JSON.stringify({ error: "slow down" }), { status: 429, headers: { "Content-Type": "application/json" } })],
    ["an answer for an older revision", () => new Response(JSON.stringify({ id: payload(1).id, revision: 1 }), { headers: { "Content-Type": "application/json" } })],
  ])("keeps the item and retries after %s", async (_name, answer) => {
    await enqueueSave(payload(2), false);
    const net = network(answer);
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const row = await db.outbox.get(payload(2).id);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.nextAttemptAt).toBeGreaterThan(Date.now());
    // Not due yet; 'Sync now' / online makes it due again and it goes through.
    const later = network((c) => ack(c));
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
    const net = network((c) => ack(c));
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
      const limited = network(() => new Response(JSON.stringify({ error: "Too many", issues: [{ path: "id", message: "limit" }] }), {
        status: 429,
        headers: { "Content-Type": "application/json", "Retry-After": "40" },
      }));
      expect(await drainOutbox(limited.fetcher)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      // One refusal pauses the device: the limit counts per address, so the other item is not tried.
      expect(limited.calls).toHaveLength(1);
      expect(await uploadsPausedUntil()).toBe(start + 40_000);
      expect(await failedItems()).toEqual([]);
      const rows = await db.outbox.toArray();
      expect(rows.map((r) => [r.status, r.attempts])).toEqual([["pending", 0], ["pending", 0]]);
      expect(rows.find((r) => r.id === limited.calls[0]!.body.id)?.lastError).toContain("429");

      const server = network((c) => ack(c));
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
    const net = network(() => new Response(JSON.stringify({ error: "Invalid request body", issues: [] }), { status: 400, headers: { "Content-Type": "application/json" } }));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const failed = await failedItems();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.lastError).toContain("400");
    await makeAllDue();
    const again = network((c) => ack(c));
    await drainOutbox(again.fetcher);
    expect(again.calls).toHaveLength(0);
    expect(await failedItems()).toHaveLength(1);
  });

  it("drops a save the server answers 410 (the respondent was erased): not queued, not failed, and the next one still goes", async () => {
    const erased = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    await enqueueSave(payload(2, erased), true);
    await enqueueSave(payload(1), false);
    const gone = { error: "This response was erased", issues: [{ path: "id", message: "erased" }] };
    const net = network((c) => (c.body.id === erased ? new Response(JSON.stringify(gone), { status: 410, headers: { "Content-Type": "application/json" } }) : ack(c)));
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await db.outbox.get(erased)).toBeUndefined();
    expect(await failedItems()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
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
    const net = network((c) => ack(c));
    await Promise.all([drainOutbox(net.fetcher), drainOutbox(net.fetcher), drainOutbox(net.fetcher)]);
    expect(net.calls.map((c) => c.body.id).sort()).toEqual(["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"]);
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

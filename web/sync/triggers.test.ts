import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { db } from "../db/db";
import { drainOutbox } from "./drain";
import { enqueueSave } from "./outbox";
import { network, perSave } from "./test-network";
import { syncNow, watchSyncTriggers, type TriggerActions } from "./triggers";

/** Trigger actions that only count how often each was asked for. */
function counting() {
  const calls = { syncNow: 0, drain: 0, flush: 0, leave: 0 };
  const actions: TriggerActions = {
    syncNow: async () => void calls.syncNow++,
    drain: async () => void calls.drain++,
    flush: async () => void calls.flush++,
    leave: () => void calls.leave++,
  };
  return { calls, actions };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("page sync triggers (docs/offline.md#sync-at-the-speed-of-the-link)", () => {
  it("tries at once, regardless of backoff, when the page starts", () => {
    const { calls, actions } = counting();
    stop = watchSyncTriggers(window, document, actions);
    expect(calls).toEqual({ syncNow: 1, drain: 0, flush: 0, leave: 0 });
  });

  it("tries at once when the page becomes visible again; hidden, it sends what waits, held answers too", () => {
    const { calls, actions } = counting();
    stop = watchSyncTriggers(window, document, actions);
    const visibility = vi.spyOn(document, "visibilityState", "get");
    visibility.mockReturnValue("hidden");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(calls).toMatchObject({ syncNow: 1, flush: 1 });
    visibility.mockReturnValue("visible");
    document.dispatchEvent(new Event("visibilitychange"));
    expect(calls).toMatchObject({ syncNow: 2, flush: 1 });
  });

  it("sends what the page queued when it closes (pagehide)", () => {
    const { calls, actions } = counting();
    stop = watchSyncTriggers(window, document, actions);
    window.dispatchEvent(new Event("pagehide"));
    expect(calls).toMatchObject({ leave: 1, flush: 0 });
  });

  it("tries at once when the network returns", () => {
    const { calls, actions } = counting();
    stop = watchSyncTriggers(window, document, actions);
    window.dispatchEvent(new Event("online"));
    expect(calls.syncNow).toBe(2);
  });

  it("drains what is due every 5 s, keeping the backoff", () => {
    vi.useFakeTimers();
    const { calls, actions } = counting();
    stop = watchSyncTriggers(window, document, actions);
    vi.advanceTimersByTime(4999);
    expect(calls.drain).toBe(0);
    vi.advanceTimersByTime(1);
    expect(calls.drain).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual({ syncNow: 1, drain: 3, flush: 0, leave: 0 });
  });

  it("stops listening once unsubscribed", () => {
    const { calls, actions } = counting();
    watchSyncTriggers(window, document, actions)();
    window.dispatchEvent(new Event("online"));
    expect(calls.syncNow).toBe(1);
  });
});

describe("a page start after a server outage", () => {
  const id = "6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f";
  const payload = {
    id,
    revision: 1,
    writeToken: "t".repeat(40),
    step: "intake-complete",
    name: "N",
    email: "n@example.com",
    jobTitle: "J",
    linkedinProfile: "https://linkedin.com/in/n",
    userFlow: "ic",
    attractionResponses: {},
    pursuerResponses: {},
  } satisfies SavePayload;

  beforeEach(async () => {
    await db.outbox.clear();
    await db.meta.clear();
  });

  it("sends the queue at once even though the backoff had grown to half a minute", async () => {
    await enqueueSave(payload, false);
    const down = (async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    for (let i = 0; i < 6; i++) {
      await db.outbox.toCollection().modify({ nextAttemptAt: 0 });
      await drainOutbox(down);
    }
    const [waiting] = await db.outbox.toArray();
    expect(waiting!.nextAttemptAt - Date.now()).toBeGreaterThan(20_000);

    const net = network(perSave());
    const up = net.fetcher;
    // The reloaded page: its start trigger, wired to the real outbox.
    let started: Promise<unknown> = Promise.resolve();
    stop = watchSyncTriggers(window, document, {
      syncNow: () => (started = syncNow(up)),
      drain: () => drainOutbox(up),
      flush: () => drainOutbox(up, { flush: true }),
      leave: () => {},
    });
    await started;
    expect(net.sent().map((s) => s.id)).toEqual([id]);
    expect(await db.outbox.count()).toBe(0);
  });
});

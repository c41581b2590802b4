// Sync announces what it does; the health reporter is one listener among any (docs/offline.md#health-reports-from-devices).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validPayload } from "../../schema/save/sample-payload";
import { db } from "../db/db";
import { drainOutbox } from "./drain";
import { reportAroundDrains, reportBeforeUploads } from "./health-report";
import { enqueueSave } from "./outbox";
import { announce, listenersDone, onSync, type DrainResult } from "./sync-events";
import { perSave, network } from "./test-network";

/** A network that records every request's address, the health reports' too, and acknowledges every save. */
function recorded() {
  const net = network(perSave());
  const urls: string[] = [];
  const fetcher = ((url: string, init: RequestInit) => {
    urls.push(url);
    return net.fetcher(url, init);
  }) as unknown as typeof fetch;
  return { fetcher, urls };
}

/** A save that has waited a minute past being due (the device was offline): news for the live board. */
async function lateSave() {
  const save = validPayload();
  await enqueueSave(save, false);
  await db.outbox.update(save.id, { queuedAt: Date.now() - 60_000, dueAt: Date.now() - 60_000 });
  return save;
}

/**
 * A clock a minute after the last one: no report of an earlier test holds this one's back (MIN_REPORT_GAP_MS).
 * Timers stay real unless asked for (fake-indexeddb runs on setImmediate).
 */
const start = Date.now();
let minutes = 0;
function laterClock(toFake: ("setTimeout" | "clearTimeout")[] = []) {
  vi.useFakeTimers({ toFake: ["Date", ...toFake] });
  vi.setSystemTime(start + 60_000 * ++minutes);
}

const stops: (() => void)[] = [];
beforeEach(async () => {
  await db.outbox.clear();
  await db.meta.clear();
  laterClock();
});
afterEach(async () => {
  stops.splice(0).forEach((stop) => stop());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await db.outbox.clear();
});

describe("what a drain announces", () => {
  it("the queue before it moves, waited for under the lock, and the result after", async () => {
    const heard: string[] = [];
    const net = recorded();
    stops.push(
      onSync("upload", async ({ oldestDueSince, fetcher }) => {
        heard.push(`upload, due ${Math.round((Date.now() - oldestDueSince) / 1000)} s ago`);
        expect(fetcher).toBe(net.fetcher);
        await new Promise((resolve) => setTimeout(resolve, 20));
        heard.push(`upload heard, ${net.urls.length} requests so far`);
      }),
      onSync("drained", (result: DrainResult) => void heard.push(`drained ${JSON.stringify(result)}`)),
    );
    await lateSave();
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(heard).toEqual([
      "upload, due 60 s ago",
      "upload heard, 0 requests so far",
      `drained ${JSON.stringify({ sent: 1, retrying: 0, failed: 0 })}`,
    ]);
  });

  it("nothing to upload: no upload announced, the drain's result still is", async () => {
    const heard: string[] = [];
    stops.push(
      onSync("upload", () => void heard.push("upload")),
      onSync("drained", () => void heard.push("drained")),
    );
    await drainOutbox(recorded().fetcher);
    expect(heard).toEqual(["drained"]);
  });

  it("a listener that fails fails alone: the drain goes on", async () => {
    stops.push(
      onSync("upload", () => {
        throw new Error("a broken listener");
      }),
    );
    const net = recorded();
    await lateSave();
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.urls).toEqual(["/api/assessment/batch"]);
  });

  it("an unsubscribed listener hears nothing more", async () => {
    const heard = vi.fn();
    onSync("resume", heard)();
    await announce("resume");
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("the health reporter, a listener of sync", () => {
  it("hears a drain about to upload a queue that waited, and reports before it moves", async () => {
    stops.push(reportBeforeUploads());
    const net = recorded();
    await lateSave();
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.urls).toEqual(["/api/devices/health", "/api/assessment/batch"]);
  });

  it("with no reporter listening, the same drain uploads the same queue and sends no report", async () => {
    const net = recorded();
    await lateSave();
    expect(await drainOutbox(net.fetcher)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(net.urls).toEqual(["/api/assessment/batch"]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("in the service worker: reports after a drain moved the queue it told of, 5 s after, and the worker waits for it", async () => {
    laterClock(["setTimeout", "clearTimeout"]);
    const reports: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        reports.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }),
    );
    stops.push(reportAroundDrains());
    const net = recorded();
    await lateSave();
    await drainOutbox(net.fetcher);
    // Before the upload, through the drain's own fetch: one save waiting.
    expect(net.urls).toEqual(["/api/devices/health", "/api/assessment/batch"]);
    let settled = false;
    const done = listenersDone().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4_000);
    expect(reports).toEqual([]);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    await done;
    // After it: the queue is empty.
    expect(reports).toEqual([expect.objectContaining({ pending: 0, failed: 0 })]);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceHealthSchema } from "../../schema/live/device-health-schema";
import { db } from "../db/db";
import { setMeta } from "../db/meta";
import { enqueueSave } from "./outbox";
import { announce } from "./sync-events";
import { healthReport, watchHealth, type HealthDeps } from "./health";
import { validPayload } from "../../schema/save/sample-payload";

afterEach(async () => {
  await db.outbox.clear();
  await db.meta.clear();
  vi.useRealTimers();
});

/** A window of fake timers and clock only (fake-indexeddb runs on setImmediate), online. */
function fakeWindow() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  return {
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    navigator: { onLine: true },
    addEventListener() {},
    removeEventListener() {},
  };
}

describe("a device's health report (docs/offline.md#health-reports-from-devices)", () => {
  it("counts the queue and the oldest save's age, and carries nothing a respondent gave", async () => {
    const now = Date.now();
    const save = validPayload({ name: "Ada Lovelace", email: "ada@example.org" });
    await enqueueSave(save, false);
    await db.outbox.update(save.id, { queuedAt: now - 400_000, lastError: '503: {"error":"Service unavailable"}' });
    const report = await healthReport(now);
    expect(DeviceHealthSchema.safeParse(report).success).toBe(true);
    expect(report).toMatchObject({
      pending: 1,
      failed: 0,
      oldestAgeSeconds: 400,
      kiosk: false,
      label: null,
      teamCode: null,
      lastError: "503",
    });
    const sent = JSON.stringify(report);
    for (const given of [save.name, save.email, save.id, save.writeToken]) expect(sent).not.toContain(given);
  });

  it("carries the device's own key, made on its first report and the same on every later one (decision 062)", async () => {
    expect(await db.meta.get("deviceKey")).toBeUndefined();
    const first = await healthReport();
    expect(first.deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await db.meta.get("deviceKey"))?.value).toBe(first.deviceKey);
    expect((await healthReport()).deviceKey).toBe(first.deviceKey);
    expect((await healthReport()).deviceId).toBe(first.deviceId);
    // A key that cannot be read is made anew rather than sent broken.
    await db.meta.put({ key: "deviceKey", value: 42 });
    const repaired = await healthReport();
    expect(repaired.deviceKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(repaired.deviceKey).not.toBe(first.deviceKey);
  });

  it("on a kiosk carries the staff label and the team; nothing waiting reads as no age", async () => {
    await setMeta("kiosk", { enabled: true, idleSeconds: 120, pin: null, teamCode: "abcd23efgh45", language: "en", label: "Tablet 3" });
    expect(await healthReport()).toMatchObject({
      kiosk: true,
      label: "Tablet 3",
      teamCode: "abcd23efgh45",
      pending: 0,
      oldestAgeSeconds: null,
    });
  });

  it("a kiosk reports before a sync, not again within 5 s, and every 30 s while online", async () => {
    const win = fakeWindow();
    const h = fakes({ kiosk: true });
    const health = watchHealth(win as unknown as Window, h.deps);
    await health.beforeSync();
    await health.beforeSync();
    expect(h.report).toHaveBeenCalledTimes(1);
    // The first 30 s tick comes 30 s after that report: one more.
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(h.report).toHaveBeenCalledTimes(2));
    health.stop();
  });

  it("a respondent's browser reports before a sync only while saves wait, and has no heartbeat", async () => {
    const win = fakeWindow();
    const h = fakes({ kiosk: false, queue: 0 });
    const health = watchHealth(win as unknown as Window, h.deps);
    await health.beforeSync();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.report).not.toHaveBeenCalled();
    h.queue = 2;
    await health.beforeSync();
    expect(h.report).toHaveBeenCalledTimes(1);
    health.stop();
  });

  it("after a drain moved a queue the server was told of, reports once, 5 s after the last report", async () => {
    const win = fakeWindow();
    const h = fakes({ kiosk: false, queue: 1 });
    const health = watchHealth(win as unknown as Window, h.deps);
    await health.beforeSync();
    expect(h.told()).toBe(1);
    // A drain that moved nothing: no report.
    await health.afterDrain();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.report).toHaveBeenCalledTimes(1);
    // The service worker uploaded it: the page's next drain finds the queue moved.
    h.queue = 0;
    await health.afterDrain();
    await health.afterDrain();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.report).toHaveBeenCalledTimes(2);
    expect(h.told()).toBe(0);
    // Told 0: nothing more to correct.
    await health.afterDrain();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.report).toHaveBeenCalledTimes(2);
    health.stop();
  });
});

describe("the page's reporter listens to what sync announces (web/sync/sync-events.ts)", () => {
  const settings = { enabled: true, idleSeconds: 120, pin: null, teamCode: null, language: "en", label: null } as const;

  it("reports on a resume, after a drain moved the queue, and when staff save a new name or team but not a language", async () => {
    const win = fakeWindow();
    const h = fakes({ kiosk: true, queue: 1 });
    const health = watchHealth(win as unknown as Window, h.deps);
    await announce("resume");
    expect(h.report).toHaveBeenCalledTimes(1);
    h.queue = 0;
    await announce("drained", { sent: 1, retrying: 0, failed: 0 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.report).toHaveBeenCalledTimes(2);
    await announce("kioskSaved", { before: settings, after: { ...settings, language: "ar" } });
    expect(h.report).toHaveBeenCalledTimes(2);
    await announce("kioskSaved", { before: settings, after: { ...settings, label: "Tablet 3" } });
    await announce("kioskSaved", { before: settings, after: { ...settings, teamCode: "abcd23efgh45" } });
    expect(h.report).toHaveBeenCalledTimes(4);
    // Stopped, it hears nothing more.
    health.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    await announce("resume");
    await announce("kioskSaved", { before: settings, after: { ...settings, label: "Tablet 4" } });
    expect(h.report).toHaveBeenCalledTimes(4);
  });
});

/** The reporter's world: a queue, a kiosk or not, and a server that remembers what it was told. */
function fakes({ kiosk, queue = 0 }: { kiosk: boolean; queue?: number }) {
  const h = {
    queue,
    toldSize: null as number | null,
    lastAt: 0,
    report: vi.fn(async () => {
      h.lastAt = Date.now();
      h.toldSize = h.queue;
      return h.queue;
    }),
    told: () => h.toldSize,
    deps: undefined as unknown as HealthDeps,
  };
  h.deps = { report: h.report, size: async () => h.queue, told: h.told, lastAt: () => h.lastAt, isKiosk: async () => kiosk };
  return h;
}

describe("the report before an upload (web/sync/drain.ts)", () => {
  it("goes before a queue that waited 10 s or more, not before a save uploaded at once", async () => {
    const { reportBeforeUpload } = await import("./health-report");
    const calls: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    await reportBeforeUpload(Date.now() - 1_000, fetcher);
    expect(calls).toEqual([]);
    await reportBeforeUpload(Date.now() - 60_000, fetcher);
    expect(calls).toEqual(["/api/devices/health"]);
    // Within 5 s of that one: not again.
    await reportBeforeUpload(Date.now() - 60_000, fetcher);
    expect(calls).toHaveLength(1);
  });
});

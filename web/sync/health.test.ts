import { afterEach, describe, expect, it, vi } from "vitest";
import { DeviceHealthSchema } from "../../schema/device-health";
import { db } from "../db/db";
import { setMeta } from "../db/meta";
import { enqueueSave } from "./outbox";
import { healthReport, watchHealth } from "./health";
import { validPayload } from "../../schema/sample-payload";

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

  it("on a kiosk carries the staff label and the team; nothing waiting reads as no age", async () => {
    await setMeta("kiosk", { enabled: true, idleSeconds: 120, pin: null, teamCode: "abcd23efgh45", label: "Tablet 3" });
    expect(await healthReport()).toMatchObject({
      kiosk: true,
      label: "Tablet 3",
      teamCode: "abcd23efgh45",
      pending: 0,
      oldestAgeSeconds: null,
    });
  });

  it("reports before a sync, after uploads at most every 5 s, and on a kiosk every 30 s while online", async () => {
    await setMeta("kiosk", { enabled: true, idleSeconds: 120, pin: null, teamCode: null, label: null });
    const win = fakeWindow();
    const report = vi.fn(async () => 0);
    const health = watchHealth(win as unknown as Window, report);
    await health.beforeSync();
    expect(report).toHaveBeenCalledTimes(1);
    // Another sync right after it does not report again.
    await health.beforeSync();
    expect(report).toHaveBeenCalledTimes(1);
    health.afterUpload();
    health.afterUpload();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report).toHaveBeenCalledTimes(2);
    // The next 30 s tick comes 25 s after that report: too soon. The one after it reports.
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(3));
    health.stop();
  });

  it("reports when a drain that sent nothing finds the queue changed (the service worker uploaded it)", async () => {
    const win = fakeWindow();
    let queue = 1;
    const report = vi.fn(async () => queue);
    const health = watchHealth(win as unknown as Window, report, async () => queue);
    await health.beforeSync();
    await health.afterDrain();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(report).toHaveBeenCalledTimes(1);
    queue = 0;
    await health.afterDrain();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report).toHaveBeenCalledTimes(2);
    health.stop();
  });
});

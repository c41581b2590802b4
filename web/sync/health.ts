import { CONTENT_VERSION } from "../content-version";
import { errorKind, HEARTBEAT_MS, MIN_REPORT_GAP_MS, type DeviceHealth } from "../../schema/device-health";
import type { KioskSettings } from "../../schema/kiosk-settings";
import { inDb } from "../db/database";
import { deviceId, getMeta } from "../db/meta";

/**
 * A device's health report (docs/offline.md#health-reports-from-devices): its queue's size and the oldest
 * waiting save's age, storage, app version, the last upload error's kind, and on a kiosk the staff label
 * and team. Counts and ages only: no row of the outbox leaves the device through here.
 */
export async function healthReport(now = Date.now()): Promise<DeviceHealth> {
  const [id, kiosk, queue, storage] = await Promise.all([deviceId(), getMeta("kiosk"), queueFacts(), storageFacts()]);
  const isKiosk = isKioskOn(kiosk);
  return {
    deviceId: id,
    // A respondent's browser sends no label and no team: those are staff settings of a kiosk.
    label: isKiosk ? kiosk.label : null,
    teamCode: isKiosk ? kiosk.teamCode : null,
    kiosk: isKiosk,
    pending: queue.pending,
    failed: queue.failed,
    oldestAgeSeconds: queue.oldestQueuedAt === null ? null : Math.max(0, Math.round((now - queue.oldestQueuedAt) / 1000)),
    appVersion: CONTENT_VERSION.slice(0, 40) || "unknown",
    ...storage,
    lastError: queue.lastError,
  };
}

const isKioskOn = (k: KioskSettings | undefined): k is KioskSettings => k?.enabled === true;

async function queueFacts() {
  return inDb(async (db) => {
    const rows = await db.outbox.toArray();
    let pending = 0;
    let failed = 0;
    let oldestQueuedAt: number | null = null;
    let lastError: string | null = null;
    let lastErrorAt = -1;
    for (const row of rows) {
      if (row.status === "failed") failed++;
      else pending++;
      if (oldestQueuedAt === null || row.queuedAt < oldestQueuedAt) oldestQueuedAt = row.queuedAt;
      if (row.lastError && row.queuedAt > lastErrorAt) [lastError, lastErrorAt] = [errorKind(row.lastError), row.queuedAt];
    }
    return { pending, failed, oldestQueuedAt, lastError };
  });
}

async function storageFacts(): Promise<Pick<DeviceHealth, "persisted" | "storageUsage" | "storageQuota">> {
  const storage = typeof navigator !== "undefined" ? navigator.storage : undefined;
  const [persisted, estimate] = await Promise.all([
    storage?.persisted?.().catch(() => null) ?? null,
    storage?.estimate?.().catch(() => null) ?? null,
  ]);
  return { persisted, storageUsage: estimate?.usage ?? null, storageQuota: estimate?.quota ?? null };
}

/** Sends one report; a failure is no error (the next one follows), and nothing is queued for it. */
export async function sendHealth(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetcher("/api/devices/health", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(await healthReport()),
      credentials: "same-origin",
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Reports after each upload that sent something (at most every MIN_REPORT_GAP_MS), and besides every
 * HEARTBEAT_MS while online on a kiosk; a respondent's browser reports with its uploads only, and once
 * at start (cheap: a few requests per respondent). Returns the stop.
 */
export function watchHealth(win: Window, report: () => Promise<unknown> = sendHealth): { afterUpload: () => void; stop: () => void } {
  let last = 0;
  let waiting: number | undefined;
  const send = () => {
    waiting = undefined;
    last = Date.now();
    void report();
  };
  const soon = () => {
    if (waiting !== undefined) return;
    waiting = win.setTimeout(send, Math.max(0, last + MIN_REPORT_GAP_MS - Date.now()));
  };
  const tick = async () => {
    if (win.navigator.onLine === false) return;
    if (isKioskOn(await getMeta("kiosk").catch(() => undefined)) && Date.now() - last >= HEARTBEAT_MS - 1000) send();
  };
  const timer = win.setInterval(() => void tick(), HEARTBEAT_MS);
  win.addEventListener("online", soon);
  soon();
  return {
    afterUpload: soon,
    stop: () => {
      win.clearInterval(timer);
      win.clearTimeout(waiting);
      win.removeEventListener("online", soon);
    },
  };
}

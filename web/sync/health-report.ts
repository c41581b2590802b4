import { CONTENT_VERSION } from "../content-version";
import { errorKind, MIN_REPORT_GAP_MS, type DeviceHealth } from "../../schema/device-health";
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

export const isKioskOn = (k: KioskSettings | undefined): k is KioskSettings => k?.enabled === true;

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

/** Sends one report and answers the queue size it told (null when it did not get through); nothing is queued for it. */
export async function sendHealth(fetcher: typeof fetch = fetch): Promise<number | null> {
  try {
    const report = await healthReport();
    const res = await fetcher("/api/devices/health", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "same-origin",
      signal: AbortSignal.timeout(10_000),
    });
    return res.ok ? report.pending + report.failed : null;
  } catch {
    return null;
  }
}

/** Saves on the device, waiting or refused: one IndexedDB count. */
export const queueSize = () => inDb((db) => db.outbox.count());

/** A report never holds a sync back longer than this. */
export const BEFORE_SYNC_MAX_MS = 3_000;

let aroundLast = 0;

/**
 * A drain where no page watches it (the service worker's Background Sync, which may upload a queue the
 * moment the network returns): a report first while the device holds saves (at most every
 * MIN_REPORT_GAP_MS), and, when there was one, another after the upload, so a board sees the queue and
 * then its arrival.
 */
export async function reportAround<T extends { sent: number; failed: number }>(drain: () => Promise<T>): Promise<T> {
  const before = Date.now() - aroundLast >= MIN_REPORT_GAP_MS && (await queueSize().catch(() => 0)) > 0;
  if (before) {
    aroundLast = Date.now();
    await Promise.race([sendHealth(), new Promise((resolve) => setTimeout(resolve, BEFORE_SYNC_MAX_MS))]);
  }
  const result = await drain();
  if (before && (result.sent > 0 || result.failed > 0)) await sendHealth();
  return result;
}

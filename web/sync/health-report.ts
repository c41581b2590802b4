import { CONTENT_VERSION } from "../content-version";
import { errorKind, MIN_REPORT_GAP_MS } from "../../schema/live/device-health";
import type { DeviceHealth } from "../../schema/live/device-health-schema";
import type { KioskSettings } from "../../schema/kiosk/kiosk-settings";
import { inDb } from "../db/database";
import { deviceId, deviceKey, getMeta } from "../db/meta";
import { onSync } from "./sync-events";

/**
 * A device's health report (docs/offline.md#health-reports-from-devices): its queue's size and the oldest
 * waiting save's age, storage, app version, the last upload error's kind, and on a kiosk the staff label
 * and team. Counts and ages only: no row of the outbox leaves the device through here.
 */
export async function healthReport(now = Date.now()): Promise<DeviceHealth> {
  const [id, key, kiosk, queue, storage] = await Promise.all([deviceId(), deviceKey(), getMeta("kiosk"), queueFacts(), storageFacts()]);
  const isKiosk = isKioskOn(kiosk);
  return {
    deviceId: id,
    // Proves this is the device that first reported with this id (decision 062).
    deviceKey: key,
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

let lastSentAt = 0;
let lastTold: number | null = null;
/** When this page or service worker last sent a report (ms). */
export const lastReportAt = () => lastSentAt;
/** The queue size its last report that got through told the server (null before any). */
export const lastToldQueue = () => lastTold;

/** Sends one report and answers the queue size it told (null when it did not get through); nothing is queued for it. */
export async function sendHealth(fetcher: typeof fetch = fetch): Promise<number | null> {
  lastSentAt = Date.now();
  try {
    const report = await healthReport();
    const res = await fetcher("/api/devices/health", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "same-origin",
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return null;
    lastTold = report.pending + report.failed;
    return lastTold;
  } catch {
    return null;
  }
}

/** Saves on the device, waiting or refused: one IndexedDB count. */
export const queueSize = () => inDb((db) => db.outbox.count());

/** A report never holds a sync back longer than this. */
export const BEFORE_SYNC_MAX_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A queue whose oldest save has waited this long is news for the board (the device was offline or failing); a fresh save is not. */
export const STALE_QUEUE_MS = 10_000;

/**
 * Before a drain uploads a queue that has waited (STALE_QUEUE_MS), under its lock (web/sync/drain.ts),
 * whichever context drains (the page, or the service worker's Background Sync, which may upload the
 * moment the network returns): the device reports what it holds first, unless it reported within
 * MIN_REPORT_GAP_MS, and waits for the answer (at most BEFORE_SYNC_MAX_MS). A board sees the queue
 * before it sees it arrive. A respondent's save uploaded at once costs no report.
 */
export async function reportBeforeUpload(oldestQueuedAt: number, fetcher: typeof fetch = fetch): Promise<void> {
  const now = Date.now();
  if (now - oldestQueuedAt < STALE_QUEUE_MS || now - lastSentAt < MIN_REPORT_GAP_MS) return;
  await Promise.race([sendHealth(fetcher), sleep(BEFORE_SYNC_MAX_MS)]);
}

/** Listens for the drain's announcement before a queue moves (web/sync/sync-events.ts); returns the unsubscribe. */
export const reportBeforeUploads = () => onSync("upload", ({ oldestDueSince, fetcher }) => reportBeforeUpload(oldestDueSince, fetcher));

/** Whether the server was told this device holds saves and the queue is no longer that: the board's row is out of date. */
export async function queueMoved(size: () => Promise<number> = queueSize, told: () => number | null = lastToldQueue): Promise<boolean> {
  const said = told();
  if (!said) return false;
  return (await size().catch(() => said)) !== said;
}

/**
 * The service worker's reports: before its drain uploads a queue that waited, and when a drain moved a queue
 * the server was told of, a report at least MIN_REPORT_GAP_MS after the one before (the board's object reads
 * the device's row when told, so a report at once after the upload could hide the queue the board was just
 * told of). The service worker waits for them (listenersDone). The page has its own (web/sync/health.ts).
 */
export function reportAroundDrains(): () => void {
  const offUpload = reportBeforeUploads();
  const offDrained = onSync("drained", async () => {
    if (!(await queueMoved())) return;
    await sleep(Math.max(0, lastSentAt + MIN_REPORT_GAP_MS - Date.now()));
    await sendHealth();
  });
  return () => {
    offUpload();
    offDrained();
  };
}

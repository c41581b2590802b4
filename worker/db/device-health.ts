import { DEVICE_HEALTH_RETENTION_DAYS, type DeviceHealth } from "../../schema/device-health";
import { EARLIER_AFTER_MS, LIVE_DEVICE_WINDOW_MS, MAX_LIVE_DEVICES, type LiveDevice } from "../../schema/live-board";

/**
 * Stores a device's report over its previous one (one row per device, docs/offline.md#health-reports-from-devices).
 * The oldest waiting save's time is the server's clock minus the age the device reported.
 */
export async function saveDeviceHealth(d1: D1Database, h: DeviceHealth, nowMs: number): Promise<void> {
  await d1
    .prepare(
      `INSERT INTO device_health (device_id, label, team_code, kiosk, pending, failed, oldest_pending_at, app_version, persisted,
         storage_usage, storage_quota, last_error, reported_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
       ON CONFLICT (device_id) DO UPDATE SET label = excluded.label, team_code = excluded.team_code, kiosk = excluded.kiosk,
         pending = excluded.pending, failed = excluded.failed, oldest_pending_at = excluded.oldest_pending_at,
         app_version = excluded.app_version, persisted = excluded.persisted, storage_usage = excluded.storage_usage,
         storage_quota = excluded.storage_quota, last_error = excluded.last_error, reported_at = excluded.reported_at`,
    )
    .bind(
      h.deviceId,
      h.label || null,
      h.teamCode,
      h.kiosk ? 1 : 0,
      h.pending,
      h.failed,
      h.oldestAgeSeconds === null ? null : nowMs - h.oldestAgeSeconds * 1000,
      h.appVersion,
      h.persisted === null ? null : h.persisted ? 1 : 0,
      h.storageUsage === null ? null : Math.round(h.storageUsage),
      h.storageQuota === null ? null : Math.round(h.storageQuota),
      h.lastError,
      nowMs,
    )
    .run();
}

type DeviceRow = [
  string,
  string | null,
  number,
  number,
  number,
  number | null,
  string,
  number | null,
  number | null,
  number | null,
  string | null,
  number,
  string | null,
  string | null,
  number | null,
];

// The team by any of its three join codes (the kiosk's binding), and the newest save the server holds from the device (responses_device_idx).
const DEVICE_COLUMNS = `h.device_id, h.label, h.kiosk, h.pending, h.failed, h.oldest_pending_at, h.app_version, h.persisted,
  h.storage_usage, h.storage_quota, h.last_error, h.reported_at,
  (SELECT id FROM teams WHERE code = h.team_code OR manager_code = h.team_code OR ceo_code = h.team_code),
  (SELECT name FROM teams WHERE code = h.team_code OR manager_code = h.team_code OR ceo_code = h.team_code),
  (SELECT MAX(updated_at) FROM assessment_responses WHERE device_id = h.device_id)`;

const toDevice = ([
  deviceId,
  label,
  kiosk,
  pending,
  failed,
  oldest,
  appVersion,
  persisted,
  usage,
  quota,
  lastError,
  reportedAt,
  teamId,
  teamName,
  lastSave,
]: DeviceRow): LiveDevice => ({
  deviceId,
  label,
  kiosk: kiosk === 1,
  teamId,
  teamName,
  pending,
  failed,
  oldestPendingAt: oldest,
  appVersion,
  persisted: persisted === null ? null : persisted === 1,
  storageUsage: usage,
  storageQuota: quota,
  lastError,
  reportedAt,
  lastSaveAt: lastSave,
});

/**
 * The board's devices: those that reported within LIVE_DEVICE_WINDOW_MS, the last day's first (its earlier devices come
 * after, so a week of old tablets never crowds out today's), kiosks first, then the most recent.
 */
export function recentDevices(d1: D1Database, nowMs: number): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT ${DEVICE_COLUMNS} FROM device_health h WHERE h.reported_at >= ?1
       ORDER BY h.reported_at >= ?2 DESC, h.kiosk DESC, h.reported_at DESC, h.device_id LIMIT ${MAX_LIVE_DEVICES}`,
    )
    .bind(nowMs - LIVE_DEVICE_WINDOW_MS, nowMs - EARLIER_AFTER_MS);
}

/** The rows of these devices (those an update names); D1 binds at most 100 values per statement. */
export function devicesById(d1: D1Database, ids: readonly string[]): D1PreparedStatement {
  const list = ids.slice(0, 100);
  return d1.prepare(`SELECT ${DEVICE_COLUMNS} FROM device_health h WHERE h.device_id IN (${list.map(() => "?").join(", ")})`).bind(...list);
}

export const devicesOf = (rows: DeviceRow[]): LiveDevice[] => rows.map(toDevice);
export type { DeviceRow };

/** The retention job's part (docs/privacy.md): rows of devices silent for DEVICE_HEALTH_RETENTION_DAYS go. */
export async function deleteSilentDevices(d1: D1Database, now: Date): Promise<number> {
  const cutoff = now.getTime() - DEVICE_HEALTH_RETENTION_DAYS * 24 * 60 * 60_000;
  const { meta } = await d1.prepare("DELETE FROM device_health WHERE reported_at < ?").bind(cutoff).run();
  return meta.changes ?? 0;
}

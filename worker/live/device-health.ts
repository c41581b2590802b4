import { DEVICE_HEALTH_RETENTION_DAYS } from "../../schema/live/device-health";
import type { DeviceHealth } from "../../schema/live/device-health-schema";
import { EARLIER_AFTER_MS, LIVE_DEVICE_WINDOW_MS, MAX_LIVE_DEVICES, type LiveDevice } from "../../schema/live/live-board";
import { NEW_DEVICE_LIMITS } from "../../schema/rate-limit";

/** What became of a report: stored, refused for another device's id (its key differs), or a new device over the limits. */
export type HealthOutcome = { kind: "saved" } | { kind: "wrong-key" } | { kind: "new-device-limit"; retryAfterMs: number };

/** A report's values in the order of the statements' ?1 … ?14 (the key's hash last). */
const reportValues = (h: DeviceHealth, keyHash: string, nowMs: number) => [
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
  keyHash,
];

/**
 * Stores a device's report over its previous one (one row per device, docs/offline.md#health-reports-from-devices),
 * only with the key the device registered with (its SHA-256, `keyHash`; decision 062). A device id the server
 * does not know is a new device: taken while its client address (`client`, an IPv6 /64 as one) and everyone
 * are under NEW_DEVICE_LIMITS. A known device's report is one statement. The oldest waiting save's time is
 * the server's clock minus the age the device reported.
 */
export async function saveDeviceHealth(
  d1: D1Database,
  h: DeviceHealth,
  keyHash: string,
  client: string,
  nowMs: number,
): Promise<HealthOutcome> {
  const values = reportValues(h, keyHash, nowMs);
  const updated = await d1
    .prepare(
      `UPDATE device_health SET label = ?2, team_code = ?3, kiosk = ?4, pending = ?5, failed = ?6, oldest_pending_at = ?7,
         app_version = ?8, persisted = ?9, storage_usage = ?10, storage_quota = ?11, last_error = ?12, reported_at = ?13
       WHERE device_id = ?1 AND key_hash = ?14`,
    )
    .bind(...values)
    .run();
  if (updated.meta.changes) return { kind: "saved" };
  if (await d1.prepare("SELECT 1 FROM device_health WHERE device_id = ?").bind(h.deviceId).first()) return { kind: "wrong-key" };
  const limited = await admitNewDevice(d1, client, nowMs);
  if (limited) return limited;
  // Two first reports of one id at once: the first key holds it; the second is another device's.
  const inserted = await d1
    .prepare(
      `INSERT INTO device_health (device_id, label, team_code, kiosk, pending, failed, oldest_pending_at, app_version, persisted,
         storage_usage, storage_quota, last_error, reported_at, key_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) ON CONFLICT (device_id) DO NOTHING`,
    )
    .bind(...values)
    .run();
  return inserted.meta.changes ? { kind: "saved" } : { kind: "wrong-key" };
}

/**
 * Counts a new device against its address's and everyone's limit, in one statement (so two at once cannot
 * both take the last place); null when taken, else how long until the window lets one more in.
 */
async function admitNewDevice(d1: D1Database, client: string, nowMs: number): Promise<HealthOutcome | null> {
  const { windowMs, perClient, overall } = NEW_DEVICE_LIMITS;
  const since = nowMs - windowMs;
  const [, admitted] = await d1.batch([
    d1.prepare("DELETE FROM device_admissions WHERE admitted_at <= ?").bind(since),
    d1
      .prepare(
        `INSERT INTO device_admissions (client, admitted_at) SELECT ?1, ?2
         WHERE (SELECT COUNT(*) FROM device_admissions WHERE client = ?1 AND admitted_at > ?3) < ?4
           AND (SELECT COUNT(*) FROM device_admissions WHERE admitted_at > ?3) < ?5`,
      )
      .bind(client, nowMs, since, perClient, overall),
  ]);
  if (admitted!.meta.changes) return null;
  // The wait: until the oldest admission that holds the limit leaves the window (the client's, else everyone's).
  const oldest = await d1
    .prepare(
      `SELECT MIN(admitted_at) AS at FROM device_admissions WHERE admitted_at > ?2
         AND (client = ?1 OR (SELECT COUNT(*) FROM device_admissions WHERE client = ?1 AND admitted_at > ?2) < ?3)`,
    )
    .bind(client, since, perClient)
    .first<{ at: number | null }>();
  return { kind: "new-device-limit", retryAfterMs: Math.max(1000, (oldest?.at ?? nowMs) + windowMs - nowMs) };
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

// The team by any of its three join codes (the kiosk's binding), and the newest save the server holds from the device
// (responses_device_idx).
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
 * The board's devices: those that reported within LIVE_DEVICE_WINDOW_MS in the board's order (schema/live/live-board.ts
 * boardOrder): devices the server holds saves from first (responses_device_idx), then the last day's (its earlier
 * devices come after, so a week of old tablets never crowds out today's), kiosks first, then the most recent.
 */
export function recentDevices(d1: D1Database, nowMs: number): D1PreparedStatement {
  return d1
    .prepare(
      `SELECT ${DEVICE_COLUMNS} FROM device_health h WHERE h.reported_at >= ?1
       ORDER BY EXISTS (SELECT 1 FROM assessment_responses WHERE device_id = h.device_id) DESC,
         h.reported_at >= ?2 DESC, h.kiosk DESC, h.reported_at DESC, h.device_id
       LIMIT ${MAX_LIVE_DEVICES}`,
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

/**
 * The retention job's part (docs/privacy.md): rows of devices silent for DEVICE_HEALTH_RETENTION_DAYS go,
 * and new-device admissions past their window (each new device prunes them too, but a quiet day has none).
 */
export async function deleteSilentDevices(d1: D1Database, now: Date): Promise<number> {
  const cutoff = now.getTime() - DEVICE_HEALTH_RETENTION_DAYS * 24 * 60 * 60_000;
  const [devices] = await d1.batch([
    d1.prepare("DELETE FROM device_health WHERE reported_at < ?").bind(cutoff),
    d1.prepare("DELETE FROM device_admissions WHERE admitted_at <= ?").bind(now.getTime() - NEW_DEVICE_LIMITS.windowMs),
  ]);
  return devices?.meta.changes ?? 0;
}

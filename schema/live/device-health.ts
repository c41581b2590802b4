// A device's health report (docs/offline.md#health-reports-from-devices): what a kiosk or a respondent's
// browser tells the server about its queue, never anything a respondent gave. Shared by the heartbeat
// route (worker/live/devices.ts) and the device's reporter (web/sync/health.ts); the report's schema, which only the
// server parses, is in device-health-schema.ts, out of the device's code.
import { MAX_LABEL_LENGTH } from "../kiosk/kiosk-settings";

/** A kiosk reports every 30 s while online, and after each upload (at most once per MIN_REPORT_GAP_MS). */
export const HEARTBEAT_MS = 30_000;
export const MIN_REPORT_GAP_MS = 5_000;
/** A report is a few hundred bytes; anything near this is not one. */
export const MAX_HEALTH_BODY_BYTES = 2048;
export { MAX_LABEL_LENGTH };
export const MAX_ERROR_LENGTH = 120;
/** Rows of devices that have not reported for this long are deleted by the daily retention job (docs/privacy.md). */
export const DEVICE_HEALTH_RETENTION_DAYS = 30;

/** A device key: 32 random bytes in base64url, made by the device on its first report and kept on it (decision 062). */
export const DEVICE_KEY_RE = /^[A-Za-z0-9_-]{43}$/;

/**
 * An upload failure as a device reports it: the reason's first part only (before any ':' or '{'), so
 * the server's wording of a refused save, which names fields, never travels; at most MAX_ERROR_LENGTH.
 */
export function errorKind(reason: string | null | undefined): string | null {
  if (!reason) return null;
  const kind = reason.split(/[:{\n]/)[0]!.trim();
  return kind ? kind.slice(0, MAX_ERROR_LENGTH) : null;
}

// The schema of a device's health report (docs/offline.md#health-reports-from-devices), parsed by the heartbeat route
// (worker/live/devices.ts). Its limits are in device-health.ts, which the device's reporter imports without this.
import * as z from "zod/mini";
import { DEVICE_KEY_RE, MAX_ERROR_LENGTH, MAX_LABEL_LENGTH } from "./device-health";
import { TEAM_CODE_RE } from "../teams/team-code";

const count = (field: string) =>
  z
    .int({ error: `${field} must be a whole number` })
    .check(z.gte(0, `${field} must be 0 or more`), z.lte(1_000_000, `${field} is too large`));
const bytes = (field: string) =>
  z.nullable(
    z
      .number({ error: `${field} must be a number of bytes` })
      .check(z.gte(0, `${field} must be 0 or more`), z.lte(2 ** 53, `${field} is too large`)),
  );

/**
 * POST /api/devices/health. Strict: a field this list does not name is refused (400 naming it), so a
 * device cannot send a name, an email or an answer in it even by mistake.
 */
export const DeviceHealthSchema = z.strictObject({
  deviceId: z
    .string({ error: "deviceId is required" })
    .check(z.minLength(1, "deviceId is required"), z.maxLength(100, "deviceId is too long")),
  /**
   * The device's own key: the server keeps only its SHA-256, as for write tokens, and takes a report for a
   * device id it knows only with the same key, so nobody else can rewrite the device's row (decision 062).
   */
  deviceKey: z
    .string({ error: "deviceKey is required" })
    .check(z.regex(DEVICE_KEY_RE, "deviceKey must be the device's key: 43 characters of base64url")),
  /** Set by staff behind the kiosk PIN ("Tablet 3"); a respondent's browser sends null. */
  label: z.nullable(
    z
      .string({ error: "label must be text" })
      .check(z.trim(), z.maxLength(MAX_LABEL_LENGTH, `label must be ${MAX_LABEL_LENGTH} characters or fewer`)),
  ),
  /** The join code the kiosk is bound to (its team), or null. */
  teamCode: z.nullable(z.string({ error: "teamCode must be text" }).check(z.regex(TEAM_CODE_RE, "teamCode must be a join code"))),
  kiosk: z.boolean({ error: "kiosk must be true or false" }),
  /** Saves waiting to upload, and those the server refused for good (the failed list). */
  pending: count("pending"),
  failed: count("failed"),
  /** How long the oldest waiting save has waited, in seconds (a duration, so the device's clock does not matter); null when none waits. */
  oldestAgeSeconds: z.nullable(count("oldestAgeSeconds")),
  appVersion: z
    .string({ error: "appVersion is required" })
    .check(z.minLength(1, "appVersion is required"), z.maxLength(40, "appVersion is too long")),
  /** navigator.storage.persisted(); null where the browser cannot tell. */
  persisted: z.nullable(z.boolean({ error: "persisted must be true, false or null" })),
  storageUsage: bytes("storageUsage"),
  storageQuota: bytes("storageQuota"),
  /** The last upload's failure, its kind only (e.g. "503", "Failed to fetch"); null after a clean upload. */
  lastError: z.nullable(
    z
      .string({ error: "lastError must be text" })
      .check(z.maxLength(MAX_ERROR_LENGTH, `lastError must be ${MAX_ERROR_LENGTH} characters or fewer`)),
  ),
});
export type DeviceHealth = z.infer<typeof DeviceHealthSchema>;

// Drives the live board (docs/admin.md#the-live-board) and reports device health the way a device does, for
// e2e/live/live-board.test.ts and the shared scenario e2e/scenarios/live-board.test.ts.
import { randomBytes } from "node:crypto";
import { localDayStart } from "../../schema/live/live-board";
import { queryD1 } from "./d1";
import type { DeviceHealth } from "../../schema/live/device-health-schema";

/** A health report as a kiosk sends it, with its own device key (decision 062), overridable. */
export const healthReport = (overrides: Partial<DeviceHealth> = {}): DeviceHealth => ({
  deviceId: crypto.randomUUID(),
  deviceKey: randomBytes(32).toString("base64url"),
  label: null,
  teamCode: null,
  kiosk: true,
  pending: 0,
  failed: 0,
  oldestAgeSeconds: null,
  appVersion: "e2e",
  persisted: true,
  storageUsage: 2_000_000,
  storageQuota: 500_000_000,
  lastError: null,
  ...overrides,
});

/** A client address of the report's own, so the browsers' kiosks on 127.0.0.1 keep their new-device budget. */
const clientOf = (deviceId: string) => `10.77.${parseInt(deviceId.slice(0, 2), 16)}.${parseInt(deviceId.slice(2, 4), 16)}`;

/** POSTs a report to the server as a device would (its own client address, so no rate limit is shared). */
export async function sendHealth(server: string, report: DeviceHealth): Promise<void> {
  const res = await fetch(new URL("/api/devices/health", server), {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": clientOf(report.deviceId) },
    body: JSON.stringify(report),
  });
  if (res.status !== 204) throw new Error(`health report refused: ${res.status} ${await res.text()}`);
}

export const today = () => localDayStart(new Date());

/**
 * Moves devices' last reports (and their oldest waiting saves) back in time, in the e2e server's own D1, in one statement.
 * queryD1 blocks this process while wrangler runs: the server may close an idle keep-alive socket meanwhile, so the
 * event loop gets a turn to see that before the next request would be written on it (it failed as "other side closed").
 */
export async function ageDevices(ages: [deviceId: string, ms: number][]): Promise<void> {
  const by = `CASE device_id ${ages.map(([id, ms]) => `WHEN '${id}' THEN ${ms}`).join(" ")} END`;
  queryD1(
    `UPDATE device_health SET reported_at = reported_at - ${by}, oldest_pending_at = oldest_pending_at - ${by}
     WHERE device_id IN (${ages.map(([id]) => `'${id}'`).join(", ")})`,
  );
  await new Promise((settled) => setImmediate(settled));
}

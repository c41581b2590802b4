import { Hono } from "hono";
import { DeviceHealthSchema } from "../../schema/device-health";
import type { ApiError } from "../../schema/payload";
import { creationLimitKey, HEALTH_LIMIT, retryAfterSeconds } from "../../schema/rate-limit";
import type { AppEnv } from "../app-env";
import { saveDeviceHealth } from "../db/device-health";
import { notifyLive } from "../live/notify";
import { validJson } from "../validate";

/**
 * POST /api/devices/health (docs/offline.md#health-reports-from-devices): public, as saves are, since a
 * device has no session; limited per client address (wrangler.toml HEALTH_LIMITER), validated field by
 * field and strict (no field the schema does not name), 2 KB at most (worker/middleware/body-limit.ts).
 */
export const deviceRoutes = new Hono<AppEnv>().post(
  "/devices/health",
  async (c, next) => {
    const key = creationLimitKey(c.req.header("CF-Connecting-IP"));
    if ((await c.env.HEALTH_LIMITER.limit({ key })).success) return next();
    const seconds = retryAfterSeconds(Date.now(), HEALTH_LIMIT.period);
    c.header("Retry-After", String(seconds));
    return c.json<ApiError>(
      {
        error: "Too many requests",
        issues: [{ path: "deviceId", message: `Too many health reports from this address; try again in ${seconds} seconds` }],
      },
      429,
    );
  },
  validJson(DeviceHealthSchema),
  async (c) => {
    const report = c.req.valid("json");
    await saveDeviceHealth(c.env.DB, report, Date.now());
    notifyLive(c, [{ kind: "health", deviceId: report.deviceId }]);
    return c.body(null, 204);
  },
);

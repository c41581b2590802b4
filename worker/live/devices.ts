import { Hono } from "hono";
import { DeviceHealthSchema } from "../../schema/live/device-health-schema";
import type { ApiError } from "../../schema/save/payload";
import { creationLimitKey, HEALTH_LIMIT, retryAfterSeconds } from "../../schema/rate-limit";
import type { AppEnv } from "../http/app-env";
import { saveDeviceHealth } from "./device-health";
import { sha256Hex } from "../db/hash";
import { notifyLive } from "./notify";
import { validJson } from "../http/validate";

const WRONG_KEY: ApiError = {
  error: "Not this device's key",
  issues: [{ path: "deviceKey", message: "This device id belongs to another device: a report needs that device's own key" }],
};

/**
 * POST /api/devices/health (docs/offline.md#health-reports-from-devices): public, as saves are, since a
 * device has no session; limited per client address (wrangler.toml HEALTH_LIMITER), validated field by
 * field and strict (no field the schema does not name), 2 KB at most (worker/http/body-limit.ts).
 * A known device id changes only with its own key; a new one counts against the new-device limits
 * (decision 062). A refused report changes nothing and tells the board nothing.
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
    const client = creationLimitKey(c.req.header("CF-Connecting-IP"));
    const outcome = await saveDeviceHealth(c.env.DB, report, await sha256Hex(report.deviceKey), client, Date.now());
    if (outcome.kind === "wrong-key") return c.json(WRONG_KEY, 403);
    if (outcome.kind === "new-device-limit") {
      const minutes = Math.ceil(outcome.retryAfterMs / 60_000);
      c.header("Retry-After", String(Math.ceil(outcome.retryAfterMs / 1000)));
      return c.json<ApiError>(
        {
          error: "Too many new devices",
          issues: [{ path: "deviceId", message: `Too many new devices report from here; try again in ${minutes} minutes` }],
        },
        429,
      );
    }
    notifyLive(c, [{ kind: "health", deviceId: report.deviceId }]);
    return c.body(null, 204);
  },
);

import { createMiddleware } from "hono/factory";
import { bodyLimit } from "hono/body-limit";
import { MAX_BATCH_BODY_BYTES } from "../../schema/save/batch";
import { MAX_BODY_BYTES } from "../../schema/constants";
import { MAX_HEALTH_BODY_BYTES } from "../../schema/live/device-health";

const limit = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) =>
      c.json({ error: "Request body too large", issues: [{ path: "", message: `The body must be ${maxSize / 1024} KB or smaller` }] }, 413),
  });

const single = limit(MAX_BODY_BYTES);
const batch = limit(MAX_BATCH_BODY_BYTES);
const health = limit(MAX_HEALTH_BODY_BYTES);

/**
 * Paths that carry up to 50 saves (docs/offline.md#sync-at-the-speed-of-the-link): the batch upload and the admin's import of a kiosk file.
 */
export const BATCH_PATHS = new Set(["/api/assessment/batch", "/api/admin/import"]);

/** A device's health report is a few hundred bytes (docs/offline.md#health-reports-from-devices). */
export const HEALTH_PATH = "/api/devices/health";

export const limitBody = createMiddleware((c, next) =>
  (BATCH_PATHS.has(c.req.path) ? batch : c.req.path === HEALTH_PATH ? health : single)(c, next),
);

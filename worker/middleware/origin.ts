import { createMiddleware } from "hono/factory";
import type { ApiError } from "../../schema/payload";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * CSRF defence in depth beside the SameSite=Strict session cookie (decision 026): browsers send Origin on every cross-origin
 * POST/PATCH/DELETE, so one that names another site (or "null") is refused. Requests without Origin
 * (curl, scripts) carry no ambient browser cookie risk and pass.
 */
export const rejectForeignOrigin = createMiddleware(async (c, next) => {
  const origin = c.req.header("Origin");
  if (STATE_CHANGING.has(c.req.method) && origin !== undefined && origin !== new URL(c.req.url).origin) {
    return c.json<ApiError>({ error: "Forbidden origin", issues: [{ path: "", message: `Requests from ${origin} are not allowed` }] }, 403);
  }
  await next();
});

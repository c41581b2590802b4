import { createMiddleware } from "hono/factory";
import type { ApiError } from "../../schema/save/payload";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True when the request names an origin other than the one it was sent to (a browser on another site, or "null"). */
export const isForeignOrigin = (origin: string | undefined, url: string): boolean => origin !== undefined && origin !== new URL(url).origin;

const forbidden = (origin: string | undefined): ApiError => ({
  error: "Forbidden origin",
  issues: [
    {
      path: "",
      message: origin === undefined ? "Requests without an Origin are not allowed here" : `Requests from ${origin} are not allowed`,
    },
  ],
});

/**
 * CSRF defence in depth beside the SameSite=Strict session cookie (decision 026): browsers send Origin on every cross-origin
 * POST/PATCH/DELETE, so one that names another site (or "null") is refused. Requests without Origin
 * (curl, scripts) carry no ambient browser cookie risk and pass.
 */
export const rejectForeignOrigin = createMiddleware(async (c, next) => {
  const origin = c.req.header("Origin");
  if (STATE_CHANGING.has(c.req.method) && isForeignOrigin(origin, c.req.url)) return c.json<ApiError>(forbidden(origin), 403);
  await next();
});

/**
 * The live board's reads (decision 055): its snapshot GET is refused when another site asks (Origin, or
 * Fetch Metadata's Sec-Fetch-Site); its WebSocket upgrade, which a browser always sends with Origin and
 * which SameSite alone does not guard (cross-site WebSocket hijacking), needs our own Origin outright.
 */
export const requireOwnOrigin = (options: { originRequired: boolean }) =>
  createMiddleware(async (c, next) => {
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    if (
      isForeignOrigin(origin, c.req.url) ||
      (options.originRequired && origin === undefined) ||
      site === "cross-site" ||
      site === "same-site"
    ) {
      return c.json<ApiError>(forbidden(origin), 403);
    }
    await next();
  });

import { createMiddleware } from "hono/factory";
import type { ApiError } from "../../schema/save/payload";

/**
 * For GET routes that change state (the spec's /api/logout): a link, form or script on another site
 * makes the browser send Sec-Fetch-Site cross-site (or same-site from a sibling subdomain); the
 * session cookie is SameSite=Strict (decision 026), and this refusal holds even where it rides along.
 * Browsers without Fetch Metadata send no header and pass; the dashboard itself signs out by POST.
 */
export const refuseCrossSite = createMiddleware(async (c, next) => {
  const site = c.req.header("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") {
    return c.json<ApiError>(
      { error: "Cross-site sign-out refused", issues: [{ path: "", message: "Sign out with the Logout button of the admin dashboard" }] },
      403,
    );
  }
  await next();
});

import { Hono, type Context } from "hono";
import type { AuthUser } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { clearSessionCookie, sessionToken } from "./cookie";
import { startLink } from "./sso-link";
import { deleteSession } from "./sessions";
import { workerConfig } from "../http/env";
import { endLiveSessions } from "../live/notify";
import { refuseCrossSite } from "../http/cross-site";
import { noStore } from "../http/no-store";
import { rejectForeignOrigin } from "../http/origin";
import { AUTH_REQUIRED, currentSession, currentUser, toAuthUser, type SessionEnv } from "./session";
import { ssoRoutes } from "./sso";

/** Ends this browser's session: its row, its cookie, and the live boards it holds open (decision 060). */
async function endSession(c: Context<SessionEnv>): Promise<void> {
  const token = sessionToken(c);
  if (token) await endLiveSessions(c.env, { sids: [await deleteSession(c.env.DB, token)] });
  clearSessionCookie(c);
}

/** docs/product.md#screens-and-routes browser redirects and the current-user query (docs/product.md#calls). */
export const authRoutes = new Hono<SessionEnv>()
  // GET /api/login and /api/callback: single sign-on, or a visit to the password form without it.
  .route("/", ssoRoutes)
  // The spec's browser route; a navigation started by another site must not sign the admin out.
  .get("/logout", noStore, refuseCrossSite, async (c) => {
    await endSession(c);
    return c.redirect("/", 302);
  })
  // The dashboard's Logout button: a POST, which a foreign page cannot send with the cookie and an own Origin.
  .post("/logout", noStore, rejectForeignOrigin, async (c) => {
    await endSession(c);
    return c.json({ ok: true as const });
  })
  // The password owner links single sign-on while signed in (docs/admin.md); the page then visits /api/login.
  .post("/auth/link-sso", noStore, rejectForeignOrigin, async (c) => {
    if (!workerConfig(c.env).oidc)
      return c.json<ApiError>(
        { error: "Single sign-on is not configured", issues: [{ path: "", message: "Set the OIDC_* settings (docs/admin.md)" }] },
        404,
      );
    const session = await currentSession(c);
    if (!session) return c.json(AUTH_REQUIRED, 401);
    // A single sign-on session is bound already; only the password's own session proves the owner is here.
    if (session.method !== "password") {
      return c.json<ApiError>(
        {
          error: "Sign in with the admin password to link single sign-on",
          issues: [{ path: "session", message: "This session was signed in with single sign-on" }],
        },
        403,
      );
    }
    await startLink(c, session.token, new Date());
    return c.json({ location: "/api/login" });
  })
  // docs/product.md#calls: "a falsy result means unauthenticated" — so null with 200, not a 401 that every
  // visit to the sign-in page would log as a failed request in the browser console.
  .get("/auth/user", noStore, async (c) => {
    const user = await currentUser(c);
    return c.json<AuthUser | null>(user ? toAuthUser(user) : null);
  });

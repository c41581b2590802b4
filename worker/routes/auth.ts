import { Hono } from "hono";
import type { AuthUser } from "../../schema/admin";
import { clearSessionCookie, sessionToken } from "../auth/cookie";
import { deleteSession } from "../db/sessions";
import { noStore } from "../middleware/no-store";
import { requireSession, toAuthUser, type SessionEnv } from "../middleware/session";

/** SPEC §2 browser redirects and the current-user query (SPEC §7). */
export const authRoutes = new Hono<SessionEnv>()
  // The dashboard holds the login form, so "sign in" is a visit to it.
  .get("/login", noStore, (c) => c.redirect("/admin", 302))
  .get("/logout", noStore, async (c) => {
    const token = sessionToken(c);
    if (token) await deleteSession(c.env.DB, token);
    clearSessionCookie(c);
    return c.redirect("/", 302);
  })
  .get("/auth/user", noStore, requireSession, (c) => c.json<AuthUser>(toAuthUser(c.var.user)));

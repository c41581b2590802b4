import { Hono } from "hono";
import type { AuthUser } from "../../schema/admin";
import { clearSessionCookie, sessionToken } from "../auth/cookie";
import { deleteSession } from "../db/sessions";
import { noStore } from "../middleware/no-store";
import { currentUser, toAuthUser, type SessionEnv } from "../middleware/session";

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
  // SPEC §7: "a falsy result means unauthenticated" — so null with 200, not a 401 that every
  // visit to the sign-in page would log as a failed request in the browser console.
  .get("/auth/user", noStore, async (c) => {
    const user = await currentUser(c);
    return c.json<AuthUser | null>(user ? toAuthUser(user) : null);
  });

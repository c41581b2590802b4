import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../../schema/admin";
import type { ApiError } from "../../schema/payload";
import { adminVars } from "../auth/admin-vars";
import { clearSessionCookie, sessionToken } from "../auth/cookie";
import { oidcSessionKey } from "../auth/oidc-vars";
import { findSession, type SessionKeys, type SessionUser } from "../db/sessions";

export type SessionEnv = { Bindings: Env; Variables: { user: SessionUser } };

export const AUTH_REQUIRED: ApiError = {
  error: "Authentication required",
  issues: [{ path: "", message: "Sign in to the admin dashboard" }],
};

export const toAuthUser = (u: SessionUser): AuthUser => ({ profileImageUrl: u.profileImageUrl, firstName: u.firstName, email: u.email, role: u.role });

/** Today's keys of both sign-in methods: a session signed in under another key ends. */
export const sessionKeys = (env: Env): SessionKeys => ({ password: adminVars(env).password, oidc: oidcSessionKey(env) });

/** The signed-in admin of this request, or null; a stale cookie is removed so the browser stops presenting it. */
export async function currentUser(c: Context<SessionEnv>): Promise<SessionUser | null> {
  const token = sessionToken(c);
  const user = token ? await findSession(c.env.DB, token, sessionKeys(c.env), new Date()) : null;
  if (!user && token) clearSessionCookie(c);
  return user;
}

/** Lets the request through only with a valid, unexpired session cookie; answers 401 JSON otherwise. */
export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) return c.json(AUTH_REQUIRED, 401);
  c.set("user", user);
  await next();
});

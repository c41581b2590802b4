import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../../schema/admin";
import type { ApiError } from "../../schema/payload";
import { adminVars } from "../auth/admin-vars";
import { clearSessionCookie, sessionToken } from "../auth/cookie";
import { oidcSessionKey } from "../auth/oidc-vars";
import { sessionIdleMs } from "../auth/session-vars";
import { sha256Hex } from "../db/hash";
import { readSession, type SessionRules, type SessionUser, type SignInMethod } from "../db/sessions";

export type SessionEnv = { Bindings: Env; Variables: { user: SessionUser } };

export const AUTH_REQUIRED: ApiError = {
  error: "Authentication required",
  issues: [{ path: "", message: "Sign in to the admin dashboard" }],
};

export const toAuthUser = (u: SessionUser): AuthUser => ({
  profileImageUrl: u.profileImageUrl,
  firstName: u.firstName,
  email: u.email,
  role: u.role,
});

/** Today's keys of both sign-in methods (a session signed in under another key ends) and the idle limit. */
export const sessionRules = (env: Env): SessionRules => ({
  password: adminVars(env).password,
  oidc: oidcSessionKey(env),
  idleMs: sessionIdleMs(env),
});

/** The signed-in admin of this request and how they signed in, or null; a stale cookie is removed so the browser stops presenting it. */
export async function currentSession(c: Context<SessionEnv>): Promise<{ user: SessionUser; method: SignInMethod; token: string } | null> {
  const token = sessionToken(c);
  const session = token ? await readSession(c.env.DB, await sha256Hex(token), sessionRules(c.env), new Date()) : null;
  if (!session && token) clearSessionCookie(c);
  return session && token ? { ...session, token } : null;
}

export const currentUser = async (c: Context<SessionEnv>): Promise<SessionUser | null> => (await currentSession(c))?.user ?? null;

/** Lets the request through only with a valid, unexpired session cookie; answers 401 JSON otherwise. */
export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const user = await currentUser(c);
  if (!user) return c.json(AUTH_REQUIRED, 401);
  c.set("user", user);
  await next();
});

import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AuthUser } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { clearSessionCookie, sessionToken } from "./cookie";
import { sha256Hex } from "../db/hash";
import { readSession, type SessionRules, type SessionUser, type SignInMethod } from "./sessions";
import { workerConfig } from "../http/env";

/** `sid`: the session's row id (its cookie token's SHA-256), which the live board's sockets are closed by. */
export type SessionEnv = { Bindings: Env; Variables: { user: SessionUser; sid: string } };

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

/**
 * Today's keys of both sign-in methods (a session signed in under another key ends) and the idle limit; the single
 * sign-on key only while single sign-on is on, so switching it off ends its sessions.
 */
export function sessionRules(env: Env): SessionRules {
  const config = workerConfig(env);
  return { password: config.adminPassword, oidc: config.oidc?.authSecret ?? null, idleMs: config.sessionIdleMs };
}

/**
 * The signed-in admin of this request and how they signed in, or null; a stale cookie is removed so the
 * browser stops presenting it. `touch: false` reads without counting the request as use (decision 060).
 */
export async function currentSession(
  c: Context<SessionEnv>,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: SessionUser; method: SignInMethod; token: string; sid: string } | null> {
  const token = sessionToken(c);
  const sid = token ? await sha256Hex(token) : null;
  const session = sid ? await readSession(c.env.DB, sid, sessionRules(c.env), new Date(), { touch }) : null;
  if (!session && token) clearSessionCookie(c);
  return session && token && sid ? { ...session, token, sid } : null;
}

export const currentUser = async (c: Context<SessionEnv>): Promise<SessionUser | null> => (await currentSession(c))?.user ?? null;

/** Lets the request through only with a valid, unexpired session cookie; answers 401 JSON otherwise. */
const sessionGuard = (touch: boolean) =>
  createMiddleware<SessionEnv>(async (c, next) => {
    const session = await currentSession(c, { touch });
    if (!session) return c.json(AUTH_REQUIRED, 401);
    c.set("user", session.user);
    c.set("sid", session.sid);
    await next();
  });

export const requireSession = sessionGuard(true);
/**
 * The live board's own requests (its snapshot and socket), which an open page sends by itself: a
 * session is needed, but they are not use of it, so a board left alone does not keep it from idling out.
 */
export const requireBoardSession = sessionGuard(false);

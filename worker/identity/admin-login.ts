import { Hono } from "hono";
import { LoginSchema, type AdminConfig, type LoginAnswer } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { LOGIN_LIMITS, loginAccountKey, loginClientKey, loginWait, retryAfterFor } from "../../schema/rate-limit";
import { setSessionCookie } from "./cookie";
import { isLocalHost } from "../http/local-host";
import { passwordMatches } from "./password";
import { clearFailures, takeAttempt } from "./login-attempts";
import { audit, type Actor } from "../records/audit";
import { createSession } from "./sessions";
import { upsertPasswordOwner } from "./users";
import { workerConfig } from "../http/env";
import { toAuthUser, type SessionEnv } from "./session";
import { validJson } from "../http/validate";

const passwordError = (error: string): ApiError => ({ error, issues: [{ path: "password", message: error }] });
const ANONYMOUS: Actor = { id: null, email: "anonymous" };

/** "1 second", "40 seconds", "15 minutes": the 429's wait as a person reads it. */
function inWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The only admin routes open without a session: sign-in and the login screen's configuration. */
export const adminLoginRoutes = new Hono<SessionEnv>()
  // Defence in depth beside the deploy check: the hint is the password, so only `wrangler dev` on this machine shows it.
  .get("/config", (c) => {
    const config = workerConfig(c.env);
    return c.json<AdminConfig>({ demoHint: isLocalHost(c.req.url) ? config.demoHint : null, sso: config.oidc !== null });
  })
  .post("/login", validJson(LoginSchema), async (c) => {
    const config = workerConfig(c.env);
    if (!config.adminPassword) {
      return c.json<ApiError>(
        { error: "Admin sign-in is not configured", issues: [{ path: "", message: "Set the ADMIN_PASSWORD secret (docs/admin.md)" }] },
        503,
      );
    }
    // Cloudflare sets CF-Connecting-IP on every request it proxies; local `wrangler dev` has one client.
    const keys = { client: loginClientKey(c.req.header("CF-Connecting-IP")), account: loginAccountKey(config.adminEmail) };
    const now = new Date();
    const attempt = await takeAttempt(c.env.DB, keys, now);
    if (attempt.ceilingReached) {
      const { max, windowMs } = LOGIN_LIMITS.global;
      await audit(
        c.env.DB,
        {
          actor: ANONYMOUS,
          action: "signin.limit",
          target: config.adminEmail,
          detail: { attempts: max, windowMinutes: windowMs / 60_000 },
        },
        now,
      );
    }
    if (!attempt.granted) {
      const wait = loginWait(attempt.state, now.getTime());
      const seconds = retryAfterFor(wait?.waitMs ?? 1000);
      c.header("Retry-After", String(seconds));
      return c.json(passwordError(`Too many failed login attempts. Try again in ${inWords(seconds)}.`), 429);
    }
    // A wrong password keeps the rows takeAttempt recorded; a right one clears the client's and the account's.
    if (!(await passwordMatches(c.req.valid("json").password, config.adminPassword))) {
      return c.json(passwordError("Invalid password"), 401);
    }
    await clearFailures(c.env.DB, keys, attempt.ids);
    // The password is the owner's break-glass login: its user row is always an owner.
    const user = await upsertPasswordOwner(c.env.DB, config.adminEmail, now);
    const session = await createSession(c.env.DB, user, "password", config.adminPassword, now);
    await audit(c.env.DB, { actor: user, action: "signin", target: user.email, detail: { method: "password" } }, now);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json<LoginAnswer>({ ok: true, user: toAuthUser(user) });
  });

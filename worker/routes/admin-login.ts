import { Hono } from "hono";
import { LoginSchema, type AdminConfig, type LoginAnswer } from "../../schema/admin";
import type { ApiError } from "../../schema/payload";
import { adminVars } from "../auth/admin-vars";
import { setSessionCookie } from "../auth/cookie";
import { isLocalHost } from "../auth/local-host";
import { oidcConfig } from "../auth/oidc-vars";
import { passwordMatches } from "../auth/password";
import { clearFailures, lockedForMs, takeAttempt } from "../db/login-attempts";
import { audit } from "../db/audit";
import { createSession } from "../db/sessions";
import { upsertPasswordOwner } from "../db/users";
import { toAuthUser, type SessionEnv } from "../middleware/session";
import { validJson } from "../validate";

const passwordError = (error: string): ApiError => ({ error, issues: [{ path: "password", message: error }] });

/** The only admin routes open without a session: sign-in and the login screen's configuration. */
export const adminLoginRoutes = new Hono<SessionEnv>()
  // Defence in depth beside the deploy check: the hint is the password, so only `wrangler dev` on this machine shows it.
  .get("/config", (c) => c.json<AdminConfig>({ demoHint: isLocalHost(c.req.url) ? adminVars(c.env).demoHint : null, sso: oidcConfig(c.env) !== null }))
  .post("/login", validJson(LoginSchema), async (c) => {
    const vars = adminVars(c.env);
    if (!vars.password) {
      return c.json<ApiError>({ error: "Admin sign-in is not configured", issues: [{ path: "", message: "Set the ADMIN_PASSWORD secret (docs/admin.md)" }] }, 503);
    }
    // Cloudflare sets CF-Connecting-IP on every request it proxies; local `wrangler dev` has one client.
    const client = c.req.header("CF-Connecting-IP") ?? "local";
    const now = new Date();
    if (!(await takeAttempt(c.env.DB, client, now))) {
      const waitMs = await lockedForMs(c.env.DB, client, now);
      const minutes = Math.ceil(waitMs / 60_000);
      c.header("Retry-After", String(Math.ceil(waitMs / 1000)));
      return c.json(passwordError(`Too many failed login attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`), 429);
    }
    // A wrong password keeps the attempt takeAttempt recorded; a right one clears the client's record.
    if (!(await passwordMatches(c.req.valid("json").password, vars.password))) {
      return c.json(passwordError("Invalid password"), 401);
    }
    await clearFailures(c.env.DB, client);
    // The password is the owner's break-glass login: its user row is always an owner.
    const user = await upsertPasswordOwner(c.env.DB, vars.email, now);
    const session = await createSession(c.env.DB, user, "password", vars.password, now);
    await audit(c.env.DB, { actor: user, action: "signin", target: user.email, detail: { method: "password" } }, now);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.json<LoginAnswer>({ ok: true, user: toAuthUser(user) });
  });

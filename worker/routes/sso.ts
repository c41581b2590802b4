import { initOidcAuthMiddleware, oidcAuthMiddleware, processOAuthCallback, type IDToken } from "@hono/oidc-auth";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { normaliseEmail } from "../../schema/roles";
import { setSessionCookie } from "../auth/cookie";
import { oidcConfig, type OidcConfig } from "../auth/oidc-vars";
import { problemPage } from "../auth/problem-page";
import { audit, type Actor } from "../db/audit";
import { createSession } from "../db/sessions";
import { findUserByEmail, recordProfile } from "../db/users";
import { noStore } from "../middleware/no-store";
import { currentUser, type SessionEnv } from "../middleware/session";

/** @hono/oidc-auth's own session cookie: we keep our sessions row instead, so it is dropped after the callback. */
const LIBRARY_COOKIE = "oidc-auth";
const SCOPES = "openid email profile";

/** Hands our validated settings to @hono/oidc-auth for this request (its env names, DESIGN §10). */
const configure = (cfg: OidcConfig) =>
  initOidcAuthMiddleware({
    OIDC_ISSUER: cfg.issuer,
    OIDC_CLIENT_ID: cfg.clientId,
    OIDC_CLIENT_SECRET: cfg.clientSecret,
    OIDC_AUTH_SECRET: cfg.authSecret,
    OIDC_REDIRECT_URI: cfg.redirectUri,
    OIDC_SCOPES: SCOPES,
  });

/** Without single sign-on configured, "sign in" is a visit to the dashboard's password form. */
const whenConfigured = createMiddleware<SessionEnv>(async (c, next) => {
  const cfg = oidcConfig(c.env);
  if (!cfg) return c.redirect("/admin", 302);
  return configure(cfg)(c, next);
});

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Runs the library's callback (state, nonce and PKCE checks, code exchange) and keeps the ID token's claims. */
async function exchange(c: Context<SessionEnv>): Promise<IDToken | null> {
  let claims: IDToken | null = null;
  c.set("oidcClaimsHook", async (_orig, idToken) => {
    claims = idToken ?? null;
    return { sub: idToken?.sub ?? "", email: text(idToken?.email) ?? "" };
  });
  await processOAuthCallback(c);
  return claims;
}

/** GET /api/login starts single sign-on (DESIGN §10); GET /api/callback finishes it with our own session. */
export const ssoRoutes = new Hono<SessionEnv>()
  .get("/login", noStore, whenConfigured, async (c) => {
    // Already signed in: straight to the dashboard, no round trip to the provider.
    if (await currentUser(c)) return c.redirect("/admin", 302);
    // The library redirects to the provider; it lets the request through only with its own (stale) cookie.
    const res = await oidcAuthMiddleware()(c, async () => {});
    return res ?? c.redirect("/admin", 302);
  })
  .get("/callback", noStore, async (c) => {
    const cfg = oidcConfig(c.env);
    if (!cfg) return problemPage(c, 404, "Single sign-on is not configured", "Sign in with the admin password instead.");
    const q = c.req.query();
    if (q.error) return problemPage(c, 403, "Sign-in cancelled", "The sign-in provider did not sign you in. You can try again.", "error");
    // Checked before the provider is asked, so a stray or replayed link is a 400, not a failed exchange.
    if (!q.code || !q.state || !getCookie(c, "state")) {
      return problemPage(c, 400, "Sign-in expired", "This sign-in link is incomplete or was already used. Start again from the sign-in page.", "state");
    }
    await configure(cfg)(c, async () => {});
    let claims: IDToken | null;
    try {
      claims = await exchange(c);
    } catch (error) {
      console.warn("single sign-on callback refused", error instanceof Error ? error.message : error);
      return problemPage(c, 400, "Sign-in failed", "The sign-in could not be completed. Start again from the sign-in page.", "code");
    } finally {
      deleteCookie(c, LIBRARY_COOKIE, { path: "/", secure: true, httpOnly: true });
    }
    const email = text(claims?.email);
    // A provider that says the address is unverified does not vouch for who holds it.
    const anonymous: Actor = { id: null, email: "anonymous" };
    if (!email || claims?.email_verified === false) {
      await audit(c.env.DB, { actor: anonymous, action: "signin.refused", target: email, detail: { reason: "no verified email" } });
      return problemPage(c, 403, "No verified email", "The sign-in provider did not confirm an email address for your account.", "email");
    }
    const user = await findUserByEmail(c.env.DB, normaliseEmail(email));
    if (!user) {
      // Who tried matters for security; the email is kept like any other sign-in attempt (docs/privacy.md).
      await audit(c.env.DB, { actor: anonymous, action: "signin.refused", target: normaliseEmail(email), detail: { reason: "not invited" } });
      return problemPage(c, 403, "Not invited", `${email} is not invited to this dashboard. Ask an owner to invite this email address.`, "email");
    }
    const now = new Date();
    await recordProfile(
      c.env.DB,
      user.id,
      { name: text(claims?.name), firstName: text(claims?.given_name), lastName: text(claims?.family_name), picture: text(claims?.picture) },
      now,
    );
    const session = await createSession(c.env.DB, user, "oidc", cfg.authSecret, now);
    await audit(c.env.DB, { actor: user, action: "signin", target: user.email, detail: { method: "oidc" } }, now);
    setSessionCookie(c, session.token, session.expiresAt);
    return c.redirect("/admin", 302);
  });

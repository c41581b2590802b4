import { initOidcAuthMiddleware, oidcAuthMiddleware, processOAuthCallback, type IDToken } from "@hono/oidc-auth";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { OidcConfig } from "../../schema/worker-env";
import { setSessionCookie } from "./cookie";
import { landingPage } from "./landing-page";
import { problemPage } from "./problem-page";
import { accountFor, type AccountRefusal } from "./sso-account";
import { verifiedIdentity, type SsoIdentity } from "./sso-identity";
import { dropLinkCookie, hasLinkCookie, takeLinkCookie } from "./sso-link";
import { audit, type Actor } from "../records/audit";
import { createSession, takeLinkIntent } from "./sessions";
import { bindSubject, recordProfile } from "./users";
import { workerConfig } from "../http/env";
import { noStore } from "../http/no-store";
import { currentUser, sessionRules, type SessionEnv } from "./session";

/** @hono/oidc-auth's own session cookie: we keep our sessions row instead, so it is dropped after the callback. */
const LIBRARY_COOKIE = "oidc-auth";
const SCOPES = "openid email profile";
const ANONYMOUS: Actor = { id: null, email: "anonymous" };

/** Hands our validated settings to @hono/oidc-auth for this request (its env names, docs/admin.md#single-sign-on-openid-connect). */
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
  const cfg = workerConfig(c.env).oidc;
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

/** Each refusal is audited with its reason (who tried matters for security; docs/privacy.md) and answered with a page. */
async function refuse(c: Context<SessionEnv>, email: string | null, reason: string, title: string, message: string) {
  await audit(c.env.DB, { actor: ANONYMOUS, action: "signin.refused", target: email, detail: { reason } });
  return problemPage(c, 403, title, message, "email");
}

const ACCOUNT_REFUSAL: Record<AccountRefusal, (email: string) => [string, string]> = {
  "not invited": (email) => ["Not invited", `${email} is not invited to this dashboard. Ask an owner to invite this email address.`],
  // Said like "not invited": whether another account holds the address is nobody else's business.
  "email bound to another account": (email) => [
    "Not invited",
    `${email} is not invited to this dashboard for this sign-in account. Ask an owner.`,
  ],
  "password owner": () => [
    "Use the admin password",
    "This email signs in with the admin password. Sign in with it, then link single sign-on on the Users page.",
  ],
};

/** The password owner, signed in, asked to link this provider account (POST /api/auth/link-sso): bind their row. */
async function link(c: Context<SessionEnv>, intentHash: string, id: SsoIdentity) {
  const now = new Date();
  const session = await takeLinkIntent(c.env.DB, intentHash, sessionRules(c.env), now);
  if (!session || session.method !== "password") {
    return refuse(
      c,
      id.email,
      "link expired",
      "Linking expired",
      "Start again from the Users page while signed in with the admin password.",
    );
  }
  const { user } = session;
  const event = { actor: user, action: "user.link-sso" as const, target: user.email, detail: { via: "owner", issuer: id.issuer } };
  if (!(await bindSubject(c.env.DB, user.id, id.issuer, id.subject, now, event))) {
    return refuse(
      c,
      id.email,
      "already linked",
      "Not linked",
      "Your account, or this sign-in account, is already linked to single sign-on.",
    );
  }
  // The password session stays; the owner goes back to the dashboard signed in as before.
  return landingPage(c, "/admin");
}

/**
 * GET /api/login starts single sign-on (docs/admin.md#single-sign-on-openid-connect); GET /api/callback finishes it with our own session.
 */
export const ssoRoutes = new Hono<SessionEnv>()
  .get("/login", noStore, whenConfigured, async (c) => {
    const signedIn = (await currentUser(c)) !== null;
    // A linking intent goes with its own session only (POST /api/auth/link-sso set both).
    const linking = signedIn && hasLinkCookie(c);
    if (!signedIn) dropLinkCookie(c);
    // Already signed in: straight to the dashboard, no round trip to the provider.
    if (signedIn && !linking) return c.redirect("/admin", 302);
    // The library redirects to the provider; it lets the request through only with its own (stale) cookie.
    const res = await oidcAuthMiddleware()(c, async () => {});
    return res ?? c.redirect("/admin", 302);
  })
  .get("/callback", noStore, async (c) => {
    const cfg = workerConfig(c.env).oidc;
    if (!cfg) return problemPage(c, 404, "Single sign-on is not configured", "Sign in with the admin password instead.");
    const q = c.req.query();
    if (q.error) return problemPage(c, 403, "Sign-in cancelled", "The sign-in provider did not sign you in. You can try again.", "error");
    // Checked before the provider is asked, so a stray or replayed link is a 400, not a failed exchange.
    if (!q.code || !q.state || !getCookie(c, "state")) {
      return problemPage(
        c,
        400,
        "Sign-in expired",
        "This sign-in link is incomplete or was already used. Start again from the sign-in page.",
        "state",
      );
    }
    await configure(cfg)(c, async () => {});
    const intentHash = await takeLinkCookie(c);
    let claims: IDToken | null;
    try {
      claims = await exchange(c);
    } catch (error) {
      console.warn("single sign-on callback refused", error instanceof Error ? error.message : error);
      return problemPage(c, 400, "Sign-in failed", "The sign-in could not be completed. Start again from the sign-in page.", "code");
    } finally {
      deleteCookie(c, LIBRARY_COOKIE, { path: "/", secure: true, httpOnly: true });
    }
    const id = verifiedIdentity(claims);
    if ("refused" in id) {
      return refuse(
        c,
        id.email,
        id.refused,
        "No verified email",
        "The sign-in provider did not confirm an email address for your account.",
      );
    }
    if (intentHash) return link(c, intentHash, id);
    const now = new Date();
    const ownerEmail = workerConfig(c.env).adminEmail;
    const account = await accountFor(c.env.DB, id, ownerEmail, now);
    if ("refused" in account) return refuse(c, id.email, account.refused, ...ACCOUNT_REFUSAL[account.refused](id.email));
    const { user } = account;
    // The password owner's profile is theirs to keep: a provider account they linked does not rename it.
    if (user.email !== ownerEmail) {
      await recordProfile(
        c.env.DB,
        user.id,
        {
          name: text(claims?.name),
          firstName: text(claims?.given_name),
          lastName: text(claims?.family_name),
          picture: text(claims?.picture),
        },
        now,
      );
    }
    const session = await createSession(c.env.DB, user, "oidc", cfg.authSecret, now);
    await audit(c.env.DB, { actor: user, action: "signin", target: user.email, detail: { method: "oidc" } }, now);
    setSessionCookie(c, session.token, session.expiresAt);
    return landingPage(c, "/admin");
  });

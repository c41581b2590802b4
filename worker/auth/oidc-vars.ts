/** The OpenID Connect settings (docs/admin.md#single-sign-on-openid-connect; @hono/oidc-auth's own env names), secrets included. */
export type OidcVars = {
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_AUTH_SECRET?: string;
  OIDC_REDIRECT_URI?: string;
};

/** @hono/oidc-auth refuses a shorter session secret. */
export const OIDC_AUTH_SECRET_MIN = 32;

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; authSecret: string; redirectUri: string };

/** Single sign-on is on only when every setting is there; otherwise /api/login keeps sending people to the password form. */
export function oidcConfig(env: OidcVars): OidcConfig | null {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  const clientSecret = env.OIDC_CLIENT_SECRET;
  const authSecret = env.OIDC_AUTH_SECRET;
  if (!issuer || !clientId || !clientSecret || !authSecret || authSecret.length < OIDC_AUTH_SECRET_MIN) return null;
  return { issuer, clientId, clientSecret, authSecret, redirectUri: env.OIDC_REDIRECT_URI?.trim() || "/api/callback" };
}

/** The key that binds single sign-on sessions, or null when single sign-on is off (then no such session is accepted). */
export const oidcSessionKey = (env: OidcVars): string | null => oidcConfig(env)?.authSecret ?? null;

// Secrets and optional vars that `wrangler types` cannot see (.dev.vars locally, `wrangler secret put` when deployed).
declare namespace Cloudflare {
  interface Env {
    ADMIN_PASSWORD?: string;
    ADMIN_EMAIL?: string;
    OIDC_ISSUER?: string;
    OIDC_CLIENT_ID?: string;
    OIDC_CLIENT_SECRET?: string;
    OIDC_AUTH_SECRET?: string;
    OIDC_REDIRECT_URI?: string;
  }
}

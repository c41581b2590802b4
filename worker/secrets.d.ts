/* eslint-disable @typescript-eslint/no-empty-object-type -- empty interfaces that extend one are declaration merging here */
// Secrets and optional vars that `wrangler types` cannot see (.dev.vars locally, `wrangler secret put` when deployed).
interface WorkerSecrets {
  ADMIN_PASSWORD?: string;
  ADMIN_EMAIL?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  OIDC_AUTH_SECRET?: string;
  OIDC_REDIRECT_URI?: string;
}
// wrangler 4.164 declares the global Env apart from Cloudflare.Env (both extend its generated
// base): add the secrets to both (decision 033).
declare namespace Cloudflare {
  interface Env extends WorkerSecrets {}
}
interface Env extends WorkerSecrets {}

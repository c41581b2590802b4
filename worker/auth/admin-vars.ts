import { normaliseEmail } from "../../schema/roles";

/** The admin configuration read from the Worker's vars and secrets (docs/admin.md). */
export type AdminVars = { DEMO_MODE: string; ADMIN_PASSWORD?: string; ADMIN_EMAIL?: string };

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";

/** `wrangler types` types only wrangler.toml vars; the secrets are optional, so read them through this shape. */
export function adminVars(env: AdminVars) {
  const password = env.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null;
  return {
    /** Never a default: without the secret, sign-in is switched off. */
    password,
    /** The password holder's user row (the owner); lower-cased like every allow-listed email. */
    email: normaliseEmail(env.ADMIN_EMAIL ?? "") || DEFAULT_ADMIN_EMAIL,
    demoHint: env.DEMO_MODE === "true" ? password : null,
  };
}

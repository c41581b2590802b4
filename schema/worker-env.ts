// The Worker's plain vars and secrets, read in one place (decision 078; the table in docs/deploy.md#the-workers-variables).
// A variable left unset or blank takes its default; a variable set to something its rule cannot read is an error that names it,
// never a silent default: a typo must not switch the idle timeout off, show no result where one was wanted, or keep a secret too short.
import * as z from "zod/mini";
import type { core } from "zod/mini";
import { RESULT_SETTINGS, type ResultSetting } from "./constants";
import type { ApiError } from "./save/payload";
import { normaliseEmail } from "./identity/roles";
import { ANONYMITY_FLOOR_RULE, DEFAULT_ANONYMITY_FLOOR, readAnonymityFloor } from "./anonymity/floor";

export const DEFAULT_ADMIN_EMAIL = "admin@localhost";
export const DEFAULT_IDLE_MINUTES = 30;
/** The absolute lifetime of a session (worker/identity/sessions.ts SESSION_TTL_MS): the idle limit cannot exceed it. */
export const MAX_IDLE_MINUTES = 12 * 60;
export const DEFAULT_RETENTION_DAYS = 90;
export const MAX_RETENTION_DAYS = 36_500;
/** @hono/oidc-auth refuses a shorter session secret. */
export const OIDC_AUTH_SECRET_MIN = 32;
export const DEFAULT_OIDC_REDIRECT_URI = "/api/callback";

export type OidcConfig = { issuer: string; clientId: string; clientSecret: string; authSecret: string; redirectUri: string };

/** What the Worker runs by: every reader takes this, never the raw strings. */
export type WorkerConfig = {
  /** The password owner's sign-in; null: password sign-in is off (there is never a default password). */
  adminPassword: string | null;
  /** The password holder's user row, lower-cased like every allow-listed email. */
  adminEmail: string;
  /** The password as the login screen's hint, in demo mode only (and shown only to a local host, worker/identity/admin-login.ts). */
  demoHint: string | null;
  sessionIdleMs: number;
  retentionDays: number;
  resultOnCompletion: ResultSetting;
  /** The fewest people a figure shown to a lower audience may rest on (decision 081). */
  anonymityFloor: number;
  /** Single sign-on, or null when it is off. */
  oidc: OidcConfig | null;
};

const MINUTE = 60_000;

/**
 * One variable: unset or blank gives `fallback`; otherwise `read` gives its value, or undefined when it cannot, and then the
 * issue is `must` (a sentence that starts with the variable's name). The value itself is never repeated: it may be a secret.
 */
function variable<T>(fallback: T, read: (value: string) => T | undefined, must: string) {
  return z.pipe(
    z.optional(z.string()),
    z.transform((raw: string | undefined, ctx: core.ParsePayload<unknown>) => {
      if (raw === undefined || raw.trim() === "") return fallback;
      const value = read(raw);
      if (value !== undefined) return value;
      ctx.issues.push({ code: "custom", message: must, input: undefined });
      return z.NEVER;
    }),
  );
}

const wholeNumber = (value: string, min: number, max: number) => {
  const n = /^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return n >= min && n <= max ? n : undefined;
};

const httpUrl = (value: string) => {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? value.trim() : undefined;
  } catch {
    return undefined;
  }
};

/** A secret, taken as given (it may start or end with a space); blank, like every variable, is unset. */
const asGiven = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((v) => (v?.trim() ? v : null)),
  );

/** The raw variables, each read by its own rule; unknown keys (the bindings: DB, ASSETS …) are left out. */
export const WorkerEnvSchema = z.object({
  // Exactly "true" switches it on, as always; "TRUE" or "yes" is a typo, not a quiet "off".
  DEMO_MODE: variable(false, (v) => (v === "true" ? true : v === "false" ? false : undefined), 'DEMO_MODE must be "true" or "false"'),
  ADMIN_PASSWORD: asGiven(),
  ADMIN_EMAIL: variable(
    DEFAULT_ADMIN_EMAIL,
    (v) => (/^[^\s@]+@[^\s@]+$/.test(v.trim()) ? normaliseEmail(v) : undefined),
    "ADMIN_EMAIL must be an email address",
  ),
  SESSION_IDLE_MINUTES: variable(
    DEFAULT_IDLE_MINUTES,
    (v) => wholeNumber(v, 1, MAX_IDLE_MINUTES),
    `SESSION_IDLE_MINUTES must be whole minutes from 1 to ${MAX_IDLE_MINUTES}`,
  ),
  RETENTION_DAYS: variable(
    DEFAULT_RETENTION_DAYS,
    (v) => wholeNumber(v, 1, MAX_RETENTION_DAYS),
    `RETENTION_DAYS must be whole days from 1 to ${MAX_RETENTION_DAYS}`,
  ),
  RESULT_ON_COMPLETION: variable<ResultSetting>(
    "none",
    (v) => RESULT_SETTINGS.find((s) => s === v.trim()),
    `RESULT_ON_COMPLETION must be ${RESULT_SETTINGS.join(", ")}`,
  ),
  ANONYMITY_FLOOR: variable(DEFAULT_ANONYMITY_FLOOR, readAnonymityFloor, ANONYMITY_FLOOR_RULE),
  OIDC_ISSUER: variable(null, httpUrl, "OIDC_ISSUER must be the provider's issuer URL (https://…)"),
  OIDC_CLIENT_ID: z.pipe(
    z.optional(z.string()),
    z.transform((v) => v?.trim() || null),
  ),
  OIDC_CLIENT_SECRET: asGiven(),
  OIDC_AUTH_SECRET: variable(
    null,
    (v) => ([...v].length >= OIDC_AUTH_SECRET_MIN ? v : undefined),
    `OIDC_AUTH_SECRET must have at least ${OIDC_AUTH_SECRET_MIN} characters`,
  ),
  OIDC_REDIRECT_URI: variable(
    DEFAULT_OIDC_REDIRECT_URI,
    (v) => (v.trim().startsWith("/") && !v.trim().startsWith("//") ? v.trim() : httpUrl(v)),
    "OIDC_REDIRECT_URI must be a path (/api/callback) or an https:// URL",
  ),
});

type WorkerVars = z.infer<typeof WorkerEnvSchema>;

/** Single sign-on is on only when the issuer, client id, client secret and session secret are all set; any one unset switches it off. */
function oidcOf(v: WorkerVars): OidcConfig | null {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_AUTH_SECRET: authSecret } = v;
  if (!issuer || !clientId || !clientSecret || !authSecret) return null;
  return { issuer, clientId, clientSecret, authSecret, redirectUri: v.OIDC_REDIRECT_URI };
}

const configOf = (v: WorkerVars): WorkerConfig => ({
  adminPassword: v.ADMIN_PASSWORD,
  adminEmail: v.ADMIN_EMAIL,
  demoHint: v.DEMO_MODE ? v.ADMIN_PASSWORD : null,
  sessionIdleMs: v.SESSION_IDLE_MINUTES * MINUTE,
  retentionDays: v.RETENTION_DAYS,
  resultOnCompletion: v.RESULT_ON_COMPLETION,
  anonymityFloor: v.ANONYMITY_FLOOR,
  oidc: oidcOf(v),
});

export type EnvProblem = { path: string; message: string };
export type ParsedEnv = { ok: true; config: WorkerConfig } | { ok: false; problems: EnvProblem[] };

/** The Worker's `env` read at once: its configuration, or every variable it cannot read, each named (path: the variable). */
export function parseWorkerEnv(env: Record<string, unknown>): ParsedEnv {
  const parsed = WorkerEnvSchema.safeParse(env);
  if (parsed.success) return { ok: true, config: configOf(parsed.data) };
  const problems = parsed.error.issues.map((i) => {
    const name = String(i.path[0] ?? "");
    // A var or secret that is not text (a binding by that name) fails the string check, whose message names no variable.
    return { path: name, message: i.code === "custom" ? i.message : `${name} must be text` };
  });
  return { ok: false, problems };
}

/** The answer of every API request while the configuration is bad: which variables, never their values (decision 078). */
export const badConfiguration = (problems: EnvProblem[]): ApiError => ({ error: "Server misconfigured", issues: problems });

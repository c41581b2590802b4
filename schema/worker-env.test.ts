import { describe, expect, it } from "vitest";
import { DEFAULT_ADMIN_EMAIL, parseWorkerEnv, type ParsedEnv, type WorkerConfig } from "./worker-env";

const SSO = {
  OIDC_ISSUER: "https://id.example.org/",
  OIDC_CLIENT_ID: "sociality",
  OIDC_CLIENT_SECRET: "client-secret",
  OIDC_AUTH_SECRET: "a-session-secret-of-at-least-32-characters",
};
/** wrangler.toml's [vars] as shipped, with the bindings beside them as the Worker's env has them. */
const SHIPPED = { DB: {}, ASSETS: {}, DEMO_MODE: "false", RETENTION_DAYS: "90", SESSION_IDLE_MINUTES: "30", RESULT_ON_COMPLETION: "none" };

const configOf = (parsed: ParsedEnv): WorkerConfig => {
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.config;
};
const problemsOf = (env: Record<string, unknown>) => {
  const parsed = parseWorkerEnv(env);
  return parsed.ok ? [] : parsed.problems;
};

describe("the Worker's environment (decision 078)", () => {
  it("reads wrangler.toml's vars, and nothing set at all, as the defaults: no password, no single sign-on", () => {
    const expected: WorkerConfig = {
      adminPassword: null,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      demoHint: null,
      sessionIdleMs: 30 * 60_000,
      retentionDays: 90,
      resultOnCompletion: "none",
      anonymityFloor: 5,
      oidc: null,
    };
    expect(configOf(parseWorkerEnv(SHIPPED))).toEqual(expected);
    expect(configOf(parseWorkerEnv({}))).toEqual(expected);
    // Blank is unset: a var emptied in the dashboard takes its default.
    expect(
      configOf(parseWorkerEnv({ SESSION_IDLE_MINUTES: " ", RETENTION_DAYS: "", RESULT_ON_COMPLETION: "", ANONYMITY_FLOOR: " " })),
    ).toEqual(expected);
  });

  it("reads a good environment: every setting as set, secrets as given", () => {
    const config = configOf(
      parseWorkerEnv({
        ...SHIPPED,
        ...SSO,
        DEMO_MODE: "true",
        ADMIN_PASSWORD: " pass word ",
        ADMIN_EMAIL: " Ops@Example.org ",
        SESSION_IDLE_MINUTES: " 720 ",
        RETENTION_DAYS: "30",
        RESULT_ON_COMPLETION: " type-and-culture ",
        ANONYMITY_FLOOR: " 7 ",
        OIDC_REDIRECT_URI: "https://sociality.example.org/api/callback",
      }),
    );
    expect(config).toEqual({
      adminPassword: " pass word ",
      adminEmail: "ops@example.org",
      demoHint: " pass word ",
      sessionIdleMs: 12 * 60 * 60_000,
      retentionDays: 30,
      resultOnCompletion: "type-and-culture",
      anonymityFloor: 7,
      oidc: {
        issuer: SSO.OIDC_ISSUER,
        clientId: "sociality",
        clientSecret: "client-secret",
        authSecret: SSO.OIDC_AUTH_SECRET,
        redirectUri: "https://sociality.example.org/api/callback",
      },
    } satisfies WorkerConfig);
    for (const setting of ["none", "type", "type-and-culture"])
      expect(configOf(parseWorkerEnv({ RESULT_ON_COMPLETION: setting })).resultOnCompletion).toBe(setting);
    for (const floor of [3, 4, 9, 10]) expect(configOf(parseWorkerEnv({ ANONYMITY_FLOOR: String(floor) })).anonymityFloor).toBe(floor);
  });

  it("shows the demo hint only in demo mode, and only when there is a password", () => {
    expect(configOf(parseWorkerEnv({ DEMO_MODE: "true", ADMIN_PASSWORD: "p" })).demoHint).toBe("p");
    expect(configOf(parseWorkerEnv({ DEMO_MODE: "false", ADMIN_PASSWORD: "p" })).demoHint).toBeNull();
    expect(configOf(parseWorkerEnv({ DEMO_MODE: "true" })).demoHint).toBeNull();
    expect(configOf(parseWorkerEnv({ DEMO_MODE: "true", ADMIN_PASSWORD: "" })).adminPassword).toBeNull();
  });

  it("switches single sign-on off while any of its four settings is unset, and defaults the redirect to /api/callback", () => {
    expect(configOf(parseWorkerEnv(SSO)).oidc?.redirectUri).toBe("/api/callback");
    for (const name of Object.keys(SSO)) {
      expect(configOf(parseWorkerEnv({ ...SSO, [name]: undefined })).oidc, name).toBeNull();
      expect(configOf(parseWorkerEnv({ ...SSO, [name]: "  " })).oidc, name).toBeNull();
    }
  });

  it.each([
    ["DEMO_MODE", ["TRUE", "yes", "1", " true "], 'DEMO_MODE must be "true" or "false"'],
    ["ADMIN_EMAIL", ["ops", "ops at example.org", "a@b@c d"], "ADMIN_EMAIL must be an email address"],
    ["SESSION_IDLE_MINUTES", ["0", "721", "-5", "1.5", "thirty", "30m"], "SESSION_IDLE_MINUTES must be whole minutes from 1 to 720"],
    ["RETENTION_DAYS", ["0", "-5", "1.5", "ninety", "99999999", "1e2"], "RETENTION_DAYS must be whole days from 1 to 36500"],
    ["RESULT_ON_COMPLETION", ["TYPE", "all", "true", "type_and_culture"], "RESULT_ON_COMPLETION must be none, type, type-and-culture"],
    ["ANONYMITY_FLOOR", ["2", "11", "0", "-5", "5.5", "five", "05x", "100", "1e1"], "ANONYMITY_FLOOR must be a whole number from 3 to 10"],
    ["OIDC_ISSUER", ["id.example.org", "ftp://id.example.org/", "https//id"], "OIDC_ISSUER must be the provider's issuer URL (https://…)"],
    ["OIDC_AUTH_SECRET", ["short", "x".repeat(31)], "OIDC_AUTH_SECRET must have at least 32 characters"],
    [
      "OIDC_REDIRECT_URI",
      ["api/callback", "//evil.example/cb", "javascript:alert(1)"],
      "OIDC_REDIRECT_URI must be a path (/api/callback) or an https:// URL",
    ],
  ])("names %s when it is set to something it cannot read, and nothing else", (name, values, message) => {
    for (const value of values) expect(problemsOf({ ...SHIPPED, ...SSO, [name]: value }), value).toEqual([{ path: name, message }]);
  });

  it("names every bad variable at once, never with its value", () => {
    const problems = problemsOf({ ...SHIPPED, DEMO_MODE: "on", RETENTION_DAYS: "ninety", OIDC_AUTH_SECRET: "hunter2" });
    expect(problems.map((p) => p.path)).toEqual(["DEMO_MODE", "RETENTION_DAYS", "OIDC_AUTH_SECRET"]);
    expect(JSON.stringify(problems)).not.toContain("hunter2");
  });

  it("names a variable that is not text (a binding by a var's name)", () => {
    expect(problemsOf({ RETENTION_DAYS: 30 })).toEqual([{ path: "RETENTION_DAYS", message: "RETENTION_DAYS must be text" }]);
  });
});

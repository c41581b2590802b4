import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "../../schema/rate-limit";
import type { AdminConfig, AuthUser, LoginAnswer } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { passwordMatches } from "./password";
import { sha256Hex } from "../db/hash";
import { SESSION_TTL_MS } from "./sessions";
import { call } from "../test/call";
import { TEST_PASSWORD, callWithEnv, cookieOf, expiredSessionCookie, loginAs, signIn, withCookie } from "../test/admin";

const sessionCount = async (sid: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE sid = ?").bind(sid).first<{ n: number }>())?.n;

const LOGIN_MAX_FAILURES = LOGIN_LIMITS.client.max;
const attemptRows = async (key: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM login_attempts WHERE client = ?").bind(key).first<{ n: number }>())!.n;
/** Moves every attempt stored under `key` `ms` into the past. */
const ageAttempts = (key: string, ms: number) =>
  env.DB.prepare("UPDATE login_attempts SET attempted_at = attempted_at - ? WHERE client = ?").bind(ms, key).run();

describe("POST /api/admin/login", () => {
  // The account and global limits count across clients: each test starts from no recent attempts.
  beforeEach(() => env.DB.prepare("DELETE FROM login_attempts").run());

  it("signs in with the password: session row, HttpOnly Strict cookie, the admin user", async () => {
    const before = Date.now();
    const res = await loginAs(TEST_PASSWORD);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual<LoginAnswer>({
      ok: true,
      user: { email: "admin@localhost", firstName: "Admin", profileImageUrl: null, role: "owner" },
    });

    const setCookie = res.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).not.toContain("Secure");
    expect(res.headers.get("cache-control")).toBe("no-store");

    // Only the token's hash is stored.
    const token = cookieOf(res).slice("sid=".length);
    const row = await env.DB.prepare("SELECT sess, expire FROM sessions WHERE sid = ?")
      .bind(await sha256Hex(token))
      .first<{ sess: string; expire: number }>();
    expect(row).not.toBeNull();
    expect(await sessionCount(token)).toBe(0);
    expect(row!.expire).toBeGreaterThanOrEqual(before + SESSION_TTL_MS);
    expect(row!.expire).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS);
    const user = await env.DB.prepare("SELECT id, email, first_name FROM users WHERE email = 'admin@localhost'").first<{
      id: string;
      first_name: string;
    }>();
    expect(JSON.parse(row!.sess)).toEqual({
      userId: user!.id,
      method: "password",
      role: "owner",
      credential: expect.stringMatching(/^[0-9a-f]{64}$/),
      seen: expect.any(Number),
    });
    expect(user!.first_name).toBe("Admin");
  });

  it("over https the cookie is __Host-sid, Secure, Strict, Path=/ and no Domain; a plain sid is not read there", async () => {
    for (const origin of ["https://admin.example.org", "https://localhost"]) {
      const res = await call(`${origin}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      expect(res.status).toBe(200);
      const setCookie = res.headers.get("set-cookie") ?? "";
      expect(setCookie, origin).toMatch(/^__Host-sid=[A-Za-z0-9_-]{43}; /);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; SameSite=Strict/);
      expect(setCookie).toMatch(/; Path=\/;/);
      expect(setCookie).not.toMatch(/Domain=/i);
      const token = cookieOf(res).slice("__Host-sid=".length);
      const me = async (cookie: string) => (await call(`${origin}/api/auth/user`, { headers: { Cookie: cookie } })).json();
      expect(await me(`__Host-sid=${token}`)).toMatchObject({ email: "admin@localhost" });
      // Anything on a sibling subdomain could have planted a plain `sid`; over https only the prefixed name counts.
      expect(await me(`sid=${token}`)).toBeNull();
    }
  });

  it("over plain http on this machine the cookie keeps the plain name, without Secure (browsers drop it there)", async () => {
    const res = await loginAs(TEST_PASSWORD);
    expect(res.headers.get("set-cookie")).toMatch(/^sid=[^;]+; .*SameSite=Strict/);
    expect(res.headers.get("set-cookie")).not.toMatch(/Secure/);
    // Plain http elsewhere still gets the prefixed, Secure cookie: a browser keeps none, so no session over http.
    const remote = await call("http://admin.example.org/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(remote.headers.get("set-cookie")).toMatch(/^__Host-sid=[^;]+; .*Secure/);
  });

  it("reuses one user row per admin email and honours ADMIN_EMAIL", async () => {
    await signIn();
    await signIn();
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'admin@localhost'").first<{ n: number }>();
    expect(count!.n).toBe(1);
    const res = await callWithEnv({ ADMIN_EMAIL: "ops@example.org" }, "/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": crypto.randomUUID() },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(((await res.json()) as LoginAnswer).user.email).toBe("ops@example.org");
  });

  it("answers a wrong password with 401 naming the password field, and sets no cookie", async () => {
    const res = await loginAs("wrong-password");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual<ApiError>({ error: "Invalid password", issues: [{ path: "password", message: "Invalid password" }] });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("answers a missing or empty password with 400 'Password is required'", async () => {
    for (const body of [{}, { password: "" }, { password: 42 }]) {
      const res = await call("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ issues: [{ path: "password", message: "Password is required" }] });
    }
  });

  it(`locks a client out after ${LOGIN_MAX_FAILURES} failures within 15 minutes, with Retry-After`, async () => {
    const client = crypto.randomUUID();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await loginAs("nope", client)).status).toBe(401);

    // Even the right password is refused while locked.
    const locked = await loginAs(TEST_PASSWORD, client);
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as ApiError;
    expect(body.error).toBe("Too many failed login attempts. Try again in 15 minutes.");
    expect(body.issues).toEqual([{ path: "password", message: body.error }]);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address is unaffected.
    expect((await loginAs(TEST_PASSWORD)).status).toBe(200);

    // Once the failures age out of the window, the client may sign in again, which clears its record.
    await ageAttempts(`ip:${client}`, 16 * 60 * 1000);
    expect((await loginAs(TEST_PASSWORD, client)).status).toBe(200);
    expect(await attemptRows(`ip:${client}`)).toBe(0);
  });

  it(`compares at most ${LOGIN_MAX_FAILURES} passwords per window when 100 wrong ones arrive at once`, async () => {
    const client = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 100 }, () => loginAs("wrong-password", client)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_MAX_FAILURES);
    expect(await attemptRows(`ip:${client}`)).toBe(LOGIN_MAX_FAILURES);
  });

  it("counts failures per CF-Connecting-IP and falls back to one local client", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await call("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password: "x" }),
      });
    }
    const res = await call("/api/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(429);
  });

  it("counts an IPv6 client by its /64: another address of the same subscriber shares the limit", async () => {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) expect((await loginAs("nope", `2001:db8:7:1::${i + 1}`)).status).toBe(401);
    expect((await loginAs(TEST_PASSWORD, "2001:db8:7:1:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect(await attemptRows("ip:2001:db8:7:1::/64")).toBe(LOGIN_MAX_FAILURES);
    expect((await loginAs(TEST_PASSWORD, "2001:db8:7:2::1")).status).toBe(200);
  });

  it(`after ${LOGIN_LIMITS.account.free} failures on the account from any clients, each next attempt waits 2^k seconds`, async () => {
    const account = "acct:admin@localhost";
    for (let i = 0; i < LOGIN_LIMITS.account.free; i++) expect((await loginAs("nope")).status).toBe(401);
    const held = await loginAs(TEST_PASSWORD);
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toBe("1");
    expect(await held.json()).toEqual<ApiError>({
      error: "Too many failed login attempts. Try again in 1 second.",
      issues: [{ path: "password", message: "Too many failed login attempts. Try again in 1 second." }],
    });
    // Once the second has passed, one more failure doubles the wait.
    await ageAttempts(account, 1000);
    expect((await loginAs("nope")).status).toBe(401);
    expect((await loginAs(TEST_PASSWORD)).headers.get("retry-after")).toBe("2");
    // A refused attempt is no failure of the account: the wait does not grow while the account waits.
    expect(await attemptRows(account)).toBe(LOGIN_LIMITS.account.free + 1);
    // The wait passes and the right password signs in, which forgives the account's failures.
    await ageAttempts(account, 2000);
    expect((await loginAs(TEST_PASSWORD)).status).toBe(200);
    expect(await attemptRows(account)).toBe(0);
  });

  it(`${LOGIN_LIMITS.global.max} attempts across clients pause password sign-in for everyone, audited once, until the window moves on`, async () => {
    const audited = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'signin.limit'").first<{ n: number }>())!.n;
    const before = await audited();
    for (let i = 0; i < LOGIN_LIMITS.global.max; i++) expect([401, 429]).toContain((await loginAs("nope")).status);
    expect(await audited()).toBe(before + 1);
    const entry = await env.DB.prepare(
      "SELECT actor, target, detail FROM audit_log WHERE action = 'signin.limit' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(entry).toEqual({
      actor: "anonymous",
      target: "admin@localhost",
      detail: JSON.stringify({ attempts: LOGIN_LIMITS.global.max, windowMinutes: 15 }),
    });

    // A new client with the right password waits too, until the oldest attempt leaves the window.
    const paused = await loginAs(TEST_PASSWORD);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(paused.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    // Attempts while paused are not counted again, and the entry is not repeated.
    await loginAs("nope");
    expect(await attemptRows("global")).toBe(LOGIN_LIMITS.global.max);
    expect(await audited()).toBe(before + 1);

    await env.DB.prepare("UPDATE login_attempts SET attempted_at = attempted_at - ?")
      .bind(61 * 60 * 1000)
      .run();
    expect((await loginAs(TEST_PASSWORD)).status).toBe(200);
  });

  it("answers 503 when no ADMIN_PASSWORD is configured (there is no default password)", async () => {
    for (const password of [undefined, ""]) {
      const res = await callWithEnv({ ADMIN_PASSWORD: password }, "/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ password: "anything" }),
      });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: "Admin sign-in is not configured" });
    }
  });
});

describe("GET /api/admin/config", () => {
  it("shows the demo hint only in demo mode", async () => {
    const hint = async (vars: Record<string, string | undefined>) =>
      ((await (await callWithEnv(vars, "/api/admin/config")).json()) as AdminConfig).demoHint;
    expect(await hint({ DEMO_MODE: "true" })).toBe(TEST_PASSWORD);
    expect(await hint({ DEMO_MODE: "false" })).toBeNull();
    expect(await hint({ DEMO_MODE: "true", ADMIN_PASSWORD: undefined })).toBeNull();
  });

  it("takes no other spelling of demo mode: the API names DEMO_MODE instead of guessing (decision 078)", async () => {
    for (const mode of ["TRUE", "yes", " true "]) {
      const res = await callWithEnv({ DEMO_MODE: mode }, "/api/admin/config");
      expect(res.status, mode).toBe(500);
      expect(JSON.stringify(await res.json())).not.toContain(TEST_PASSWORD);
    }
  });

  it("never shows the hint outside localhost and 127.0.0.1, even in demo mode", async () => {
    const hintAt = async (url: string) => ((await (await callWithEnv({ DEMO_MODE: "true" }, url)).json()) as AdminConfig).demoHint;
    expect(await hintAt("http://127.0.0.1:8787/api/admin/config")).toBe(TEST_PASSWORD);
    expect(await hintAt("http://localhost:8787/api/admin/config")).toBe(TEST_PASSWORD);
    for (const url of [
      "https://sociality.example.workers.dev/api/admin/config",
      "https://assessment.acme.example/api/admin/config",
      "http://192.168.1.20:8787/api/admin/config",
      "http://localhost.acme.example/api/admin/config",
    ]) {
      expect(await hintAt(url), url).toBeNull();
    }
  });
});

describe("GET /api/auth/user", () => {
  it("answers the signed-in admin, or null (docs/product.md#calls: falsy means not signed in)", async () => {
    const cookie = await signIn();
    const res = await withCookie(cookie, "/api/auth/user");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual<AuthUser>({ email: "admin@localhost", firstName: "Admin", profileImageUrl: null, role: "owner" });

    const anonymous = await call("/api/auth/user");
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get("cache-control")).toMatch(/no-store/);
    expect(await anonymous.json()).toBeNull();
    const forged = await withCookie("sid=forged-token", "/api/auth/user");
    expect(await forged.json()).toBeNull();
    expect(forged.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
  });

  it("refuses an expired session and deletes it", async () => {
    const { cookie, sid } = await expiredSessionCookie();
    const res = await withCookie(cookie, "/api/auth/user");
    expect(await res.json()).toBeNull();
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(await sessionCount(sid)).toBe(0);
  });
});

describe("browser redirects", () => {
  it("GET /api/login redirects to the dashboard while single sign-on is off (sso.test.ts covers it on)", async () => {
    const res = await callWithEnv({ OIDC_ISSUER: undefined }, "/api/login", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("GET /api/logout ends the session, clears the cookie and redirects home", async () => {
    const cookie = await signIn();
    const sid = await sha256Hex(cookie.slice("sid=".length));
    expect(await sessionCount(sid)).toBe(1);
    const res = await withCookie(cookie, "/api/logout", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(await sessionCount(sid)).toBe(0);
    expect(await (await withCookie(cookie, "/api/auth/user")).json()).toBeNull();
    // Without a session it still just redirects.
    expect((await call("/api/logout", { redirect: "manual" })).status).toBe(302);
  });
});

describe("logout from another site", () => {
  const signedIn = async (cookie: string) => (await (await withCookie(cookie, "/api/auth/user")).json()) !== null;

  it.each(["cross-site", "same-site"])("GET /api/logout with Sec-Fetch-Site: %s is refused and changes nothing", async (site) => {
    const cookie = await signIn();
    const res = await withCookie(cookie, "/api/logout", { redirect: "manual", headers: { "Sec-Fetch-Site": site } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "Cross-site sign-out refused", issues: [{ path: "" }] });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionCount(await sha256Hex(cookie.slice("sid=".length)))).toBe(1);
    expect(await signedIn(cookie)).toBe(true);
  });

  it.each(["same-origin", "none"])(
    "GET /api/logout with Sec-Fetch-Site: %s still signs out (the dashboard, a typed address)",
    async (site) => {
      const cookie = await signIn();
      const res = await withCookie(cookie, "/api/logout", { redirect: "manual", headers: { "Sec-Fetch-Site": site } });
      expect(res.status).toBe(302);
      expect(await signedIn(cookie)).toBe(false);
    },
  );

  it("POST /api/logout (the dashboard's button) ends the session and answers JSON; a foreign Origin changes nothing", async () => {
    const cookie = await signIn();
    const foreign = await withCookie(cookie, "/api/logout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "Forbidden origin" });
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect(await signedIn(cookie)).toBe(true);

    const res = await withCookie(cookie, "/api/logout", { method: "POST", headers: { Origin: "http://localhost" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(await signedIn(cookie)).toBe(false);
  });
});

describe("Origin check on state-changing admin calls", () => {
  it("refuses a foreign Origin with 403 JSON and allows the app's own", async () => {
    const foreign = await loginAs(TEST_PASSWORD, undefined, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "Forbidden origin" });
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect((await loginAs(TEST_PASSWORD, undefined, { Origin: "null" })).status).toBe(403);
    expect((await loginAs(TEST_PASSWORD, undefined, { Origin: "http://localhost" })).status).toBe(200);
  });
});

describe("passwordMatches", () => {
  it("matches only the exact password, whatever the lengths", async () => {
    expect(await passwordMatches("s3cret", "s3cret")).toBe(true);
    expect(await passwordMatches("s3cret", "s3cre")).toBe(false);
    expect(await passwordMatches("", "s3cret")).toBe(false);
    expect(await passwordMatches("S3CRET", "s3cret")).toBe(false);
    expect(await passwordMatches("pässwörd", "pässwörd")).toBe(true);
  });
});

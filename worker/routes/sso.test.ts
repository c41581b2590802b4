import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AdminConfig, AuthUser } from "../../schema/admin";
import type { ApiError } from "../../schema/payload";
import { callWithEnv, cookieOf, signIn } from "../test/admin";
import { providerEnv, signInThroughProvider } from "../test/oidc-flow";

const invite = (email: string, role: "owner" | "admin" | "viewer") =>
  env.DB.prepare("INSERT INTO users (id, email, role) VALUES (?, ?, ?)").bind(crypto.randomUUID(), email, role).run();
const sessionCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<number>("n")) ?? 0;
const sidCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("sid="));

describe("without single sign-on configured", () => {
  const off = { OIDC_ISSUER: undefined };

  it("GET /api/login still redirects to the dashboard's password form, and the config says so", async () => {
    const res = await callWithEnv(off, "/api/login", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    expect(((await (await callWithEnv(off, "/api/admin/config")).json()) as AdminConfig).sso).toBe(false);
    expect(((await (await callWithEnv(providerEnv(), "/api/admin/config")).json()) as AdminConfig).sso).toBe(true);
  });

  it("GET /api/callback answers 404 JSON", async () => {
    const res = await callWithEnv(off, "/api/callback?code=x&state=y");
    expect(res.status).toBe(404);
    expect(((await res.json()) as ApiError).error).toBe("Single sign-on is not configured");
  });
});

describe("single sign-on against a real OpenID provider (oidc-provider)", () => {
  it("GET /api/login sends the browser to the provider with PKCE and the state cookies", async () => {
    const res = await callWithEnv(providerEnv(), "/api/login", { redirect: "manual" });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!);
    expect(to.origin).toBe(new URL(providerEnv().OIDC_ISSUER).origin);
    expect(to.searchParams.get("redirect_uri")).toBe("http://localhost/api/callback");
    expect(to.searchParams.get("scope")).toBe("openid email profile");
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(res.headers.getSetCookie().map((c) => c.split("=")[0])).toEqual(expect.arrayContaining(["state", "nonce", "code_verifier"]));
  });

  it("an invited admin gets our own session with the admin role; the provider's name is recorded", async () => {
    await invite("ada.admin@example.org", "admin");
    // The provider returns the email as its directory holds it; the allow-list compares lower-cased.
    const res = await signInThroughProvider("Ada.Admin@Example.org");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    const sid = sidCookie(res);
    expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(sid).toContain("HttpOnly");
    // The library's own session cookie is dropped: the sessions row is the one session.
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("oidc-auth=")).at(-1)).toMatch(/Max-Age=0/);

    const me = await callWithEnv(providerEnv(), "/api/auth/user", { headers: { Cookie: cookieOf(new Response(null, { headers: { "set-cookie": sid! } })) } });
    expect(await me.json()).toEqual<AuthUser>({ email: "ada.admin@example.org", firstName: "Ada", profileImageUrl: null, role: "admin" });
    const row = await env.DB.prepare("SELECT name, last_name FROM users WHERE email = 'ada.admin@example.org'").first<{ name: string; last_name: string }>();
    expect(row).toEqual({ name: "Ada Admin", last_name: "Admin" });
    const signin = await env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'signin' ORDER BY id DESC LIMIT 1").first();
    expect(signin).toEqual({ actor: "ada.admin@example.org", target: "ada.admin@example.org", detail: '{"method":"oidc"}' });
  });

  it("an email not on the allow-list gets the 'not invited' page and no session", async () => {
    const before = await sessionCount();
    const res = await signInThroughProvider("stranger@example.org");
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain("<h1>Not invited</h1>");
    expect(page).toContain("stranger@example.org is not invited");
    expect(sidCookie(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    const refused = await env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'signin.refused' ORDER BY id DESC LIMIT 1").first();
    expect(refused).toEqual({ actor: "anonymous", target: "stranger@example.org", detail: '{"reason":"not invited"}' });
  });

  it("a callback whose state does not match is refused with 400 and no session", async () => {
    await invite("mallory.viewer@example.org", "viewer");
    const before = await sessionCount();
    const res = await signInThroughProvider("mallory.viewer@example.org", (u) => {
      u.searchParams.set("state", "forged-state");
      return u;
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in failed");
    expect(sidCookie(res)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it("a callback without code or state cookies, or with the provider's error, is a 4xx JSON to a script", async () => {
    const replay = await callWithEnv(providerEnv(), "/api/callback?code=abc&state=def");
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: "Sign-in expired", issues: [{ path: "state" }] });
    const cancelled = await callWithEnv(providerEnv(), "/api/callback?error=access_denied&state=def");
    expect(cancelled.status).toBe(403);
    expect(await cancelled.json()).toMatchObject({ issues: [{ path: "error" }] });
  });

  it("GET /api/login with a live session goes straight to the dashboard", async () => {
    const res = await callWithEnv(providerEnv(), "/api/login", { redirect: "manual", headers: { Cookie: await signIn() } });
    expect(res.headers.get("location")).toBe("/admin");
  });
});

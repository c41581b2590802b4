import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import type { AdminConfig, AuthUser } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { callWithEnv, cookieOf, signIn, signInAs } from "../test/admin";
import { providerEnv, signInThroughProvider } from "../test/oidc-flow";

const invite = (email: string, role: "owner" | "admin" | "viewer") =>
  env.DB.prepare("INSERT INTO users (id, email, role) VALUES (?, ?, ?)").bind(crypto.randomUUID(), email, role).run();
const sessionCount = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<number>("n")) ?? 0;
const sidCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith("sid="));
const asCookie = (setCookie: string | undefined) => (setCookie ?? "").split(";")[0] ?? "";
const binding = (email: string) =>
  env.DB.prepare("SELECT oidc_issuer AS issuer, oidc_subject AS subject FROM users WHERE email = ?")
    .bind(email)
    .first<{ issuer: string | null; subject: string | null }>();
const lastRefusal = () =>
  env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'signin.refused' ORDER BY id DESC LIMIT 1").first();
const userOf = async (res: Response) =>
  (await callWithEnv(providerEnv(), "/api/auth/user", { headers: { Cookie: asCookie(sidCookie(res)) } })).json();

/**
 * A signed-in callback answers a same-origin page that moves on to /admin: a 302 would carry the
 * SameSite=Strict cookie into a request the browser still counts as cross-site, and send it without it.
 */
function expectLandsOnAdmin(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/html");
  expect(sidCookie(res)).toBeDefined();
}

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
    expectLandsOnAdmin(res);
    expect(await res.text()).toContain('<meta http-equiv="refresh" content="0;url=/admin"');
    const sid = sidCookie(res);
    expect(sid).toMatch(/^sid=[A-Za-z0-9_-]{43}; /);
    expect(sid).toContain("HttpOnly");
    // The library's own session cookie is dropped: the sessions row is the one session.
    expect(
      res.headers
        .getSetCookie()
        .filter((c) => c.startsWith("oidc-auth="))
        .at(-1),
    ).toMatch(/Max-Age=0/);

    const me = await callWithEnv(providerEnv(), "/api/auth/user", {
      headers: { Cookie: cookieOf(new Response(null, { headers: { "set-cookie": sid! } })) },
    });
    expect(await me.json()).toEqual<AuthUser>({ email: "ada.admin@example.org", firstName: "Ada", profileImageUrl: null, role: "admin" });
    const row = await env.DB.prepare("SELECT name, last_name FROM users WHERE email = 'ada.admin@example.org'").first<{
      name: string;
      last_name: string;
    }>();
    expect(row).toEqual({ name: "Ada Admin", last_name: "Admin" });
    const signin = await env.DB.prepare(
      "SELECT actor, target, detail FROM audit_log WHERE action = 'signin' ORDER BY id DESC LIMIT 1",
    ).first();
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
    expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "stranger@example.org", detail: '{"reason":"not invited"}' });
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

describe("single sign-on account binding (issuer, subject)", () => {
  it("an address the provider does not confirm is refused: email_verified false, or missing", async () => {
    await invite("uma.unverified@example.org", "admin");
    for (const [claim, reason] of [
      ["false", "email not verified"],
      ["missing", "email not verified"],
    ] as const) {
      const before = await sessionCount();
      const res = await signInThroughProvider(`uma.unverified@example.org sub=uma-${claim} email_verified=${claim}`);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain("<h1>No verified email</h1>");
      expect(sidCookie(res)).toBeUndefined();
      expect(await sessionCount()).toBe(before);
      expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "uma.unverified@example.org", detail: JSON.stringify({ reason }) });
    }
    // Nothing was bound, so the person's own verified account can still take the invitation.
    expect(await binding("uma.unverified@example.org")).toEqual({ issuer: null, subject: null });
  });

  it("the first sign-in binds the invitation to (issuer, subject); another subject with that email is refused", async () => {
    await invite("bea.bound@example.org", "viewer");
    const first = await signInThroughProvider("bea.bound@example.org sub=bea-1");
    expectLandsOnAdmin(first);
    expect(await binding("bea.bound@example.org")).toEqual({ issuer: providerEnv().OIDC_ISSUER.replace(/\/$/, ""), subject: "bea-1" });
    const linked = await env.DB.prepare(
      "SELECT actor, target, detail FROM audit_log WHERE action = 'user.link-sso' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(linked).toEqual({
      actor: "bea.bound@example.org",
      target: "bea.bound@example.org",
      detail: JSON.stringify({ via: "invitation", issuer: providerEnv().OIDC_ISSUER.replace(/\/$/, "") }),
    });

    const before = await sessionCount();
    const second = await signInThroughProvider("bea.bound@example.org sub=bea-2");
    expect(second.status).toBe(403);
    expect(await second.text()).toContain("<h1>Not invited</h1>");
    expect(sidCookie(second)).toBeUndefined();
    expect(await sessionCount()).toBe(before);
    expect(await lastRefusal()).toEqual({
      actor: "anonymous",
      target: "bea.bound@example.org",
      detail: '{"reason":"email bound to another account"}',
    });
    expect(await binding("bea.bound@example.org")).toEqual({ issuer: expect.any(String), subject: "bea-1" });
  });

  it("an email change at the provider keeps the account: the subject signs in, not the new address's invitation", async () => {
    await invite("carl.moves@example.org", "admin");
    await invite("carl.new@example.org", "viewer");
    expectLandsOnAdmin(await signInThroughProvider("carl.moves@example.org sub=carl-1"));
    const moved = await signInThroughProvider("carl.new@example.org sub=carl-1");
    expectLandsOnAdmin(moved);
    expect(await userOf(moved)).toMatchObject({ email: "carl.moves@example.org", role: "admin" });
    // The other invitation stays open for the person it was meant for.
    expect(await binding("carl.new@example.org")).toEqual({ issuer: null, subject: null });
  });

  it("the password owner's email does not sign in through the provider, and the owner's profile is untouched", async () => {
    await signIn();
    const owner = () =>
      env.DB.prepare(
        "SELECT first_name, last_name, name, profile_image_url, oidc_subject FROM users WHERE email = 'admin@localhost'",
      ).first();
    const before = await owner();
    const res = await signInThroughProvider("admin@localhost sub=someone-at-the-provider");
    expect(res.status).toBe(403);
    expect(sidCookie(res)).toBeUndefined();
    expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "admin@localhost", detail: '{"reason":"password owner"}' });
    expect(await owner()).toEqual(before);
    expect(before).toMatchObject({ first_name: "Admin", oidc_subject: null });
  });
});

describe("linking single sign-on to the password owner", () => {
  const startLink = (cookie: string, origin = "http://localhost") =>
    callWithEnv(providerEnv(), "/api/auth/link-sso", { method: "POST", headers: { Cookie: cookie, Origin: origin } });
  // The worker tests share one database per file: each test starts from an owner not linked yet.
  beforeEach(() => env.DB.prepare("UPDATE users SET oidc_issuer = NULL, oidc_subject = NULL WHERE email = 'admin@localhost'").run());

  it("the signed-in owner links a provider account, which then signs in as the owner without touching the profile", async () => {
    const cookie = await signIn();
    const started = await startLink(cookie);
    expect(started.status).toBe(200);
    expect(await started.json()).toEqual({ location: "/api/login" });
    const intent = started.headers.getSetCookie().find((c) => c.startsWith("sso-link="));
    expect(intent).toMatch(/HttpOnly/);
    expect(intent).toMatch(/SameSite=Lax/);

    // The provider's account has an address of its own: linking binds the signed-in owner's row, not an email.
    const linked = await signInThroughProvider("olga.owner@corp.example sub=olga-1", undefined, `${cookie}; ${asCookie(intent)}`);
    expect(linked.status).toBe(200);
    expect(await linked.text()).toContain('url=/admin"');
    expect(await binding("admin@localhost")).toEqual({ issuer: expect.any(String), subject: "olga-1" });
    const entry = await env.DB.prepare(
      "SELECT actor, target, detail FROM audit_log WHERE action = 'user.link-sso' ORDER BY id DESC LIMIT 1",
    ).first();
    expect(entry).toEqual({
      actor: "admin@localhost",
      target: "admin@localhost",
      detail: JSON.stringify({ via: "owner", issuer: providerEnv().OIDC_ISSUER.replace(/\/$/, "") }),
    });

    const viaProvider = await signInThroughProvider("olga.owner@corp.example sub=olga-1");
    expectLandsOnAdmin(viaProvider);
    expect(await userOf(viaProvider)).toEqual({ email: "admin@localhost", firstName: "Admin", profileImageUrl: null, role: "owner" });
    expect(await env.DB.prepare("SELECT name, last_name FROM users WHERE email = 'admin@localhost'").first()).toEqual({
      name: null,
      last_name: null,
    });
  });

  it("a linking intent is one-use, needs the owner's own page and a password session", async () => {
    expect((await startLink(await signIn(), "https://evil.example")).status).toBe(403);
    expect((await callWithEnv(providerEnv(), "/api/auth/link-sso", { method: "POST" })).status).toBe(401);
    const sso = await signInAs("owner");
    const refused = await startLink(sso.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ issues: [{ path: "session" }] });

    // An intent cookie without its session's record (forged, or already used) links nothing.
    const owner = await signIn();
    const res = await signInThroughProvider("mona.forger@example.org sub=mona-1", undefined, `${owner}; sso-link=forged-intent-value`);
    expect(res.status).toBe(403);
    expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "mona.forger@example.org", detail: '{"reason":"link expired"}' });
    // A real intent works once: the second callback that presents it finds nothing to link.
    const intent = asCookie((await startLink(owner)).headers.getSetCookie().find((c) => c.startsWith("sso-link=")));
    expect((await signInThroughProvider("nina.once@example.org sub=nina-1", undefined, `${owner}; ${intent}`)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET oidc_issuer = NULL, oidc_subject = NULL WHERE email = 'admin@localhost'").run();
    expect((await signInThroughProvider("nina.twice@example.org sub=nina-2", undefined, `${owner}; ${intent}`)).status).toBe(403);
    expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "nina.twice@example.org", detail: '{"reason":"link expired"}' });
    // Linked already: another provider account cannot replace the owner's.
    const again = asCookie((await startLink(owner)).headers.getSetCookie().find((c) => c.startsWith("sso-link=")));
    await env.DB.prepare("UPDATE users SET oidc_issuer = 'x', oidc_subject = 'nina-1' WHERE email = 'admin@localhost'").run();
    expect((await signInThroughProvider("otto.other@example.org sub=otto-1", undefined, `${owner}; ${again}`)).status).toBe(403);
    expect(await lastRefusal()).toEqual({ actor: "anonymous", target: "otto.other@example.org", detail: '{"reason":"already linked"}' });
  });
});

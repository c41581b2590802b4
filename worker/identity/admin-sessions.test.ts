import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RevokeAllAnswer } from "../../schema/records/admin";
import { sha256Hex } from "../db/hash";
import { TEST_PASSWORD, callWithEnv, signIn, withCookie } from "../test/admin";

const NEW_PASSWORD = "a-brand-new-admin-password";

const sidOf = (cookie: string) => sha256Hex(cookie.slice("sid=".length));
const sessionRow = async (cookie: string) =>
  env.DB.prepare("SELECT sess FROM sessions WHERE sid = ?")
    .bind(await sidOf(cookie))
    .first<{ sess: string }>();
const statsStatus = async (cookie: string, password = TEST_PASSWORD) =>
  (await callWithEnv({ ADMIN_PASSWORD: password }, "/api/admin/stats", { headers: { Cookie: cookie } })).status;
const revokeAll = (cookie: string, headers: Record<string, string> = { Origin: "http://localhost" }) =>
  withCookie(cookie, "/api/admin/sessions/revoke-all", { method: "POST", headers });

describe("sessions are bound to the password they were signed in with", () => {
  it("keeps a keyed fingerprint of the password in the session, never the password or its plain hash", async () => {
    const [a, b] = [await signIn(), await signIn()];
    const [rowA, rowB] = [await sessionRow(a), await sessionRow(b)];
    expect(rowA!.sess).not.toContain(TEST_PASSWORD);
    expect(rowA!.sess).not.toContain(await sha256Hex(TEST_PASSWORD));
    const credA = (JSON.parse(rowA!.sess) as { credential: string }).credential;
    expect(credA).toMatch(/^[0-9a-f]{64}$/);
    // Keyed per session: two sessions of the same password do not share a value to compare or crack once.
    expect((JSON.parse(rowB!.sess) as { credential: string }).credential).not.toBe(credA);
  });

  it("ends every session of the old password once the password changes, for good", async () => {
    const cookie = await signIn();
    expect(await statsStatus(cookie)).toBe(200);

    expect(await statsStatus(cookie, NEW_PASSWORD)).toBe(401);
    const user = await callWithEnv({ ADMIN_PASSWORD: NEW_PASSWORD }, "/api/auth/user", { headers: { Cookie: cookie } });
    expect(await user.json()).toBeNull();
    expect(user.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(await sessionRow(cookie)).toBeNull();
    // Changing the password back does not revive it.
    expect(await statsStatus(cookie)).toBe(401);
  });

  it("accepts no session at all while no password is configured", async () => {
    const cookie = await signIn();
    expect(await statsStatus(cookie, "")).toBe(401);
  });
});

describe("POST /api/admin/sessions/revoke-all", () => {
  it("ends every session, the caller's included, and says how many", async () => {
    const [mine, other, third] = [await signIn(), await signIn(), await signIn()];
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>())!.n;
    const res = await revokeAll(mine);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual<RevokeAllAnswer>({ revoked: before });
    expect(res.headers.get("set-cookie")).toMatch(/^sid=;.*Max-Age=0/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    for (const cookie of [mine, other, third]) expect((await withCookie(cookie, "/api/admin/stats")).status).toBe(401);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions").first<{ n: number }>())!.n).toBe(0);
    // A fresh sign-in works as before.
    expect((await withCookie(await signIn(), "/api/admin/stats")).status).toBe(200);
  });

  it("needs a session (401) and the app's own Origin (403); a refused call ends nothing", async () => {
    const cookie = await signIn();
    const anonymous = await withCookie("sid=forged", "/api/admin/sessions/revoke-all", {
      method: "POST",
      headers: { Origin: "http://localhost" },
    });
    expect(anonymous.status).toBe(401);
    const foreign = await revokeAll(cookie, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: "Forbidden origin" });
    expect((await withCookie(cookie, "/api/admin/stats")).status).toBe(200);
    expect((await withCookie(cookie, "/api/admin/sessions/revoke-all")).status).toBe(404);
  });
});

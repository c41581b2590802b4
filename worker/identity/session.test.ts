import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../db/hash";
import { SESSION_TTL_MS } from "./sessions";
import { callWithEnv, signIn, withCookie } from "../test/admin";
import { MAX_IDLE_MINUTES } from "../../schema/worker-env";

const MINUTE = 60_000;
const sidOf = (cookie: string) => sha256Hex(cookie.slice("sid=".length));
const seenOf = async (cookie: string) =>
  (
    await env.DB.prepare("SELECT json_extract(sess, '$.seen') AS seen FROM sessions WHERE sid = ?")
      .bind(await sidOf(cookie))
      .first<{ seen: number }>()
  )?.seen;
const rowCount = async (cookie: string) =>
  (
    await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE sid = ?")
      .bind(await sidOf(cookie))
      .first<{ n: number }>()
  )?.n;
/** Moves the session's last request `ms` into the past. */
const idleFor = async (cookie: string, ms: number) =>
  env.DB.prepare("UPDATE sessions SET sess = json_set(sess, '$.seen', ?) WHERE sid = ?")
    .bind(Date.now() - ms, await sidOf(cookie))
    .run();
const me = async (cookie: string, vars: Record<string, string> = {}) =>
  (await callWithEnv(vars, "/api/auth/user", { headers: { Cookie: cookie } })).json();

describe("session idle timeout", () => {
  it("ends a session idle for more than 30 minutes and deletes its row", async () => {
    const cookie = await signIn();
    await idleFor(cookie, 31 * MINUTE);
    expect(await me(cookie)).toBeNull();
    expect(await rowCount(cookie)).toBe(0);
  });

  it("keeps a session used within 30 minutes and moves its last-seen time on", async () => {
    const cookie = await signIn();
    await idleFor(cookie, 29 * MINUTE);
    const before = Date.now();
    expect(await me(cookie)).toMatchObject({ email: "admin@localhost" });
    expect(await seenOf(cookie)).toBeGreaterThanOrEqual(before);
    // 29 more minutes later it is still alive: the idle clock restarted at the last request.
    await idleFor(cookie, 29 * MINUTE);
    expect(await withCookie(cookie, "/api/admin/stats").then((r) => r.status)).toBe(200);
  });

  it("writes the last-seen time at most about once a minute, so reads stay reads", async () => {
    const cookie = await signIn();
    await idleFor(cookie, 20_000);
    const seen = await seenOf(cookie);
    expect(await me(cookie)).not.toBeNull();
    expect(await seenOf(cookie)).toBe(seen);
    await idleFor(cookie, 61_000);
    const before = Date.now();
    expect(await me(cookie)).not.toBeNull();
    expect(await seenOf(cookie)).toBeGreaterThanOrEqual(before);
  });

  it("SESSION_IDLE_MINUTES sets the limit", async () => {
    const cookie = await signIn();
    await idleFor(cookie, 6 * MINUTE);
    expect(await me(cookie, { SESSION_IDLE_MINUTES: "10" })).not.toBeNull();
    await idleFor(cookie, 6 * MINUTE);
    expect(await me(cookie, { SESSION_IDLE_MINUTES: "5" })).toBeNull();
  });

  it("the absolute 12 hours hold however busy the session is", async () => {
    const cookie = await signIn();
    await env.DB.prepare("UPDATE sessions SET expire = ? WHERE sid = ?")
      .bind(Date.now() - 1, await sidOf(cookie))
      .run();
    await idleFor(cookie, 0);
    expect(await me(cookie)).toBeNull();
    expect(await rowCount(cookie)).toBe(0);
  });
});

describe("SESSION_IDLE_MINUTES", () => {
  it("reaches at most the absolute lifetime of a session (schema/worker-env.ts reads it)", () => {
    expect(MAX_IDLE_MINUTES * MINUTE).toBe(SESSION_TTL_MS);
  });

  it("set to what it cannot read, ends no session on a guess: the API answers 500 naming it", async () => {
    const cookie = await signIn();
    const res = await callWithEnv({ SESSION_IDLE_MINUTES: "0" }, "/api/auth/user", { headers: { Cookie: cookie } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: "Server misconfigured",
      issues: [{ path: "SESSION_IDLE_MINUTES", message: "SESSION_IDLE_MINUTES must be whole minutes from 1 to 720" }],
    });
    expect(await rowCount(cookie)).toBe(1);
  });
});

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../app";
import type { SavePayload } from "../../schema/save/payload";
import type { Role } from "../../schema/identity/roles";
import { sha256Hex } from "../db/hash";
import { createSession } from "../identity/sessions";
import { call, postJson } from "./call";
import { validPayload } from "../../schema/save/sample-payload";

export const TEST_PASSWORD = "test-password";

/** Runs the app with some vars or secrets replaced, e.g. demo mode on or no admin password. */
export async function callWithEnv(overrides: Record<string, string | undefined>, path: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(new URL(path, "http://localhost"), init), { ...env, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The `name=value` part of the Set-Cookie header, ready to send back as a Cookie header. */
export function cookieOf(res: Response): string {
  const header = res.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

/** Each caller gets its own client address, so rate-limit tests never share failures. */
export const loginAs = (password: string, client = crypto.randomUUID(), headers: Record<string, string> = {}) =>
  postJson("/api/admin/login", { password }, { "CF-Connecting-IP": client, ...headers });

export async function signIn(): Promise<string> {
  const res = await loginAs(TEST_PASSWORD);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  return cookieOf(res);
}

/**
 * A single sign-on session for a new allow-listed user with `role`, made the way /api/callback makes one
 * (the provider's part is covered by the e2e tests against a real provider).
 */
export async function signInAs(
  role: Role,
  email = `${role}-${crypto.randomUUID()}@example.org`,
): Promise<{ cookie: string; id: string; email: string }> {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO users (id, email, role) VALUES (?, ?, ?)").bind(id, email, role).run();
  const session = await createSession(env.DB, { id, role }, "oidc", env.OIDC_AUTH_SECRET!, new Date());
  return { cookie: `sid=${session.token}`, id, email };
}

export const withCookie = (cookie: string, path: string, init: RequestInit = {}) =>
  call(path, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), Cookie: cookie } });

export const patchJson = (cookie: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  withCookie(cookie, path, { method: "PATCH", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) });

/** A session row that expired a minute ago, and the cookie that presents it. */
export async function expiredSessionCookie(): Promise<{ cookie: string; sid: string }> {
  const token = crypto.randomUUID();
  const sid = await sha256Hex(token);
  const user = await env.DB.prepare(
    "INSERT INTO users (id, email) VALUES (?, ?) ON CONFLICT(email) DO UPDATE SET email = email RETURNING id",
  )
    .bind(crypto.randomUUID(), "expired@localhost")
    .first<{ id: string }>();
  await env.DB.prepare("INSERT INTO sessions (sid, sess, expire) VALUES (?, ?, ?)")
    .bind(sid, JSON.stringify({ userId: user?.id }), Date.now() - 60_000)
    .run();
  return { cookie: `sid=${token}`, sid };
}

/** Stores a response through the real save endpoint (final submit when isCompleted). */
export async function saveResponse(overrides: Partial<SavePayload> = {}): Promise<SavePayload> {
  const p = validPayload(overrides);
  const res = await postJson(p.isCompleted ? "/api/assessment" : "/api/assessment/partial", p);
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  return p;
}

export async function setCompletedAt(id: string, ms: number): Promise<void> {
  await env.DB.prepare("UPDATE assessment_responses SET completed_at = ? WHERE id = ?").bind(ms, id).run();
}

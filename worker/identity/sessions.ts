import { eq, inArray, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { isRole, type Role } from "../../schema/identity/roles";
import { credentialFingerprint, oidcFingerprint } from "./credential";
import { bytesToBase64url } from "../../schema/base64";
import { sha256Hex } from "../db/hash";
import { sessions, users } from "../db/tables";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  profileImageUrl: string | null;
  role: Role;
};

/** How the session was signed in: the owner's password, or single sign-on (OpenID Connect). */
export type SignInMethod = "password" | "oidc";

/**
 * `credential`: an HMAC of the sign-in's own secret (the password, or OIDC_AUTH_SECRET) over the sid
 * (auth/credential.ts); `role`: the user's role when signing in, so a changed role ends the session.
 */
type SessionData = { userId: string; method: SignInMethod; role: Role; credential: string; seen: number };

/** Today's keys of both sign-in methods (null when that method is not configured) and the idle limit. */
export type SessionRules = { password: string | null; oidc: string | null; idleMs: number };

/** The last-seen time is written at most this often, so a busy dashboard's reads do not each write. */
export const SEEN_WRITE_MS = 60_000;

const fingerprint = (method: SignInMethod, key: string, sid: string) =>
  method === "oidc" ? oidcFingerprint(key, sid) : credentialFingerprint(key, sid);

/**
 * The cookie carries 32 random bytes; the sessions row stores only their SHA-256, so a leaked copy of
 * the database cannot be replayed as a cookie.
 */
export async function createSession(
  d1: D1Database,
  user: { id: string; role: Role },
  method: SignInMethod,
  key: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
  const sid = await sha256Hex(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const sess: SessionData = {
    userId: user.id,
    method,
    role: user.role,
    credential: await fingerprint(method, key, sid),
    seen: now.getTime(),
  };
  const db = drizzle(d1);
  // Signing in is rare, so it is a cheap moment to drop sessions nobody will present again.
  await db.batch([db.delete(sessions).where(lt(sessions.expire, now)), db.insert(sessions).values({ sid, sess, expire: expiresAt })]);
  return { token, expiresAt };
}

const sessionColumns = {
  sid: sessions.sid,
  expire: sessions.expire,
  method: sql<string | null>`json_extract(${sessions.sess}, '$.method')`,
  sessionRole: sql<string | null>`json_extract(${sessions.sess}, '$.role')`,
  credential: sql<string | null>`json_extract(${sessions.sess}, '$.credential')`,
  seen: sql<number | null>`json_extract(${sessions.sess}, '$.seen')`,
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
};

const sessionRows = (d1: D1Database) =>
  drizzle(d1)
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`json_extract(${sessions.sess}, '$.userId')`));
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionRows>["all"]>>[number];

/**
 * A session row's user, sign-in method and last request, or null when the session has ended: expired (12
 * hours after sign-in, or unused for `idleMs`), its sign-in method's key changed or gone (a new password
 * or OIDC_AUTH_SECRET), its user removed, or the user's role no longer the one it was signed in with.
 */
async function liveSession(
  row: SessionRow,
  keys: SessionRules,
  now: Date,
): Promise<{ user: SessionUser; method: SignInMethod; seen: number } | null> {
  // Sessions from before sign-in methods existed were all password sessions.
  const method: SignInMethod = row.method === "oidc" ? "oidc" : "password";
  const key = method === "oidc" ? keys.oidc : keys.password;
  const current = key !== null && row.credential === (await fingerprint(method, key, row.sid));
  const user: SessionUser | null =
    row.id && row.email && isRole(row.role) && row.sessionRole === row.role
      ? { id: row.id, email: row.email, firstName: row.firstName, profileImageUrl: row.profileImageUrl, role: row.role }
      : null;
  // Sessions from before the idle timeout count from their sign-in.
  const seen = row.seen ?? row.expire.getTime() - SESSION_TTL_MS;
  const idle = now.getTime() - seen > keys.idleMs;
  if (!current || row.expire.getTime() <= now.getTime() || idle || !user) return null;
  return { user, method, seen };
}

/**
 * A live session's user and sign-in method by its row id, or null; a session that ended (liveSession) is
 * deleted when seen. A request is use of the session (its last-seen time moves), unless `touch` is false:
 * the live board's own requests, which a page left open sends by itself (decision 060).
 */
export async function readSession(
  d1: D1Database,
  sid: string,
  keys: SessionRules,
  now: Date,
  { touch = true }: { touch?: boolean } = {},
): Promise<{ user: SessionUser; method: SignInMethod } | null> {
  const [row] = await sessionRows(d1).where(eq(sessions.sid, sid));
  if (!row) return null;
  const live = await liveSession(row, keys, now);
  if (!live) {
    await drizzle(d1).delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (touch && now.getTime() - live.seen >= SEEN_WRITE_MS) {
    await d1.prepare("UPDATE sessions SET sess = json_set(sess, '$.seen', ?1) WHERE sid = ?2").bind(now.getTime(), sid).run();
  }
  return { user: live.user, method: live.method };
}

/**
 * Which of these sessions are still live (the live board's periodic check of its sockets): read only,
 * neither deleted nor touched, so holding a board open is not use. D1 binds at most 100 values a statement.
 */
export async function liveSessionIds(d1: D1Database, sids: readonly string[], keys: SessionRules, now: Date): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < sids.length; i += 100) {
    const rows = await sessionRows(d1).where(inArray(sessions.sid, sids.slice(i, i + 100)));
    for (const row of rows) if (await liveSession(row, keys, now)) live.add(row.sid);
  }
  return live;
}

/** Notes on the session that its user asked to link single sign-on: the intent's hash, and until when. */
export async function setLinkIntent(d1: D1Database, token: string, intentHash: string, until: Date): Promise<void> {
  await d1
    .prepare("UPDATE sessions SET sess = json_set(sess, '$.linkIntent', ?1, '$.linkUntil', ?2) WHERE sid = ?3")
    .bind(intentHash, until.getTime(), await sha256Hex(token))
    .run();
}

/**
 * The live session that holds this linking intent, which is used up here (one callback, one link);
 * null when no session holds it, it is out of time, or the session itself ended.
 */
export async function takeLinkIntent(
  d1: D1Database,
  intentHash: string,
  keys: SessionRules,
  now: Date,
): Promise<{ user: SessionUser; method: SignInMethod } | null> {
  const taken = await d1
    .prepare(
      `UPDATE sessions SET sess = json_remove(sess, '$.linkIntent', '$.linkUntil')
       WHERE json_extract(sess, '$.linkIntent') = ?1 AND json_extract(sess, '$.linkUntil') > ?2 RETURNING sid`,
    )
    .bind(intentHash, now.getTime())
    .first<{ sid: string }>();
  if (!taken) return null;
  return readSession(d1, taken.sid, keys, now);
}

/** Ends the session this cookie token holds; answers its row id. */
export async function deleteSession(d1: D1Database, token: string): Promise<string> {
  const sid = await sha256Hex(token);
  await drizzle(d1).delete(sessions).where(eq(sessions.sid, sid));
  return sid;
}

/** "Sign out everywhere": ends every session; answers their row ids (the boards they hold are closed by them). */
export async function deleteAllSessions(d1: D1Database): Promise<string[]> {
  const deleted = await drizzle(d1).delete(sessions).returning({ sid: sessions.sid });
  return deleted.map((d) => d.sid);
}

/** The statement that ends every session of one user (removed, or given another role). */
export function deleteUserSessions(d1: D1Database, userId: string) {
  return drizzle(d1)
    .delete(sessions)
    .where(eq(sql`json_extract(${sessions.sess}, '$.userId')`, userId));
}

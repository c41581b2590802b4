import { eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { credentialFingerprint } from "../auth/credential";
import { bytesToBase64url } from "../base64url";
import { sha256Hex } from "./hash";
import { sessions, users } from "./tables";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type SessionUser = { id: string; email: string; firstName: string | null; profileImageUrl: string | null };
/** `credential`: the fingerprint of the password the session was signed in with (auth/credential.ts). */
type SessionData = { userId: string; credential: string };

/**
 * The cookie carries 32 random bytes; the sessions row stores only their SHA-256, so a leaked copy of
 * the database cannot be replayed as a cookie.
 */
export async function createSession(d1: D1Database, userId: string, password: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
  const sid = await sha256Hex(token);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const sess: SessionData = { userId, credential: await credentialFingerprint(password, sid) };
  const db = drizzle(d1);
  // Signing in is rare, so it is a cheap moment to drop sessions nobody will present again.
  await db.batch([db.delete(sessions).where(lt(sessions.expire, now)), db.insert(sessions).values({ sid, sess, expire: expiresAt })]);
  return { token, expiresAt };
}

/**
 * The signed-in user for a cookie token, or null. A session that expired, or that was signed in with
 * another password than today's (`password`; null when none is configured), is deleted when seen.
 */
export async function findSession(d1: D1Database, token: string, password: string | null, now: Date): Promise<SessionUser | null> {
  const db = drizzle(d1);
  const sid = await sha256Hex(token);
  const [row] = await db
    .select({
      expire: sessions.expire,
      credential: sql<string | null>`json_extract(${sessions.sess}, '$.credential')`,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      profileImageUrl: users.profileImageUrl,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`json_extract(${sessions.sess}, '$.userId')`))
    .where(eq(sessions.sid, sid));
  if (!row) return null;
  const current = password !== null && row.credential === (await credentialFingerprint(password, sid));
  if (row.expire.getTime() <= now.getTime() || !current) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (row.id === null || row.email === null) return null;
  return { id: row.id, email: row.email, firstName: row.firstName, profileImageUrl: row.profileImageUrl };
}

export async function deleteSession(d1: D1Database, token: string): Promise<void> {
  await drizzle(d1).delete(sessions).where(eq(sessions.sid, await sha256Hex(token)));
}

/** "Sign out everywhere": ends every session; answers how many there were. */
export async function deleteAllSessions(d1: D1Database): Promise<number> {
  const deleted = await drizzle(d1).delete(sessions).returning({ sid: sessions.sid });
  return deleted.length;
}

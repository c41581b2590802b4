import { eq, lt, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { bytesToBase64url } from "../base64url";
import { sha256Hex } from "./hash";
import { sessions, users } from "./tables";

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type SessionUser = { id: string; email: string; firstName: string | null; profileImageUrl: string | null };
type SessionData = { userId: string };

/**
 * The cookie carries 32 random bytes; the sessions row stores only their SHA-256, so a leaked copy of
 * the database cannot be replayed as a cookie.
 */
export async function createSession(d1: D1Database, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const sess: SessionData = { userId };
  const db = drizzle(d1);
  // Signing in is rare, so it is a cheap moment to drop sessions nobody will present again.
  await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)),
    db.insert(sessions).values({ sid: await sha256Hex(token), sess, expire: expiresAt }),
  ]);
  return { token, expiresAt };
}

/** The signed-in user for a cookie token, or null; an expired session is deleted when seen. */
export async function findSession(d1: D1Database, token: string, now: Date): Promise<SessionUser | null> {
  const db = drizzle(d1);
  const sid = await sha256Hex(token);
  const [row] = await db
    .select({ expire: sessions.expire, id: users.id, email: users.email, firstName: users.firstName, profileImageUrl: users.profileImageUrl })
    .from(sessions)
    .leftJoin(users, eq(users.id, sql`json_extract(${sessions.sess}, '$.userId')`))
    .where(eq(sessions.sid, sid));
  if (!row) return null;
  if (row.expire.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (row.id === null || row.email === null) return null;
  return { id: row.id, email: row.email, firstName: row.firstName, profileImageUrl: row.profileImageUrl };
}

export async function deleteSession(d1: D1Database, token: string): Promise<void> {
  await drizzle(d1).delete(sessions).where(eq(sessions.sid, await sha256Hex(token)));
}

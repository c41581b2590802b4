import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { loginAttempts } from "./tables";

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** Milliseconds until this client may try again, or 0 when it is under the limit. */
export async function lockedForMs(d1: D1Database, client: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await drizzle(d1)
    .select({ failures: count(), oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.client, client), gte(loginAttempts.attemptedAt, since)));
  if (!row || row.failures < LOGIN_MAX_FAILURES || !row.oldest) return 0;
  // The lock lifts when the oldest failure in the window ages out.
  return Math.max(1000, row.oldest.getTime() + LOGIN_WINDOW_MS - now.getTime());
}

export async function recordFailure(d1: D1Database, client: string, now: Date): Promise<void> {
  const db = drizzle(d1);
  await db.batch([
    db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(now.getTime() - LOGIN_WINDOW_MS))),
    db.insert(loginAttempts).values({ client, attemptedAt: now }),
  ]);
}

export async function clearFailures(d1: D1Database, client: string): Promise<void> {
  await drizzle(d1).delete(loginAttempts).where(eq(loginAttempts.client, client));
}

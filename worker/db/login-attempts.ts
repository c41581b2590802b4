import { and, eq, gte, min } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { loginAttempts } from "./tables";

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Records a sign-in attempt if the client has a free slot in the window, and says whether it had one.
 * Counting and inserting are ONE statement (SQLite runs it atomically), so parallel requests cannot all
 * pass a check before any of them is recorded: at most LOGIN_MAX_FAILURES passwords are ever compared
 * per client and window. A successful sign-in clears the client's rows; a failed one leaves its row.
 */
export async function takeAttempt(d1: D1Database, client: string, now: Date): Promise<boolean> {
  const since = now.getTime() - LOGIN_WINDOW_MS;
  const [, taken] = await d1.batch<{ id: number }>([
    d1.prepare("DELETE FROM login_attempts WHERE attempted_at < ?1").bind(since),
    d1
      .prepare(
        `INSERT INTO login_attempts (client, attempted_at)
         SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM login_attempts WHERE client = ?1 AND attempted_at >= ?3) < ?4
         RETURNING id`,
      )
      .bind(client, now.getTime(), since, LOGIN_MAX_FAILURES),
  ]);
  return (taken?.results.length ?? 0) > 0;
}

/** Milliseconds until a locked-out client gets a slot again: when its oldest attempt leaves the window. */
export async function lockedForMs(d1: D1Database, client: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [row] = await drizzle(d1)
    .select({ oldest: min(loginAttempts.attemptedAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.client, client), gte(loginAttempts.attemptedAt, since)));
  const oldest = row?.oldest?.getTime() ?? now.getTime();
  return Math.max(1000, oldest + LOGIN_WINDOW_MS - now.getTime());
}

export async function clearFailures(d1: D1Database, client: string): Promise<void> {
  await drizzle(d1).delete(loginAttempts).where(eq(loginAttempts.client, client));
}

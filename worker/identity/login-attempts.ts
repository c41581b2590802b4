import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { LOGIN_GLOBAL_KEY, LOGIN_LIMITS, type LoginState } from "../../schema/rate-limit";
import { loginAttempts } from "../db/tables";

/** The keys one password attempt is counted under (schema/rate-limit.ts). */
export type AttemptKeys = { client: string; account: string };

export type Attempt = {
  /** The password may be compared: every limit had room, and the attempt is recorded under each key. */
  granted: boolean;
  /** This attempt's rows, removed again if the password is right (a success is no failure). */
  ids: number[];
  /** This attempt filled the global window: the moment to audit. */
  ceilingReached: boolean;
  /** The counts after this attempt, for the Retry-After of a refusal. */
  state: LoginState;
};

const { client, account, global } = LOGIN_LIMITS;
const LONGEST_WINDOW_MS = Math.max(client.windowMs, account.windowMs, global.windowMs);

/**
 * Takes a password attempt in ONE statement, which SQLite runs atomically (its SELECT is read before any
 * row is written), so parallel requests cannot all pass a check before any of them is recorded:
 * - a client over its limit is refused and nothing is recorded (it cannot fill the global window alone);
 * - otherwise its row, and the global row while the global window has room, are written;
 * - the account row, which is what grants the comparison, only while the account's delay has passed
 *   (the same 2^k rule as accountDelayMs, schema/rate-limit.ts) and the global window had room.
 */
export async function takeAttempt(d1: D1Database, keys: AttemptKeys, now: Date): Promise<Attempt> {
  const t = now.getTime();
  const [, inserted, stateRows] = await d1.batch<{ id: number; client: string } & StateRow>([
    d1.prepare("DELETE FROM login_attempts WHERE attempted_at < ?1").bind(t - LONGEST_WINDOW_MS),
    d1
      .prepare(
        `WITH
           c AS (SELECT COUNT(*) AS n FROM login_attempts WHERE client = ?1 AND attempted_at >= ?4),
           a AS (SELECT COUNT(*) AS n, MAX(attempted_at) AS last FROM login_attempts WHERE client = ?2 AND attempted_at >= ?5),
           g AS (SELECT COUNT(*) AS n FROM login_attempts WHERE client = ?3 AND attempted_at >= ?6),
           k(key) AS (VALUES (?1), (?2), (?3))
         INSERT INTO login_attempts (client, attempted_at)
         SELECT k.key, ?7 FROM k, c, a, g
         WHERE c.n < ?8
           AND (k.key = ?1 OR g.n < ?9)
           AND (k.key <> ?2 OR a.n < ?10 OR a.last + MIN(?11, (1 << MIN(a.n - ?10, 30)) * 1000) <= ?7)
         RETURNING id, client`,
      )
      .bind(
        keys.client,
        keys.account,
        LOGIN_GLOBAL_KEY,
        t - client.windowMs,
        t - account.windowMs,
        t - global.windowMs,
        t,
        client.max,
        global.max,
        account.free,
        account.capMs,
      ),
    stateStatement(d1, keys, t),
  ]);
  const rows = inserted?.results ?? [];
  const state = toState(stateRows?.results[0]);
  return {
    granted: rows.some((r) => r.client === keys.account),
    ids: rows.map((r) => r.id),
    ceilingReached: rows.some((r) => r.client === LOGIN_GLOBAL_KEY) && state.global.count === global.max,
    state,
  };
}

type StateRow = { cn: number; co: number | null; an: number; al: number | null; gn: number; go: number | null };

function stateStatement(d1: D1Database, keys: AttemptKeys, t: number) {
  return d1
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM login_attempts WHERE client = ?1 AND attempted_at >= ?4) AS cn,
         (SELECT MIN(attempted_at) FROM login_attempts WHERE client = ?1 AND attempted_at >= ?4) AS co,
         (SELECT COUNT(*) FROM login_attempts WHERE client = ?2 AND attempted_at >= ?5) AS an,
         (SELECT MAX(attempted_at) FROM login_attempts WHERE client = ?2 AND attempted_at >= ?5) AS al,
         (SELECT COUNT(*) FROM login_attempts WHERE client = ?3 AND attempted_at >= ?6) AS gn,
         (SELECT MIN(attempted_at) FROM login_attempts WHERE client = ?3 AND attempted_at >= ?6) AS go`,
    )
    .bind(keys.client, keys.account, LOGIN_GLOBAL_KEY, t - client.windowMs, t - account.windowMs, t - global.windowMs);
}

const toState = (r: StateRow | undefined): LoginState => ({
  client: { count: r?.cn ?? 0, oldestMs: r?.co ?? null },
  account: { count: r?.an ?? 0, lastMs: r?.al ?? null },
  global: { count: r?.gn ?? 0, oldestMs: r?.go ?? null },
});

/** A right password: the client's and the account's failures are forgiven, and this attempt's rows go. */
export async function clearFailures(d1: D1Database, keys: AttemptKeys, ids: number[]): Promise<void> {
  const db = drizzle(d1);
  await db.batch([
    db.delete(loginAttempts).where(inArray(loginAttempts.client, [keys.client, keys.account])),
    db.delete(loginAttempts).where(inArray(loginAttempts.id, ids.length ? ids : [-1])),
  ]);
}

import type { SocialityDb } from "./db";

let dexie: Promise<typeof import("./db")> | undefined;

/**
 * Runs work against the Dexie database, loading Dexie on first use: the modules the first paint of
 * /test/* imports (flows, meta) reach it only through here, so it stays out of that paint
 * (docs/performance.md#quality-bars). Reads needed to paint go through peekRow (web/db/peek.ts).
 */
export function inDb<T>(work: (db: SocialityDb) => Promise<T>): Promise<T> {
  dexie ??= import("./db");
  return dexie.then(({ db, withDb }) => withDb(() => work(db)));
}

import { db, withDb } from "./db";
import {
  CachedTeamSchema,
  META_SCHEMAS,
  teamMetaKey,
  type CachedTeam,
  type MetaKey,
  type MetaReader,
  type MetaValue,
} from "./meta-schemas";

/** A stored value through its schema: repaired by the schema where it can be, else undefined, as if absent. */
export function parseStored<T>(key: string, schema: MetaReader<T>, raw: unknown): T | undefined {
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) console.warn(`Discarded the device's unreadable '${key}' record`);
  return parsed.data;
}

async function readMeta<T>(key: string, schema: MetaReader<T>): Promise<T | undefined> {
  const row = await withDb(() => db.meta.get(key));
  return parseStored(key, schema, row?.value);
}

/** A meta value as its key's schema reads it (web/db/meta-schemas.ts); undefined when absent or unreadable. */
export function getMeta<K extends MetaKey>(key: K): Promise<MetaValue<K> | undefined> {
  return readMeta(key, META_SCHEMAS[key]);
}

export function setMeta<K extends MetaKey>(key: K, value: MetaValue<K>): Promise<string> {
  return withDb(() => db.meta.put({ key, value }));
}

export function getCachedTeam(code: string): Promise<CachedTeam | undefined> {
  return readMeta(teamMetaKey(code), CachedTeamSchema);
}

export function setCachedTeam(code: string, team: CachedTeam): Promise<string> {
  return withDb(() => db.meta.put({ key: teamMetaKey(code), value: team }));
}

/** A random id per device, sent with every save, so the admin sees what each device delivered. */
export async function deviceId(): Promise<string> {
  return withDb(() =>
    db.transaction("rw", db.meta, async () => {
      const existing = parseStored("deviceId", META_SCHEMAS.deviceId, (await db.meta.get("deviceId"))?.value);
      if (existing !== undefined) return existing;
      const id = crypto.randomUUID();
      await db.meta.put({ key: "deviceId", value: id });
      return id;
    }),
  );
}

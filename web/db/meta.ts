import { inDb } from "./database";
import { AssessmentDataSchema, type AssessmentData } from "../../schema/assessment/assessment-data";
import { bytesToBase64url } from "../../schema/base64";
import type { Language } from "../../schema/assessment/languages";
import {
  CachedTeamSchema,
  contentMetaKey,
  META_SCHEMAS,
  teamMetaKey,
  type CachedTeam,
  type MetaKey,
  type MetaReader,
  type MetaValue,
} from "./meta-schemas";
import { parseStored } from "./parse-stored";
import { peekRow } from "./peek";

async function readMeta<T>(key: string, schema: MetaReader<T>): Promise<T | undefined> {
  const row = await inDb((db) => db.meta.get(key));
  return parseStored(key, schema, row?.value);
}

/** A meta value as its key's schema reads it (web/db/meta-schemas.ts); undefined when absent or unreadable. */
export function getMeta<K extends MetaKey>(key: K): Promise<MetaValue<K> | undefined> {
  return readMeta(key, META_SCHEMAS[key]);
}

/** getMeta without loading Dexie, for what a first paint needs (web/db/peek.ts). */
export async function peekMeta<K extends MetaKey>(key: K): Promise<MetaValue<K> | undefined> {
  const row = (await peekRow("meta", key)) as { value?: unknown } | undefined;
  return parseStored(key, META_SCHEMAS[key], row?.value);
}

export function setMeta<K extends MetaKey>(key: K, value: MetaValue<K>): Promise<string> {
  return inDb((db) => db.meta.put({ key, value }));
}

/** One language's statements as the device keeps them, read through the server's own schema. */
export function getContent(language: Language): Promise<AssessmentData | undefined> {
  return readMeta(contentMetaKey(language), AssessmentDataSchema);
}

export function setContent(data: AssessmentData): Promise<string> {
  return inDb((db) => db.meta.put({ key: contentMetaKey(data.language), value: data }));
}

export function getCachedTeam(code: string): Promise<CachedTeam | undefined> {
  return readMeta(teamMetaKey(code), CachedTeamSchema);
}

export function setCachedTeam(code: string, team: CachedTeam): Promise<string> {
  return inDb((db) => db.meta.put({ key: teamMetaKey(code), value: team }));
}

/**
 * The device's key for its health reports (decision 062): 32 random bytes, made on the first report and
 * kept here; the server stores only its hash and takes a report for this device's id only with it. It
 * never leaves the device otherwise (not in a kiosk's export file).
 */
export async function deviceKey(): Promise<string> {
  return inDb((db) =>
    db.transaction("rw", db.meta, async () => {
      const existing = parseStored("deviceKey", META_SCHEMAS.deviceKey, (await db.meta.get("deviceKey"))?.value);
      if (existing !== undefined) return existing;
      const key = bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));
      await db.meta.put({ key: "deviceKey", value: key });
      return key;
    }),
  );
}

/** A random id per device, sent with every save, so the admin sees what each device delivered. */
export async function deviceId(): Promise<string> {
  return inDb((db) =>
    db.transaction("rw", db.meta, async () => {
      const existing = parseStored("deviceId", META_SCHEMAS.deviceId, (await db.meta.get("deviceId"))?.value);
      if (existing !== undefined) return existing;
      const id = crypto.randomUUID();
      await db.meta.put({ key: "deviceId", value: id });
      return id;
    }),
  );
}

import { db, withDb } from "./db";

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return withDb(async () => (await db.meta.get(key))?.value as T | undefined);
}

export function setMeta(key: string, value: unknown): Promise<string> {
  return withDb(() => db.meta.put({ key, value }));
}

/** A random id per device, sent with every save, so the admin sees what each device delivered. */
export async function deviceId(): Promise<string> {
  return withDb(() =>
    db.transaction("rw", db.meta, async () => {
      const existing = (await db.meta.get("deviceId"))?.value;
      if (typeof existing === "string") return existing;
      const id = crypto.randomUUID();
      await db.meta.put({ key: "deviceId", value: id });
      return id;
    }),
  );
}

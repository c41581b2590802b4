import type { MetaReader } from "./meta-schemas";

/** A stored value through its schema: repaired by the schema where it can be, else undefined, as if absent. */
export function parseStored<T>(key: string, schema: MetaReader<T>, raw: unknown): T | undefined {
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) console.warn(`Discarded the device's unreadable '${key}' record`);
  return parsed.data;
}

import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Fingerprint of the shipped content files in every language (schema/assessment/content/<language>/*.csv), stored with
 * every snapshot and outbox item (docs/architecture.md#the-sync-protocol).
 */
export function contentVersion(root: string): string {
  const hash = createHash("sha256");
  const dir = join(root, "schema/assessment/content");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".csv"))
    .map((f) => f.split("\\").join("/"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.digest("hex").slice(0, 12);
}

import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** Fingerprint of the shipped content files, stored with every snapshot and outbox item (docs/architecture.md#the-sync-protocol). */
export function contentVersion(root: string): string {
  const hash = createHash("sha256");
  for (const file of ["attraction.csv", "pursuer.csv", "culture.csv"]) hash.update(readFileSync(join(root, "schema/content", file)));
  return hash.digest("hex").slice(0, 12);
}

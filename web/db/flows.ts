import * as z from "zod/mini";
import { AUDIENCES, SCHEMA_VERSION, type Audience } from "../../schema/constants";
import { CONTENT_VERSION } from "../content-version";
import { db, withDb } from "./db";

export function saveFlowSnapshot(audience: Audience, snapshot: unknown): Promise<Audience> {
  return withDb(() =>
    db.flows.put({ audience, snapshot, schemaVersion: SCHEMA_VERSION, contentVersion: CONTENT_VERSION, updatedAt: Date.now() }),
  );
}

/**
 * What this module vouches for in a persisted XState snapshot: a running flow of some audience. The rest of
 * XState's fields pass through as they are; the context is parsed by web/flow/restore-snapshot.ts.
 */
const StoredSnapshotSchema = z.looseObject({
  status: z.literal("active"),
  value: z.union([z.string(), z.looseObject({})]),
  context: z.looseObject({ audience: z.enum(AUDIENCES) }),
});
export type StoredFlowSnapshot = z.infer<typeof StoredSnapshotSchema>;

/** The stored snapshot, or null when there is none, it does not parse, or it belongs to an incompatible app version. */
export async function loadFlowSnapshot(audience: Audience): Promise<StoredFlowSnapshot | null> {
  const row = await withDb(() => db.flows.get(audience));
  if (!row || row.schemaVersion !== SCHEMA_VERSION) return null;
  const snapshot = StoredSnapshotSchema.safeParse(row.snapshot);
  return snapshot.success && snapshot.data.context.audience === audience ? snapshot.data : null;
}

export function clearFlowSnapshot(audience: Audience): Promise<void> {
  return withDb(() => db.flows.delete(audience));
}

import * as z from "zod/mini";
import { AUDIENCES, SCHEMA_VERSION, type Audience } from "../../schema/constants";
import { CONTENT_VERSION } from "../content-version";
import { inDb } from "./database";
import type { FlowRow } from "./db";
import { peekRow } from "./peek";

export function saveFlowSnapshot(audience: Audience, snapshot: unknown): Promise<Audience> {
  return inDb((db) =>
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

/**
 * The stored snapshot, or null when there is none, it does not parse, or it belongs to an incompatible app version.
 * Read without Dexie: the step it holds is what the first paint shows (web/db/peek.ts).
 */
export async function loadFlowSnapshot(audience: Audience): Promise<StoredFlowSnapshot | null> {
  const row = (await peekRow("flows", audience)) as Partial<FlowRow> | undefined;
  if (!row || row.schemaVersion !== SCHEMA_VERSION) return null;
  const snapshot = StoredSnapshotSchema.safeParse(row.snapshot);
  return snapshot.success && snapshot.data.context.audience === audience ? snapshot.data : null;
}

export function clearFlowSnapshot(audience: Audience): Promise<void> {
  return inDb((db) => db.flows.delete(audience));
}

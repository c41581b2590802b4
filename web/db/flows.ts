import { SCHEMA_VERSION, type Audience } from "../../schema/constants";
import { CONTENT_VERSION } from "../content-version";
import { db, withDb } from "./db";

export function saveFlowSnapshot(audience: Audience, snapshot: unknown): Promise<Audience> {
  return withDb(() =>
    db.flows.put({ audience, snapshot, schemaVersion: SCHEMA_VERSION, contentVersion: CONTENT_VERSION, updatedAt: Date.now() }),
  );
}

/** The stored snapshot, or null when there is none or it belongs to an incompatible app version. */
export async function loadFlowSnapshot(audience: Audience): Promise<object | null> {
  const row = await withDb(() => db.flows.get(audience));
  if (!row || row.schemaVersion !== SCHEMA_VERSION || typeof row.snapshot !== "object" || row.snapshot === null) return null;
  const snap = row.snapshot as { status?: unknown; value?: unknown; context?: { audience?: unknown } };
  if (snap.status !== "active" || snap.value === undefined || snap.context?.audience !== audience) return null;
  return row.snapshot;
}

export function clearFlowSnapshot(audience: Audience): Promise<void> {
  return withDb(() => db.flows.delete(audience));
}

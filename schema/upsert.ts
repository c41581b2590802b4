// The save decision of DESIGN §3, pure so it can be property-tested apart from D1.

export type StoredState = { revision: number; writeTokenHash: string; isCompleted: boolean };
export type IncomingSave = { revision: number; writeTokenHash: string; completes: boolean };

export type SaveDecision =
  | { kind: "insert" }
  | { kind: "update"; isCompleted: boolean }
  | { kind: "unchanged" }
  | { kind: "forbidden" };

export function decideSave(stored: StoredState | null, incoming: IncomingSave): SaveDecision {
  if (!stored) return { kind: "insert" };
  if (stored.writeTokenHash !== incoming.writeTokenHash) return { kind: "forbidden" };
  if (incoming.revision <= stored.revision) return { kind: "unchanged" };
  // Once completed, only a newer final save may change the record: a partial would wipe answers.
  if (stored.isCompleted && !incoming.completes) return { kind: "unchanged" };
  return { kind: "update", isCompleted: stored.isCompleted || incoming.completes };
}

import type { Audience } from "../../schema/constants";
import { isAllNotLikeMe, type Ranking } from "../../schema/assessment/ranking";
import { loadFlowSnapshot } from "../db/flows";
import { parseStored } from "../db/parse-stored";
import { FlowContextSchema } from "./context-schema";

type StoredSnapshot = { value?: unknown; context?: { rankings?: { pursuer?: Ranking }; rankingDone?: { pursuer?: boolean } } };

/**
 * Brings a snapshot persisted by an older app version up to today's machine (Excalidraw's restore.ts
 * habit). Before decision 010 an all-'not like me' pursuer ranking skipped its pages without being marked
 * done, so no later save carried it. Such a ranking can only be made on the pursuer ranking screen and
 * left by Continue, so outside that screen it was finished: mark it done and every later save sends it.
 */
export function repairSnapshot<T extends object>(snapshot: T): T {
  const s = snapshot as StoredSnapshot;
  const done = s.context?.rankingDone;
  if (s.value === "pursuerRanking" || !done || done.pursuer !== false || !isAllNotLikeMe(s.context?.rankings?.pursuer)) return snapshot;
  return { ...snapshot, context: { ...s.context, rankingDone: { ...done, pursuer: true } } };
}

/** The stored flow of this audience, parsed and repaired, or null when there is none to resume or it cannot be read. */
export async function loadRestoredSnapshot(audience: Audience): Promise<object | null> {
  const snapshot = await loadFlowSnapshot(audience);
  if (!snapshot) return null;
  // Snapshots from before teams have no team code: they joined none. Before languages, all was English.
  const context = parseStored("flow", FlowContextSchema, { teamCode: null, language: "en", ...snapshot.context });
  return context ? repairSnapshot({ ...snapshot, context }) : null;
}

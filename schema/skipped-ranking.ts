// Saves from app versions before issue 11: their all-'not like me' pursuer ranking was never sent.
import { FUNNEL_STEPS, funnelIndex } from "./admin";
import { NOT_LIKE_ME } from "./constants";
import type { Ranking } from "./ranking";
import type { DatasetResponses } from "./scoring";

export type PageRankings = { attractionRanking?: Ranking; pursuerRanking?: Ranking };

export const ALL_NOT_LIKE_ME: Ranking = { yellow: NOT_LIKE_ME, blue: NOT_LIKE_ME, red: NOT_LIKE_ME };

const PURSUER_RANKED = FUNNEL_STEPS.findIndex((s) => s.step === "pursuer-ranking-complete");

/** A statement key present in the responses, rated 0 or not (DESIGN §5). */
export function hasStatementKey(responses: DatasetResponses | undefined | null): boolean {
  return Object.values(responses ?? {}).some((category) => Object.keys(category ?? {}).length > 0);
}

/**
 * The page rankings to store for a save. A save past the pursuer ranking step (or the final one) with
 * neither a pursuer ranking nor a pursuer statement can only come from a respondent who put all three
 * cards in 'Not Like Me At All' — the one way to pass that step without pages — on a version that did
 * not send that ranking: store it, so the type is "Undetermined", not a default or "Pending".
 */
export function rankingsToStore(
  save: { step: string; pageRankings?: PageRankings | null; pursuerResponses?: DatasetResponses },
  completes: boolean,
): PageRankings | null {
  const rankings = save.pageRankings ?? null;
  if (rankings?.pursuerRanking || hasStatementKey(save.pursuerResponses) || funnelIndex(save.step, completes) < PURSUER_RANKED) return rankings;
  return { ...rankings, pursuerRanking: ALL_NOT_LIKE_ME };
}

// Saves from app versions before decision 010: their all-'not like me' pursuer ranking was never sent.
import { FUNNEL_STEPS, funnelIndex } from "../records/admin";
import { NOT_LIKE_ME } from "../constants";
import type { Ranking } from "./ranking";
import { hasStatementKey, type DatasetResponses } from "./scoring";

export type PageRankings = { attractionRanking?: Ranking; pursuerRanking?: Ranking };

export const ALL_NOT_LIKE_ME: Ranking = { yellow: NOT_LIKE_ME, blue: NOT_LIKE_ME, red: NOT_LIKE_ME };

const PURSUER_RANKED = FUNNEL_STEPS.findIndex((s) => s.step === "pursuer-ranking-complete");

/**
 * The page rankings to store for a save. A save of the app's flow (it has the attraction ranking) past
 * the pursuer ranking step, or the final one, with neither a pursuer ranking nor a pursuer statement can
 * only come from a respondent who put all three cards in 'Not Like Me At All' — the one way to pass that
 * step without pages — on a version that did not send that ranking: store it, so the type is
 * "Undetermined", not a default or "Pending".
 */
export function rankingsToStore(
  save: { step: string; pageRankings?: PageRankings | null; pursuerResponses?: DatasetResponses },
  completes: boolean,
): PageRankings | null {
  const rankings = save.pageRankings ?? null;
  if (!rankings?.attractionRanking || rankings.pursuerRanking || hasStatementKey(save.pursuerResponses)) return rankings;
  return funnelIndex(save.step, completes) < PURSUER_RANKED ? rankings : { ...rankings, pursuerRanking: ALL_NOT_LIKE_ME };
}

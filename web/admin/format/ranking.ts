import { CATEGORY_LABEL, type CategoryId } from "../../../schema/constants";
import { notLikeMe, rankedOrder, type Ranking } from "../../../schema/assessment/ranking";

export const NO_RANKING = "No ranking data available";
export const ALL_NOT_LIKE_ME = 'All "Not Like Me"';
export const NOT_LIKE_ME_LABEL = "Not Like Me";

const ORDINAL: Record<number, string> = { 1: "1st", 2: "2nd", 3: "3rd" };

export type RankingEntry = { category: CategoryId; colour: string; label: string };
export type RankingDisplay = { kind: "none" } | { kind: "all-not-like-me" } | { kind: "ranked"; entries: RankingEntry[] };

/** docs/product.md#constants: ranks 1..3 read 1st/2nd/3rd in rank order; rank 4 or none is 'Not Like Me'. */
export function rankingDisplay(ranking: Partial<Ranking> | null | undefined): RankingDisplay {
  if (!ranking) return { kind: "none" };
  const full: Ranking = { yellow: ranking.yellow ?? 0, blue: ranking.blue ?? 0, red: ranking.red ?? 0 };
  const ranked = rankedOrder(full);
  if (ranked.length === 0) return { kind: "all-not-like-me" };
  const entry = (category: CategoryId, label: string): RankingEntry => ({ category, colour: CATEGORY_LABEL[category], label });
  return {
    kind: "ranked",
    entries: [
      ...ranked.map((c) => entry(c, ORDINAL[full[c]] ?? NOT_LIKE_ME_LABEL)),
      ...notLikeMe(full).map((c) => entry(c, NOT_LIKE_ME_LABEL)),
    ],
  };
}

/** One line for screen readers and titles: "1st Yellow, 2nd Blue, Not Like Me Red". */
export function rankingText(display: RankingDisplay): string {
  if (display.kind === "none") return NO_RANKING;
  if (display.kind === "all-not-like-me") return ALL_NOT_LIKE_ME;
  return display.entries.map((e) => `${e.label} ${e.colour}`).join(", ");
}

import { CATEGORIES, FALLBACK_PAGE_ORDER, NOT_LIKE_ME, type CategoryId, type Dataset } from "../constants";

export type Ranking = Record<CategoryId, number>;

/** Cards in ranked order (rank 1..3), excluding the 'not like me' ones. */
export function rankedOrder(ranking: Ranking): CategoryId[] {
  return CATEGORIES.filter((c) => ranking[c] >= 1 && ranking[c] < NOT_LIKE_ME).sort(
    (a, b) => ranking[a] - ranking[b] || CATEGORIES.indexOf(a) - CATEGORIES.indexOf(b),
  );
}

export function notLikeMe(ranking: Ranking): CategoryId[] {
  return CATEGORIES.filter((c) => !(ranking[c] >= 1 && ranking[c] < NOT_LIKE_ME));
}

export function isAllNotLikeMe(ranking: Ranking | undefined): boolean {
  return !!ranking && rankedOrder(ranking).length === 0;
}

function renumber(ranked: CategoryId[], rest: CategoryId[]): Ranking {
  const out = { yellow: NOT_LIKE_ME, blue: NOT_LIKE_ME, red: NOT_LIKE_ME } as Ranking;
  ranked.forEach((c, i) => (out[c] = i + 1));
  rest.forEach((c) => (out[c] = NOT_LIKE_ME));
  return out;
}

export type RankingMove =
  { card: CategoryId; to: "not-like-me" } | { card: CategoryId; to: "ranked"; index: number } | { card: CategoryId; to: null };

/**
 * docs/product.md#states-and-transitions ranking rules: every move renumbers the ranked row 1..n; a drop with no destination changes
 * nothing.
 */
export function moveCard(ranking: Ranking, move: RankingMove): Ranking {
  if (move.to === null) return ranking;
  const ranked = rankedOrder(ranking).filter((c) => c !== move.card);
  const rest = notLikeMe(ranking).filter((c) => c !== move.card);
  if (move.to === "not-like-me") return renumber(ranked, [...rest, move.card]);
  const index = Math.max(0, Math.min(move.index, ranked.length));
  ranked.splice(index, 0, move.card);
  return renumber(ranked, rest);
}

export type Page = { dataset: Dataset; category: CategoryId };

/**
 * docs/product.md#states-and-transitions page list for one dataset: ranked 1..3 in order; all-4 or absent falls back to Blue, Yellow, Red.
 */
export function pagesFor(dataset: Dataset, ranking: Ranking | undefined): Page[] {
  const order = ranking ? rankedOrder(ranking) : [];
  const categories = order.length ? order : FALLBACK_PAGE_ORDER;
  return categories.map((category) => ({ dataset, category }));
}

/**
 * The whole page list: attraction pages, then pursuer pages once the pursuer ranking is done, unless
 * every pursuer card is 'not like me' (docs/product.md#states-and-transitions: the pursuer pages are skipped, no fallback for them).
 */
export function pageList(attraction: Ranking | undefined, pursuer: Ranking | undefined, pursuerDone: boolean): Page[] {
  const pages = pagesFor("attraction", attraction);
  return pursuerDone && !isAllNotLikeMe(pursuer) ? [...pages, ...pagesFor("pursuer", pursuer)] : pages;
}

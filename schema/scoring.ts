import {
  CATEGORIES,
  CULTURE_ANIMALS,
  CULTURE_IDENTIFY_THRESHOLD,
  TITLES,
  type Animal,
  type CategoryId,
  type Dataset,
} from "./constants";
import { isAllNotLikeMe, type Ranking } from "./ranking";

/** statement key (placement) → rating 0..2, per category. */
export type CategoryResponses = Record<string, number>;
export type DatasetResponses = Partial<Record<CategoryId, CategoryResponses>>;

export const UNDETERMINED = "Undetermined";

/** DESIGN §5: sum of ratings / (2 × rated statements) × 100, rounded; null when nothing was rated. */
export function categoryScore(responses: CategoryResponses | undefined): number | null {
  const values = Object.values(responses ?? {});
  if (values.length === 0) return null;
  const sum = values.reduce((a, v) => a + v, 0);
  return Math.round((sum / (2 * values.length)) * 100);
}

export function datasetScores(responses: DatasetResponses | undefined): Record<CategoryId, number | null> {
  return {
    yellow: categoryScore(responses?.yellow),
    blue: categoryScore(responses?.blue),
    red: categoryScore(responses?.red),
  };
}

function rankOf(ranking: Ranking | undefined, c: CategoryId): number {
  const r = ranking?.[c];
  return typeof r === "number" && r >= 1 && r <= 3 ? r : 4;
}

/**
 * Dominant category: highest score; ties go to the better rank, then yellow, blue, red.
 * Nothing rated → the rank-1 category; every category ranked 4 → null (Undetermined).
 */
export function dominantCategory(responses: DatasetResponses | undefined, ranking: Ranking | undefined): CategoryId | null {
  if (isAllNotLikeMe(ranking)) return null;
  const scores = datasetScores(responses);
  const byRank = [...CATEGORIES].sort((a, b) => rankOf(ranking, a) - rankOf(ranking, b));
  const scored = byRank.filter((c) => scores[c] !== null);
  if (scored.length === 0) return byRank[0] ?? null;
  return scored.reduce((best, c) => ((scores[c] as number) > (scores[best] as number) ? c : best));
}

export function typeTitle(dataset: Dataset, category: CategoryId | null): string {
  return category ? TITLES[dataset][category] : UNDETERMINED;
}

export type FinalType = { intrinsicAttraction: string; extrinsicPursuer: string };

export function computeFinalType(input: {
  attractionResponses?: DatasetResponses;
  pursuerResponses?: DatasetResponses;
  pageRankings?: { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null;
}): FinalType {
  return {
    intrinsicAttraction: typeTitle(
      "attraction",
      dominantCategory(input.attractionResponses, input.pageRankings?.attractionRanking),
    ),
    extrinsicPursuer: typeTitle("pursuer", dominantCategory(input.pursuerResponses, input.pageRankings?.pursuerRanking)),
  };
}

export type CultureScores = Record<Animal, number>;

/** Culture statement ids look like `rabbit-a1`; a response identifies when its code is 6 or above. */
export function cultureScores(responses: Record<string, number> | undefined | null): CultureScores {
  const scores: CultureScores = { rabbit: 0, dog: 0, cat: 0 };
  for (const [id, code] of Object.entries(responses ?? {})) {
    const animal = id.split("-")[0] as Animal;
    if (CULTURE_ANIMALS.includes(animal) && code >= CULTURE_IDENTIFY_THRESHOLD) scores[animal] += 1;
  }
  return scores;
}

import { CATEGORIES, CULTURE_ANIMALS, CULTURE_IDENTIFY_THRESHOLD, TITLES, type Animal, type CategoryId, type Dataset } from "../constants";
import { isAllNotLikeMe, type Ranking } from "./ranking";

/** statement key (placement) → rating 0..2, per category. */
export type CategoryResponses = Record<string, number>;
export type DatasetResponses = Partial<Record<CategoryId, CategoryResponses>>;

export const UNDETERMINED = "Undetermined";
/** How a type part reads before the respondent reached its dataset (docs/architecture.md#scoring); stored as null. */
export const PENDING = "Pending";

/** docs/architecture.md#scoring: sum of ratings / (2 × rated statements) × 100, rounded; null when nothing was rated. */
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

/** Each part is a title, "Undetermined", or null while its dataset has not been reached ("Pending"). */
export type FinalType = { intrinsicAttraction: string | null; extrinsicPursuer: string | null };

/** A statement key present in the responses, rated 0 or not (the "rated statement" of docs/architecture.md#scoring). */
export function hasStatementKey(responses: DatasetResponses | undefined | null): boolean {
  return Object.values(responses ?? {}).some((category) => Object.keys(category ?? {}).length > 0);
}

/** docs/architecture.md#scoring type of one dataset; null when it has neither a stored ranking nor a statement key. */
function datasetType(dataset: Dataset, responses: DatasetResponses | undefined, ranking: Ranking | undefined): string | null {
  if (!ranking && !hasStatementKey(responses)) return null;
  return typeTitle(dataset, dominantCategory(responses, ranking));
}

export function computeFinalType(input: {
  attractionResponses?: DatasetResponses;
  pursuerResponses?: DatasetResponses;
  pageRankings?: { attractionRanking?: Ranking; pursuerRanking?: Ranking } | null;
}): FinalType {
  return {
    intrinsicAttraction: datasetType("attraction", input.attractionResponses, input.pageRankings?.attractionRanking),
    extrinsicPursuer: datasetType("pursuer", input.pursuerResponses, input.pageRankings?.pursuerRanking),
  };
}

/** "Intrinsic / Extrinsic" as the admin shows it, a missing part read as Pending; just "Pending" when neither has a type. */
export function finalTypeLabel(finalType: FinalType | null | undefined): string {
  const intrinsic = finalType?.intrinsicAttraction ?? null;
  const extrinsic = finalType?.extrinsicPursuer ?? null;
  if (intrinsic === null && extrinsic === null) return PENDING;
  return `${intrinsic ?? PENDING} / ${extrinsic ?? PENDING}`;
}

export type CultureScores = Record<Animal, number>;

const DASH = "-".charCodeAt(0);

/**
 * Culture statement ids look like `rabbit-a1`; a response identifies when its code is 6 or above.
 * Every save runs this over up to 60 answers: the animal is compared in place rather than split out
 * of each id (splitting made it half of a save's own row building, docs/performance.md).
 */
export function cultureScores(responses: Record<string, number> | undefined | null): CultureScores {
  const scores: CultureScores = { rabbit: 0, dog: 0, cat: 0 };
  if (!responses) return scores;
  for (const id of Object.keys(responses)) {
    if (responses[id]! < CULTURE_IDENTIFY_THRESHOLD) continue;
    for (const animal of CULTURE_ANIMALS) {
      // The id's text before its first dash is the animal.
      if (id.startsWith(animal) && (id.length === animal.length || id.charCodeAt(animal.length) === DASH)) scores[animal] += 1;
    }
  }
  return scores;
}

import { CATEGORIES, type CategoryId, type Dataset } from "../../../schema/constants";

export const PAGE_COUNT = 6;
export const INVALID_PAGE = "Invalid page selection";

export type ResponsesPage = { page: number; dataset: Dataset; category: CategoryId };

/** docs/product.md#states-and-transitions: pages 1-3 are attraction Yellow, Blue, Red; pages 4-6 pursuer Yellow, Blue, Red. */
export function responsesPage(page: number): ResponsesPage | null {
  if (!Number.isInteger(page) || page < 1 || page > PAGE_COUNT) return null;
  const dataset: Dataset = page <= 3 ? "attraction" : "pursuer";
  const category = CATEGORIES[(page - 1) % 3];
  return category ? { page, dataset, category } : null;
}

export const PAGES: ResponsesPage[] = Array.from({ length: PAGE_COUNT }, (_, i) => responsesPage(i + 1)).filter(
  (p): p is ResponsesPage => p !== null,
);

/** Statement keys are placements ("1", "1.1", "10"): sort them as numbers, not text. */
export function sortPlacements(keys: string[]): string[] {
  const parts = (k: string) => k.split(".").map((n) => Number(n));
  return [...keys].sort((a, b) => {
    const [pa, pb] = [parts(a), parts(b)];
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
      const d = (pa[i] ?? -1) - (pb[i] ?? -1);
      if (d !== 0 && !Number.isNaN(d)) return d;
    }
    return a.localeCompare(b);
  });
}

export const RATING_LABEL: Record<number, string> = { 0: "No response", 1: "Identifies", 2: "Strongly identifies" };

export function ratingLabel(value: number): string {
  return RATING_LABEL[value] ?? `Unknown (${value})`;
}

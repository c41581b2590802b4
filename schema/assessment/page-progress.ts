import type { Dataset } from "../constants";
import type { Page } from "./ranking";

/** One part's pages for the progress header: how many are done (the page on screen counts) and how many it has, null until its ranking. */
export type PartPages = { done: number; total: number | null };

/**
 * Where the statement page on screen is (docs/flow.md#progress, decision 067): 'Page X of Y' counts the pages of its
 * part, which that part's own ranking fixes, so no Y shown is a promise a later ranking breaks. `parts` fills the
 * header's two segments: neither ever falls back, and each Next fills one page of the part it is in.
 */
export type PageProgress = { part: Dataset; page: number; total: number; parts: Record<Dataset, PartPages> };

/** `pages` as the flow lists them (Part 2's appended once ranked: `pursuerRanked`), `index` the page on screen. */
export function pageProgress(pages: readonly Page[], index: number, pursuerRanked: boolean): PageProgress {
  const part = pages[index]?.dataset ?? "attraction";
  const count = (dataset: Dataset) => pages.filter((p) => p.dataset === dataset).length;
  const attraction = count("attraction");
  // Part 1's pages come first, so a Part 2 page's place in its part is its index past them.
  const page = part === "attraction" ? index + 1 : index - attraction + 1;
  return {
    part,
    page,
    total: count(part),
    parts: {
      attraction: { done: part === "attraction" ? page : attraction, total: attraction },
      pursuer: { done: part === "pursuer" ? page : 0, total: pursuerRanked ? count("pursuer") : null },
    },
  };
}

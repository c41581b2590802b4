import { CATEGORIES } from "../../schema/constants";
import { pageList, type Page } from "../../schema/ranking";
import type { FlowContext } from "./context";

export function pagesOf(c: FlowContext): Page[] {
  return pageList(c.rankingDone.attraction ? c.rankings.attraction : undefined, c.rankings.pursuer, c.rankingDone.pursuer);
}

export function currentPage(c: FlowContext): Page | undefined {
  return pagesOf(c)[c.pageIndex];
}

export const isLastPage = (c: FlowContext) => c.pageIndex >= pagesOf(c).length - 1;

export const isLastAttractionPage = (c: FlowContext) => {
  const pages = pagesOf(c);
  return pages[c.pageIndex]?.dataset === "attraction" && pages[c.pageIndex + 1]?.dataset !== "attraction";
};

/** The most pages Part 2 can add: one per colour. */
const MAX_PURSUER_PAGES = CATEGORIES.length;

/**
 * 'Page X of Y' across both parts (docs/flow.md#progress). Until the Part 2 ranking is done its page
 * count is unknown, so Y counts the most it can be: the bar never falls back at Part 2, and Y can
 * only shrink once Part 2 turns out shorter.
 */
export function pageProgress(c: FlowContext): { page: number; total: number } {
  const known = pagesOf(c).length;
  return { page: c.pageIndex + 1, total: c.rankingDone.pursuer ? known : known + MAX_PURSUER_PAGES };
}

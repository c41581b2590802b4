import { pageProgress as progressOf, type PageProgress } from "../../schema/page-progress";
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

/** 'Page X of Y' within the page's part, and both parts' pages (schema/page-progress.ts). */
export const pageProgress = (c: FlowContext): PageProgress => progressOf(pagesOf(c), c.pageIndex, c.rankingDone.pursuer);

import type { ResultView } from "../../schema/assessment/completion-result";
import type { ResultSetting } from "../../schema/constants";
import { pageProgress as progressOf, type PageProgress } from "../../schema/assessment/page-progress";
import { pageList, type Page } from "../../schema/assessment/ranking";
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

/** 'Page X of Y' within the page's part, and both parts' pages (schema/assessment/page-progress.ts). */
export const pageProgress = (c: FlowContext): PageProgress => progressOf(pagesOf(c), c.pageIndex, c.rankingDone.pursuer);

/**
 * What the completion screen shows in the result's place (decision 066): the kept result, or while the device still holds the
 * respondent and the deployment shows one, that it follows the upload ("waiting") or is being read ("loading").
 */
export function resultView(c: FlowContext, setting: ResultSetting | undefined, uploaded: boolean): ResultView {
  if (c.result === "unavailable") return { kind: "unavailable" };
  if (c.result) return { kind: "shown", result: c.result };
  if (c.responseId === null || setting === undefined || setting === "none") return { kind: "none" };
  return { kind: uploaded ? "loading" : "waiting" };
}

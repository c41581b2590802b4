import { isHeading, isSubItem, type ProfileStatement } from "../../../schema/assessment/content";
import { sortPlacements } from "./pager";

export type ResponseRow =
  { kind: "heading"; placement: string; text: string } | { kind: "answer"; placement: string; text: string | null; value: number };

/**
 * One page's stored answers in placement order, each with its statement's text (null when the content has no
 * such placement), and an 'At your best:' / 'At your worst:' heading (never rated) before the sub-items it
 * introduces. `statements` are the page's colour only; null while they load.
 */
export function responseRows(answers: Readonly<Record<string, number>>, statements: readonly ProfileStatement[] | null): ResponseRow[] {
  const textOf = new Map(statements?.map((s) => [s.placement, s.text]));
  const rows: ResponseRow[] = [];
  let heading: string | null = null;
  for (const placement of sortPlacements(Object.keys(answers))) {
    const parent = isSubItem(placement) ? placement.slice(0, placement.lastIndexOf(".")) : null;
    const parentText = parent === null ? undefined : textOf.get(parent);
    if (parent !== null && parentText !== undefined && isHeading(parentText) && parent !== heading) {
      rows.push({ kind: "heading", placement: parent, text: parentText });
      heading = parent;
    }
    rows.push({ kind: "answer", placement, text: textOf.get(placement) ?? null, value: answers[placement] ?? 0 });
  }
  return rows;
}

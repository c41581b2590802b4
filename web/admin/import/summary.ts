import { isBatchError, type ImportOutcome, type ImportResult } from "../../../schema/save/batch";
import { formatCount } from "../format/count";

export type ImportSummary = Record<ImportOutcome, number> & { refusedItems: { id: string | null; reason: string }[] };

export const emptySummary = (): ImportSummary => ({ new: 0, updated: 0, unchanged: 0, refused: 0, refusedItems: [] });

/** Adds one request's answers to the running summary of an import. */
export function addResults(summary: ImportSummary, results: ImportResult[]): ImportSummary {
  const next = { ...summary, refusedItems: [...summary.refusedItems] };
  for (const r of results) {
    next[r.outcome]++;
    if (isBatchError(r))
      next.refusedItems.push({
        id: r.id,
        reason: [r.error, ...r.issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))].join(" — "),
      });
  }
  return next;
}

const count = (n: number, what: string) => `${formatCount(n)} ${what}`;

/** "Imported 5 answers: 5 new, 0 updated, 0 unchanged, 0 refused." */
export function summaryText(s: ImportSummary): string {
  const total = s.new + s.updated + s.unchanged + s.refused;
  return `Imported ${count(total, total === 1 ? "answer" : "answers")}: ${s.new} new, ${s.updated} updated, ${s.unchanged} unchanged, ${s.refused} refused.`;
}

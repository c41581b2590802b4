import type { ResponseListItem } from "./admin";

/**
 * The list's Time and Date Completed for one row. A response still in progress has neither: its
 * completedAt is only its last save, and its time is 0 until the timer stops (decision 046).
 */
export type CompletionColumns = { inProgress: true } | { inProgress: false; seconds: string | null; completedAt: string };

export function completionColumns(r: Pick<ResponseListItem, "isCompleted" | "completedAt" | "completionTimeSeconds">): CompletionColumns {
  return r.isCompleted ? { inProgress: false, seconds: r.completionTimeSeconds, completedAt: r.completedAt } : { inProgress: true };
}

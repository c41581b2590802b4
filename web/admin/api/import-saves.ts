import { useCallback, useState } from "react";
import type { ImportAnswer } from "../../../schema/save/batch";
import type { ExportedItem } from "../../../schema/kiosk/escape-file";
import { packSaves } from "../../sync/pack";
import { addResults, emptySummary, type ImportSummary } from "../import/summary";
import { STATS_KEY } from "./get-stats";
import { httpError } from "./http";
import { LIST_PREFIX } from "./list-responses";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";

/** One request of an import; `body` is already the JSON envelope `{saves: [...]}`. */
export async function importSaves(body: string): Promise<ImportAnswer> {
  const res = await fetch("/api/admin/import", {
    method: "POST",
    credentials: "same-origin",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body,
  });
  if (!res.ok) throw await httpError(res);
  return (await res.json()) as ImportAnswer;
}

export type ImportProgress = { done: number; total: number };

/**
 * POST /api/admin/import, 50 saves (and at most 1 MB) per request, one request after another so the
 * progress follows the file. The list and the stats refresh at the end.
 */
export function useImportSaves() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const run = useCallback(
    async (items: ExportedItem[]): Promise<ImportSummary> => {
      let summary = emptySummary();
      setProgress({ done: 0, total: items.length });
      try {
        let done = 0;
        for (const pack of packSaves(items, (item) => JSON.stringify(item.save))) {
          const answer = await importSaves(pack.body);
          summary = addResults(summary, answer.results);
          done += pack.items.length;
          setProgress({ done, total: items.length });
        }
        return summary;
      } finally {
        void client.invalidateQueries({ queryKey: LIST_PREFIX });
        void client.invalidateQueries({ queryKey: STATS_KEY });
        void client.invalidateQueries({ queryKey: TEAM_PREFIX });
        setProgress(null);
      }
    },
    [client],
  );
  return { progress, run };
}

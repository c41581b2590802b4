import { useCallback, useState } from "react";
import { respondentDataFileName } from "../../../schema/records/data-rights";
import { filenameFromDisposition } from "../format/filename";
import { responseKey } from "./get-response";
import { STATS_KEY } from "./get-stats";
import { httpError, requestNoContent } from "./http";
import { LIST_PREFIX, type ResponsePages } from "./list-responses";
import { TEAM_PREFIX } from "./list-teams";
import { reportError } from "./query-client";
import { useQueryClient } from "./query-context";

/** GET /api/admin/responses/:id/data: everything stored about the person, as the JSON file the server names. */
export async function downloadRespondentData(id: string): Promise<{ blob: Blob; filename: string }> {
  const res = await fetch(`/api/admin/responses/${encodeURIComponent(id)}/data`, { credentials: "same-origin" });
  if (!res.ok) throw await httpError(res);
  return {
    blob: await res.blob(),
    filename: filenameFromDisposition(res.headers.get("Content-Disposition")) ?? respondentDataFileName(id),
  };
}

/** Decision 084: the person takes back sharing their type with their team's manager. */
export const withdrawManagerShare = (id: string) =>
  requestNoContent("DELETE", `/api/admin/responses/${encodeURIComponent(id)}/manager-share`);

export const eraseResponse = (id: string, confirmName: string) =>
  requestNoContent("DELETE", `/api/admin/responses/${encodeURIComponent(id)}`, { confirmName });

/** Erases the respondent; on success nothing of theirs stays in the dashboard's cache, and lists, stats and teams refresh. */
export function useEraseResponse(id: string) {
  const client = useQueryClient();
  const [status, setStatus] = useState<"idle" | "pending" | "error">("idle");
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (confirmName: string): Promise<boolean> => {
      setStatus("pending");
      try {
        await eraseResponse(id, confirmName);
      } catch (e) {
        setStatus("error");
        setError(e);
        reportError(client, e);
        return false;
      }
      client.setQueriesData<ResponsePages>({ queryKey: LIST_PREFIX }, (current) =>
        current ? { ...current, pages: current.pages.map((p) => ({ ...p, items: p.items.filter((r) => r.id !== id) })) } : current,
      );
      client.removeQueries({ queryKey: responseKey(id), exact: true });
      void client.invalidateQueries({ queryKey: LIST_PREFIX });
      void client.invalidateQueries({ queryKey: STATS_KEY });
      void client.invalidateQueries({ queryKey: TEAM_PREFIX });
      setStatus("idle");
      return true;
    },
    [client, id],
  );
  return { status, error, run };
}

import { useCallback, useState } from "react";
import { respondentDataFileName } from "../../../schema/data-rights";
import { filenameFromDisposition } from "../format/filename";
import { responseKey } from "./get-response";
import { STATS_KEY } from "./get-stats";
import { httpError, requestNoContent } from "./http";
import { LIST_PREFIX, type ResponsePages } from "./list-responses";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";

/** GET /api/admin/responses/:id/data: everything stored about the person, as the JSON file the server names. */
export async function downloadRespondentData(id: string): Promise<{ blob: Blob; filename: string }> {
  const res = await fetch(`/api/admin/responses/${encodeURIComponent(id)}/data`, { credentials: "same-origin" });
  if (!res.ok) throw await httpError(res);
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get("Content-Disposition")) ?? respondentDataFileName(id) };
}

export const eraseResponse = (id: string, confirmName: string) => requestNoContent("DELETE", `/api/admin/responses/${encodeURIComponent(id)}`, { confirmName });

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
        client.options.onError?.(e, responseKey(id), client);
        return false;
      }
      for (const key of client.keys(LIST_PREFIX)) {
        client.setData<ResponsePages>(key, (current) => ({ pages: (current?.pages ?? []).map((p) => ({ ...p, items: p.items.filter((r) => r.id !== id) })) }));
      }
      client.invalidate(LIST_PREFIX);
      client.invalidate(STATS_KEY);
      client.invalidate(TEAM_PREFIX);
      setStatus("idle");
      return true;
    },
    [client, id],
  );
  return { status, error, run };
}

import { useCallback, useState } from "react";
import type { ResponseRecord, ResponseUpdate } from "../../../schema/records/admin";
import { listItemFor } from "../../../schema/records/response-views";
import { useAdminUser } from "../session/admin-user";
import { responseKey } from "./get-response";
import { STATS_KEY } from "./get-stats";
import { requestJson } from "./http";
import { refreshListsWith } from "./list-responses";
import { reportError } from "./query-client";
import { useQueryClient } from "./query-context";

export const updateResponse = (id: string, update: ResponseUpdate) =>
  requestJson<ResponseRecord>("PATCH", `/api/admin/responses/${encodeURIComponent(id)}`, update);

export type SaveStatus = "idle" | "pending" | "success" | "error";

/**
 * docs/product.md#states-and-transitions Saving: idle → pending → success | error. The answer replaces the local copy; lists and stats
 * refresh.
 */
export function useUpdateResponse(id: string) {
  const client = useQueryClient();
  const { role } = useAdminUser();
  const [status, setStatus] = useState<SaveStatus>("idle");
  const save = useCallback(
    async (update: ResponseUpdate): Promise<{ ok: true; record: ResponseRecord } | { ok: false; error: unknown }> => {
      setStatus("pending");
      try {
        const record = await updateResponse(id, update);
        client.setQueryData(responseKey(id), record);
        // The list's row is cut from the answer as the server cuts it for this role.
        refreshListsWith(client, listItemFor(role, record));
        void client.invalidateQueries({ queryKey: STATS_KEY });
        setStatus("success");
        return { ok: true, record };
      } catch (error) {
        setStatus("error");
        reportError(client, error);
        return { ok: false, error };
      }
    },
    [client, id, role],
  );
  return { status, save, reset: useCallback(() => setStatus("idle"), []) };
}

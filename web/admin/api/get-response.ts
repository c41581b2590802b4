import { useCallback } from "react";
import type { ResponseDetail } from "../../../schema/records/admin";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const responseKey = (id: string) => ["response", id] as const;

export const fetchResponse = (id: string) => requestJson<ResponseDetail>("GET", `/api/admin/responses/${encodeURIComponent(id)}`);

/** GET /api/admin/responses/:id (audited), fresh each time the detail opens (the opener drops the old copy). */
export function useResponse(id: string) {
  const fetcher = useCallback(() => fetchResponse(id), [id]);
  // Read afresh each time the detail opens (each opening is audited as response.view, docs/admin.md).
  return useQuery(responseKey(id), fetcher, { fresh: true });
}

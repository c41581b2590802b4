import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Retest } from "../../../schema/teams/map/retest";
import { requestJson } from "./http";
import { useQuery, useQueryClient } from "./query-context";

const retestKey = (id: string) => ["retest", id] as const;
const path = (id: string) => `/api/admin/responses/${encodeURIComponent(id)}/retest`;

/** GET /api/admin/responses/:id/retest: the earlier test this one re-takes and the later one re-taking it (decision 083). */
export function useRetest(id: string) {
  const fetcher = useCallback(() => requestJson<Retest>("GET", path(id)), [id]);
  return useQuery(retestKey(id), fetcher, { fresh: true });
}

/** PUT …/retest: links the earlier test, or unlinks it (null). */
export function useLinkRetest(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (previousId: string | null) => requestJson<Retest>("PUT", path(id), { previousId }),
    onSuccess: (answer) => client.setQueryData(retestKey(id), answer),
  });
}

import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TeamMapAnswer } from "../../../schema/teams/map/round-change";
import { requestJson } from "./http";
import { useQuery, useQueryClient } from "./query-context";

/** GET /api/admin/teams/:id/map: the members on the culture triangle, the type grid and the gaps (decision 083). */
export function useTeamMap(id: string) {
  const fetcher = useCallback(() => requestJson<TeamMapAnswer>("GET", `/api/admin/teams/${encodeURIComponent(id)}/map`), [id]);
  return useQuery(mapKey(id), fetcher, { fresh: true });
}

const mapKey = (id: string) => ["team", "map", id] as const;

/** POST /api/admin/teams/:id/rounds: closes the open round and opens the next; the map and the actions read afresh. */
export function useOpenNextRound(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestJson<{ round: number }>("POST", `/api/admin/teams/${encodeURIComponent(id)}/rounds`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: mapKey(id) });
      void client.invalidateQueries({ queryKey: ["team-actions", id] });
    },
  });
}

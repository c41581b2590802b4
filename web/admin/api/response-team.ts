import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ResponseTeam } from "../../../schema/team-api";
import { requestJson } from "./http";
import { LIST_PREFIX } from "./list-responses";
import { TEAM_PREFIX } from "./list-teams";
import { responseKey } from "./get-response";
import { useQuery, useQueryClient } from "./query-context";

// A respondent's team and match (GET), and the admin's assignment (PUT) answering the same shape.
export const responseTeamKey = (id: string) => ["team", "of", id] as const;
const path = (id: string) => `/api/admin/responses/${encodeURIComponent(id)}/team`;

export function useResponseTeam(id: string) {
  const fetcher = useCallback(() => requestJson<ResponseTeam>("GET", path(id)), [id]);
  return useQuery(responseTeamKey(id), fetcher);
}

export const assignTeam = ({ id, teamId }: { id: string; teamId: string | null }) => requestJson<ResponseTeam>("PUT", path(id), { teamId });

/** Moving a respondent changes their team's members and profile, both counts and the list filtered by team. */
export function useAssignTeam(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignTeam,
    onSuccess: (answer: ResponseTeam) => {
      client.setQueryData(responseTeamKey(id), answer);
      // TEAM_PREFIX covers the teams list too.
      void client.invalidateQueries({ queryKey: TEAM_PREFIX });
      void client.invalidateQueries({ queryKey: LIST_PREFIX });
      client.removeQueries({ queryKey: responseKey(id), exact: true });
    },
  });
}

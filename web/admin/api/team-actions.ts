import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { ActionCreate, ActionList, ActionUpdate, TeamAction } from "../../../schema/teams/map/team-actions";
import { requestJson } from "./http";
import { useQuery, useQueryClient } from "./query-context";

// One resource, three calls: the open round's actions, adding one, changing one (decision 083).
const actionsKey = (teamId: string) => ["team-actions", teamId] as const;
const base = (teamId: string) => `/api/admin/teams/${encodeURIComponent(teamId)}/actions`;

export function useTeamActions(teamId: string) {
  const fetcher = useCallback(() => requestJson<ActionList>("GET", base(teamId)), [teamId]);
  return useQuery(actionsKey(teamId), fetcher);
}

export function useTeamActionChanges(teamId: string) {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: actionsKey(teamId) });
  return {
    add: useMutation({ mutationFn: (a: ActionCreate) => requestJson<TeamAction>("POST", base(teamId), a), onSuccess }),
    change: useMutation({
      mutationFn: ({ id, change }: { id: string; change: ActionUpdate }) =>
        requestJson<TeamAction>("PATCH", `${base(teamId)}/${encodeURIComponent(id)}`, change),
      onSuccess,
    }),
  };
}

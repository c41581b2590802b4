import { useCallback } from "react";
import type { Team, TeamCreate } from "../../../schema/team-api";
import { requestJson } from "./http";
import { TEAMS_KEY } from "./list-teams";
import { useQueryClient } from "./query-context";
import { useMutation } from "./use-mutation";

export const createTeam = (input: TeamCreate) => requestJson<Team>("POST", "/api/admin/teams", input);

export function useCreateTeam() {
  const client = useQueryClient();
  const after = useCallback(() => void client.invalidateQueries({ queryKey: TEAMS_KEY }), [client]);
  return useMutation(createTeam, after);
}

import { useMutation } from "@tanstack/react-query";
import type { Team, TeamCreate } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { TEAMS_KEY } from "./list-teams";
import { useQueryClient } from "./query-context";

export const createTeam = (input: TeamCreate) => requestJson<Team>("POST", "/api/admin/teams", input);

export function useCreateTeam() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => void client.invalidateQueries({ queryKey: TEAMS_KEY }) });
}

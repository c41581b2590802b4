import { useMutation } from "@tanstack/react-query";
import type { Team, TeamUpdate } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";

export const updateTeam = ({ id, patch }: { id: string; patch: TeamUpdate }) =>
  requestJson<Team>("PATCH", `/api/admin/teams/${encodeURIComponent(id)}`, patch);

/** Rename, change the organisation, archive or restore; every team view refreshes. */
export function useUpdateTeam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    // The list, every detail and every respondent's team card.
    onSuccess: () => void client.invalidateQueries({ queryKey: TEAM_PREFIX }),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { TeamDetail } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";

const profilePath = (teamId: string) => `/api/admin/teams/${encodeURIComponent(teamId)}/profile`;

export const confirmTeamProfile = ({ teamId, responseId }: { teamId: string; responseId: string }) =>
  requestJson<TeamDetail>("PUT", profilePath(teamId), { responseId });

export const clearTeamProfile = (teamId: string) => requestJson<TeamDetail>("DELETE", profilePath(teamId));

/** Confirm a manager response as the team's profile, or clear it; every team view refreshes (matches change). */
export function useTeamProfileActions() {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: TEAM_PREFIX });
  return {
    confirm: useMutation({ mutationFn: confirmTeamProfile, onSuccess }),
    clear: useMutation({ mutationFn: clearTeamProfile, onSuccess }),
  };
}

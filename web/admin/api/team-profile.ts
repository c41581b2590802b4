import { useCallback } from "react";
import type { TeamDetail } from "../../../schema/team-api";
import { requestJson } from "./http";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";
import { useMutation } from "./use-mutation";

const profilePath = (teamId: string) => `/api/admin/teams/${encodeURIComponent(teamId)}/profile`;

export const confirmTeamProfile = ({ teamId, responseId }: { teamId: string; responseId: string }) =>
  requestJson<TeamDetail>("PUT", profilePath(teamId), { responseId });

export const clearTeamProfile = (teamId: string) => requestJson<TeamDetail>("DELETE", profilePath(teamId));

/** Confirm a manager response as the team's profile, or clear it; every team view refreshes (matches change). */
export function useTeamProfileActions() {
  const client = useQueryClient();
  const after = useCallback(() => void client.invalidateQueries({ queryKey: TEAM_PREFIX }), [client]);
  return { confirm: useMutation(confirmTeamProfile, after), clear: useMutation(clearTeamProfile, after) };
}

import { useMutation } from "@tanstack/react-query";
import type { TeamDetail } from "../../../schema/teams/team-api";
import type { TeamLink } from "../../../schema/teams/sponsor-exposure";
import { requestJson } from "./http";
import { linksToConfirm } from "./response-team";
import { TEAM_PREFIX } from "./list-teams";
import { useQueryClient } from "./query-context";

const profilePath = (teamId: string) => `/api/admin/teams/${encodeURIComponent(teamId)}/profile`;

/** A confirmation done, or the sponsor links the admin must confirm first: they saw the members against the profile it replaces. */
export type ConfirmOutcome = { kind: "confirmed"; team: TeamDetail } | { kind: "confirm"; links: TeamLink[] };

/** A refusal that names sponsor links to confirm is an answer, not an error (no error toast for it). */
export async function confirmTeamProfile({
  teamId,
  ...body
}: {
  teamId: string;
  responseId: string;
  confirmSponsorLinks?: string[];
}): Promise<ConfirmOutcome> {
  try {
    return { kind: "confirmed", team: await requestJson<TeamDetail>("PUT", profilePath(teamId), body) };
  } catch (error) {
    const links = linksToConfirm(error);
    if (links) return { kind: "confirm", links };
    throw error;
  }
}

export const clearTeamProfile = (teamId: string) => requestJson<TeamDetail>("DELETE", profilePath(teamId));

/** Confirm a manager response as the team's profile, or clear it; every team view refreshes (matches change). */
export function useTeamProfileActions() {
  const client = useQueryClient();
  const onSuccess = () => void client.invalidateQueries({ queryKey: TEAM_PREFIX });
  return {
    confirm: useMutation({
      mutationFn: confirmTeamProfile,
      onSuccess: (outcome: ConfirmOutcome) => outcome.kind === "confirmed" && onSuccess(),
    }),
    clear: useMutation({ mutationFn: clearTeamProfile, onSuccess }),
  };
}

import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import type { TeamLink } from "../../../schema/teams/sponsor-exposure";
import type { AssignTeam, ResponseTeam } from "../../../schema/teams/team-api";
import { hasStatus, requestJson } from "./http";
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

/** A move done, or the sponsor links the admin must confirm first (a 409 of the server, decision 063). */
export type AssignOutcome = { kind: "moved"; team: ResponseTeam } | { kind: "confirm"; links: TeamLink[] };

/** The links a refused move or profile confirmation names (decision 063); null for any other failure. */
export function linksToConfirm(error: unknown): TeamLink[] | null {
  if (!hasStatus(error, 409)) return null;
  try {
    const body = JSON.parse(error.body) as { sponsorLinks?: unknown };
    return Array.isArray(body.sponsorLinks) ? (body.sponsorLinks as TeamLink[]) : null;
  } catch {
    return null;
  }
}

/** The move; a refusal that names sponsor links to confirm is an answer, not an error (no error toast for it). */
export async function assignTeam({ id, ...body }: AssignTeam & { id: string }): Promise<AssignOutcome> {
  try {
    return { kind: "moved", team: await requestJson<ResponseTeam>("PUT", path(id), body) };
  } catch (error) {
    const links = linksToConfirm(error);
    if (links) return { kind: "confirm", links };
    throw error;
  }
}

/** Moving a respondent changes their team's members and profile, both counts and the list filtered by team. */
export function useAssignTeam(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignTeam,
    onSuccess: (outcome: AssignOutcome) => {
      if (outcome.kind !== "moved") return;
      client.setQueryData(responseTeamKey(id), outcome.team);
      // TEAM_PREFIX covers the teams list too.
      void client.invalidateQueries({ queryKey: TEAM_PREFIX });
      void client.invalidateQueries({ queryKey: LIST_PREFIX });
      client.removeQueries({ queryKey: responseKey(id), exact: true });
    },
  });
}

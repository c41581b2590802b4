import { useCallback } from "react";
import type { TeamDetail } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

export const teamKey = (id: string) => ["team", "detail", id] as const;

export const fetchTeam = (id: string) => requestJson<TeamDetail>("GET", `/api/admin/teams/${encodeURIComponent(id)}`);

/** GET /api/admin/teams/:id: the profile, its source and every member with their match. */
export function useTeam(id: string) {
  const fetcher = useCallback(() => fetchTeam(id), [id]);
  // Read afresh each time the team opens: members join and complete meanwhile.
  return useQuery(teamKey(id), fetcher, { fresh: true });
}

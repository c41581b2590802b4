import { useCallback } from "react";
import type { TeamMapView } from "../../../schema/teams/map/team-map";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

/** GET /api/admin/teams/:id/map: the members on the culture triangle, the type grid and the gaps (decision 083). */
export function useTeamMap(id: string) {
  const fetcher = useCallback(() => requestJson<TeamMapView>("GET", `/api/admin/teams/${encodeURIComponent(id)}/map`), [id]);
  return useQuery(["team", "map", id] as const, fetcher, { fresh: true });
}

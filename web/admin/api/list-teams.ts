import type { TeamListItem } from "../../../schema/teams/team-api";
import { requestJson } from "./http";
import { useQuery } from "./query-context";

/** Every key under "team" is refreshed after a team write (the list, details, a respondent's team). */
export const TEAM_PREFIX = ["team"] as const;
export const TEAMS_KEY = ["team", "list"] as const;

export const fetchTeams = async () => (await requestJson<{ items: TeamListItem[] }>("GET", "/api/admin/teams")).items;

/** GET /api/admin/teams: every team with member and completed counts and its profile. */
export function useTeams() {
  return useQuery(TEAMS_KEY, fetchTeams);
}

import type { Audience } from "../../schema/constants";
import type { CultureScores, FinalType } from "../../schema/assessment/scoring";
import { teamMapView, type TeamMapView } from "../../schema/teams/map/team-map";
import { teamProfile } from "../../schema/teams/teams";
import { teamMemberFacts } from "./team-members";
import { roundWindow } from "./team-rounds";

type MapRow = [string, string, string, string | null, string | null];

/**
 * One round of GET /api/admin/teams/:id/map: the members who completed while it was open, their types and scores, and the profile
 * the team page uses (the confirmed manager's, else the members' mean).
 */
export async function teamMap(d1: D1Database, teamId: string, round: number, floor: number): Promise<TeamMapView> {
  const window = await roundWindow(d1, teamId, round);
  const [facts, rows] = await Promise.all([
    teamMemberFacts(d1, teamId),
    d1
      .prepare(
        `SELECT id, name, user_flow, final_type, culture_compatibility_scores FROM assessment_responses
         WHERE team_id = ? AND is_completed = 1 AND completed_at >= ? AND completed_at < ?`,
      )
      .bind(teamId, window.fromMs, window.toMs ?? Number.MAX_SAFE_INTEGER)
      .raw<MapRow>(),
  ]);
  const members = rows.map(([id, name, userFlow, type, scores]) => ({
    id,
    name,
    userFlow: userFlow as Audience,
    finalType: type ? (JSON.parse(type) as FinalType) : null,
    cultureScores: scores ? (JSON.parse(scores) as CultureScores) : null,
  }));
  return teamMapView(members, teamProfile(facts)?.profile ?? null, floor);
}

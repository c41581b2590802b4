import type { Audience } from "../../schema/constants";
import type { CultureScores, FinalType } from "../../schema/assessment/scoring";
import { teamMapView, type TeamMapView } from "../../schema/teams/map/team-map";
import { teamProfile } from "../../schema/teams/teams";
import { teamMemberFacts } from "./team-members";

type MapRow = [string, string, string, string | null, string | null];

/**
 * GET /api/admin/teams/:id/map: the completed members' types and scores, and the profile the team page uses (the confirmed
 * manager's, else the members' mean); null for an unknown team. Two reads of the partial team index.
 */
export async function teamMap(d1: D1Database, teamId: string, floor: number): Promise<TeamMapView | null> {
  const exists = await d1.prepare("SELECT 1 FROM teams WHERE id = ?").bind(teamId).first();
  if (!exists) return null;
  const [facts, rows] = await Promise.all([
    teamMemberFacts(d1, teamId),
    d1
      .prepare(
        "SELECT id, name, user_flow, final_type, culture_compatibility_scores FROM assessment_responses WHERE team_id = ? AND is_completed = 1",
      )
      .bind(teamId)
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

import type { Audience } from "../../schema/constants";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { NamedMember } from "../../schema/teams/team-views";

/** id, name, user_flow, is_completed, completed_at, culture_compatibility_scores, confirmed — as D1 returns them raw. */
export type MemberRow = [string, string, string, number, number, string | null, number];

/**
 * The last column says whether this is the response an admin confirmed as its team's profile, read
 * against the team the response is in now: a confirmed response that left the team counts for nothing
 * (docs/teams.md), with no clean-up when it moves. One primary-key lookup per row.
 */
export const MEMBER_COLUMNS =
  "id, name, user_flow, is_completed, completed_at, culture_compatibility_scores, id IS (SELECT profile_response_id FROM teams WHERE teams.id = assessment_responses.team_id)";

/** Raw arrays: at 1,000 members the per-row object mapping of an ORM is most of the time. */
export function memberFactsOf(rows: readonly MemberRow[]): NamedMember[] {
  return rows.map(([id, name, userFlow, isCompleted, completedAt, scores, confirmed]) => ({
    id,
    name,
    userFlow: userFlow as Audience,
    isCompleted: isCompleted === 1,
    completedAtMs: completedAt,
    // Stored by the save path from validated answers (worker/assessment/save-response.ts).
    cultureScores: scores ? (JSON.parse(scores) as CultureScores) : null,
    confirmedProfile: confirmed === 1,
  }));
}

/** Every member of a team: one range of the partial team index, then the rows. */
export async function teamMemberFacts(d1: D1Database, teamId: string): Promise<NamedMember[]> {
  const rows = await d1.prepare(`SELECT ${MEMBER_COLUMNS} FROM assessment_responses WHERE team_id = ?`).bind(teamId).raw<MemberRow>();
  return memberFactsOf(rows);
}

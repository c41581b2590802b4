import type { Audience } from "../../schema/constants";
import type { CultureScores } from "../../schema/scoring";
import type { NamedMember } from "../../schema/team-views";

/** id, name, user_flow, is_completed, completed_at, culture_compatibility_scores — as D1 returns them raw. */
export type MemberRow = [string, string, string, number, number, string | null];

export const MEMBER_COLUMNS = "id, name, user_flow, is_completed, completed_at, culture_compatibility_scores";

/** Raw arrays: at 1,000 members the per-row object mapping of an ORM is most of the time. */
export function memberFactsOf(rows: readonly MemberRow[]): NamedMember[] {
  return rows.map(([id, name, userFlow, isCompleted, completedAt, scores]) => ({
    id,
    name,
    userFlow: userFlow as Audience,
    isCompleted: isCompleted === 1,
    completedAtMs: completedAt,
    // Stored by the save path from validated answers (worker/db/save-response.ts).
    cultureScores: scores ? (JSON.parse(scores) as CultureScores) : null,
  }));
}

/** Every member of a team: one range of the partial team index, then the rows. */
export async function teamMemberFacts(d1: D1Database, teamId: string): Promise<NamedMember[]> {
  const rows = await d1.prepare(`SELECT ${MEMBER_COLUMNS} FROM assessment_responses WHERE team_id = ?`).bind(teamId).raw<MemberRow>();
  return memberFactsOf(rows);
}

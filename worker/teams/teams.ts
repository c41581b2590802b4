import { desc, eq, or } from "drizzle-orm";
import type { Audience } from "../../schema/constants";
import { drizzle } from "drizzle-orm/d1";
import type { Team, TeamCreate, TeamListItem, TeamUpdate } from "../../schema/teams/team-api";
import { audienceOfCode, teamProfile, type TeamProfile } from "../../schema/teams/teams";
import { markedForLower } from "../../schema/teams/match-spread";
import { newJoinCode } from "./codes";
import { MEMBER_COLUMNS, memberFactsOf, type MemberRow } from "./team-members";
import { teams } from "../db/tables";

type TeamRow = typeof teams.$inferSelect;

export const toTeam = (r: TeamRow): Team => ({
  id: r.id,
  name: r.name,
  organisation: r.organisation,
  codes: { ceo: r.ceoCode, manager: r.managerCode, ic: r.code },
  archived: r.archived,
  createdAt: r.createdAt.toISOString(),
  language: r.language,
});

export async function createTeam(d1: D1Database, input: TeamCreate, now: Date): Promise<Team> {
  const db = drizzle(d1);
  // A 60-bit code colliding is a once-in-a-lifetime event; the unique index makes it a retry, not a shared code.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(teams)
        .values({
          id: crypto.randomUUID(),
          name: input.name,
          organisation: input.organisation || null,
          code: newJoinCode(),
          managerCode: newJoinCode(),
          ceoCode: newJoinCode(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toTeam(row!);
    } catch (error) {
      if (attempt >= 2 || !/UNIQUE/i.test(String(error))) throw error;
    }
  }
}

export async function getTeam(d1: D1Database, id: string): Promise<Team | null> {
  const [row] = await drizzle(d1).select().from(teams).where(eq(teams.id, id));
  return row ? toTeam(row) : null;
}

export async function updateTeam(d1: D1Database, id: string, patch: TeamUpdate, now: Date): Promise<Team | null> {
  const [row] = await drizzle(d1)
    .update(teams)
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.organisation !== undefined ? { organisation: patch.organisation || null } : {}),
      ...(patch.archived !== undefined ? { archived: patch.archived } : {}),
      ...(patch.language !== undefined ? { language: patch.language } : {}),
      updatedAt: now,
    })
    .where(eq(teams.id, id))
    .returning();
  return row ? toTeam(row) : null;
}

/** A stored confirmation of the team's profile; it counts only while the response can define the profile (schema/teams/teams.ts). */
export type ProfileConfirmation = { responseId: string; confirmedAt: Date };

const confirmationOf = (r: TeamRow): ProfileConfirmation | null =>
  r.profileResponseId && r.profileConfirmedAt ? { responseId: r.profileResponseId, confirmedAt: r.profileConfirmedAt } : null;

/**
 * Every response ever confirmed as the team's profile, from the audit log: a profile cleared since was still seen by the links that
 * were open then (decision 063).
 */
export async function confirmedProfileHistory(d1: D1Database, teamId: string): Promise<string[]> {
  const rows = await d1
    .prepare(
      "SELECT DISTINCT json_extract(detail, '$.responseId') AS id FROM audit_log WHERE target = ? AND action = 'team.profile.confirm'",
    )
    .bind(teamId)
    .all<{ id: string | null }>();
  return rows.results.flatMap((r) => (r.id ? [r.id] : []));
}

/** The team and the response an admin confirmed as its profile, as stored; null for an unknown team. */
export async function getTeamAndConfirmation(
  d1: D1Database,
  id: string,
): Promise<{ team: Team; confirmation: ProfileConfirmation | null } | null> {
  const [row] = await drizzle(d1).select().from(teams).where(eq(teams.id, id));
  return row ? { team: toTeam(row), confirmation: confirmationOf(row) } : null;
}

/** The response an admin confirmed as the team's profile, as stored. */
export async function profileConfirmation(d1: D1Database, teamId: string): Promise<ProfileConfirmation | null> {
  return (await getTeamAndConfirmation(d1, teamId))?.confirmation ?? null;
}

/** Confirms a response as the team's profile, or (null) clears the confirmation; false for an unknown team. */
export async function setProfileConfirmation(d1: D1Database, teamId: string, responseId: string | null, now: Date): Promise<boolean> {
  const updated = await drizzle(d1)
    .update(teams)
    .set({ profileResponseId: responseId, profileConfirmedAt: responseId ? now : null, updatedAt: now })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id });
  return updated.length > 0;
}

/** The team a join code names and the audience the code is for, if the team takes members (not archived). */
export async function openTeamByCode(d1: D1Database, code: string): Promise<{ team: Team; audience: Audience } | null> {
  const [row] = await drizzle(d1)
    .select()
    .from(teams)
    .where(or(eq(teams.code, code), eq(teams.managerCode, code), eq(teams.ceoCode, code)));
  if (!row || row.archived) return null;
  const team = toTeam(row);
  const audience = audienceOfCode(team.codes, code);
  return audience ? { team, audience } : null;
}

/**
 * Every team, newest first, with member and completed counts and the profile. The counts come from the
 * partial team index; the profiles from the completed members with culture scores, through the same
 * rule as the team detail (schema/teams/teams.ts).
 */
export async function listTeams(d1: D1Database, floor: number): Promise<TeamListItem[]> {
  const [rows, counts, scored] = await Promise.all([
    drizzle(d1).select().from(teams).orderBy(desc(teams.createdAt), desc(teams.id)),
    // INDEXED BY: left alone, SQLite reads "is_completed = 1" off responses_funnel_idx — most of the table.
    d1
      .prepare(
        `SELECT team_id AS teamId, COUNT(*) AS members, SUM(is_completed) AS completed FROM assessment_responses INDEXED BY responses_team_idx
         WHERE team_id IS NOT NULL GROUP BY team_id`,
      )
      .all<{ teamId: string; members: number; completed: number }>(),
    d1
      .prepare(
        `SELECT team_id, ${MEMBER_COLUMNS} FROM assessment_responses INDEXED BY responses_team_idx
         WHERE team_id IS NOT NULL AND is_completed = 1 AND culture_compatibility_scores IS NOT NULL`,
      )
      .raw<[string, ...MemberRow]>(),
  ]);
  const countOf = new Map(counts.results.map((c) => [c.teamId, c]));
  const byTeam = new Map<string, MemberRow[]>();
  for (const [teamId, ...member] of scored) {
    const list = byTeam.get(teamId) ?? [];
    list.push(member as MemberRow);
    byTeam.set(teamId, list);
  }
  return rows.map((r) =>
    toListItem(toTeam(r), countOf.get(r.id) ?? { members: 0, completed: 0 }, teamProfile(memberFactsOf(byTeam.get(r.id) ?? [])), floor),
  );
}

/** `floor`: ANONYMITY_FLOOR, which marks a members' mean (decision 081). */
export function toListItem(
  team: Team,
  counts: { members: number; completed: number },
  profile: TeamProfile | null,
  floor: number,
): TeamListItem {
  const mark = profile?.source === "mean" ? markedForLower(null, profile.memberCount, floor) : null;
  return {
    ...team,
    members: counts.members,
    completed: counts.completed,
    profile: profile?.profile ?? null,
    profileSource: profile?.source ?? null,
    profileMembers: profile?.memberCount ?? 0,
    profileMark: mark && { hiddenFor: mark.hiddenFor, needed: mark.needed },
  };
}

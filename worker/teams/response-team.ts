import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { ResponseTeam } from "../../schema/teams/team-api";
import { teamMembers } from "../../schema/teams/team-views";
import { assessmentResponses as t } from "../db/tables";
import { teamMemberFacts } from "./team-members";
import { getTeam } from "./teams";

/** The respondent's team and their match in it; null for an unknown response. */
export async function responseTeam(d1: D1Database, id: string): Promise<ResponseTeam | null> {
  const [row] = await drizzle(d1).select({ teamId: t.teamId, teamCode: t.teamCode }).from(t).where(eq(t.id, id));
  if (!row) return null;
  const none = {
    teamId: row.teamId,
    teamCode: row.teamCode,
    team: null,
    profile: null,
    profileSource: null,
    profileMembers: 0,
    cultureMatch: null,
    cultureAdd: null,
    definesProfile: false,
  };
  if (!row.teamId) return none;
  const [team, facts] = await Promise.all([getTeam(d1, row.teamId), teamMemberFacts(d1, row.teamId)]);
  if (!team) return none;
  const { team: profile, members } = teamMembers(facts);
  const me = members.find((m) => m.id === id);
  return {
    teamId: row.teamId,
    teamCode: row.teamCode,
    team,
    profile: profile?.profile ?? null,
    profileSource: profile?.source ?? null,
    profileMembers: profile?.memberCount ?? 0,
    cultureMatch: me?.cultureMatch ?? null,
    cultureAdd: me?.cultureAdd ?? null,
    definesProfile: me?.definesProfile ?? false,
  };
}

/**
 * The teams a response is or has been in: its team now, and every team an admin moved it out of or into
 * (the audit log's `response.edit` entries of its `teamId`; a respondent joins once, by the first code).
 */
export async function teamHistory(d1: D1Database, id: string, current: string | null): Promise<string[]> {
  const rows = await d1
    .prepare(
      `SELECT json_extract(detail, '$.old') AS old, json_extract(detail, '$.new') AS new FROM audit_log
       WHERE target = ? AND action = 'response.edit' AND json_extract(detail, '$.field') = 'teamId'`,
    )
    .bind(id)
    .all<{ old: unknown; new: unknown }>();
  const ids = [current, ...rows.results.flatMap((r) => [r.old, r.new])];
  return [...new Set(ids.filter((v): v is string => typeof v === "string" && v.length > 0))];
}

/** An admin puts a response into a team (or out of every team with null); false for an unknown response. */
export async function assignTeam(d1: D1Database, id: string, teamId: string | null, now: Date): Promise<boolean> {
  const updated = await drizzle(d1).update(t).set({ teamId, updatedAt: now }).where(eq(t.id, id)).returning({ id: t.id });
  return updated.length > 0;
}

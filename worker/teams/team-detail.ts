import type { TeamDetail } from "../../schema/teams/team-api";
import { profileCandidates } from "../../schema/teams/teams";
import { teamMembers } from "../../schema/teams/team-views";
import { teamMemberFacts } from "./team-members";
import { getTeamAndConfirmation, toListItem } from "./teams";

/**
 * GET /api/admin/teams/:id: the profile and its source (a mean marked at `floor`, ANONYMITY_FLOOR), every member's match, the candidates
 * and the confirmation; null for an unknown team.
 */
export async function teamDetail(d1: D1Database, id: string, floor: number): Promise<TeamDetail | null> {
  const [found, facts] = await Promise.all([getTeamAndConfirmation(d1, id), teamMemberFacts(d1, id)]);
  if (!found) return null;
  const { team: profile, members } = teamMembers(facts);
  const item = toListItem(found.team, { members: facts.length, completed: members.filter((m) => m.isCompleted).length }, profile, floor);
  const confirmed = found.confirmation;
  return {
    team: item,
    profile: profile?.profile ?? null,
    profileSource: profile?.source ?? null,
    members,
    profileCandidates: profileCandidates(facts).map((m) => ({
      id: m.id,
      name: m.name,
      completedAt: new Date(m.completedAtMs).toISOString(),
    })),
    // Resolved on read: a confirmation whose response left the team or cannot define the profile is shown as none.
    confirmedProfile:
      confirmed && profile?.source === "manager" && profile.definedBy === confirmed.responseId
        ? { responseId: confirmed.responseId, confirmedAt: confirmed.confirmedAt.toISOString() }
        : null,
  };
}

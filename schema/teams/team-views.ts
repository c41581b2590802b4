// What the team detail shows, built from the team's member facts (pure); the sponsor's view is schema/teams/sponsor-report.ts.
import type { TeamMember } from "./team-api";
import { memberMatch, teamProfile, type TeamMemberFacts, type TeamProfile } from "./teams";

export type NamedMember = TeamMemberFacts & { name: string };

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "en");

/** Every member with their match against the current profile, by name. */
export function teamMembers(rows: readonly NamedMember[]): { team: TeamProfile | null; members: TeamMember[] } {
  const team = teamProfile(rows);
  const members = rows
    .map((r) => ({ id: r.id, name: r.name, userFlow: r.userFlow, isCompleted: r.isCompleted, ...memberMatch(r, team) }))
    .sort(byName);
  return { team, members };
}

// What the team detail and the sponsor report show, built from the team's member facts (pure).
import type { SponsorReport, TeamMember } from "./team-api";
import { matchDistribution, memberMatch, MIN_AGGREGATE_MEMBERS, teamProfile, type TeamMemberFacts, type TeamProfile } from "./teams";

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

/**
 * The sponsor's view: completed members' names and matches, the profile and the distribution. A mean
 * profile and the distribution are hidden below MIN_AGGREGATE_MEMBERS people; a manager's profile is
 * the culture they defined for the team, not an aggregate, and stays.
 */
export function sponsorReport(teamInfo: SponsorReport["team"], rows: readonly NamedMember[], expiresAt: string): SponsorReport {
  const { team, members } = teamMembers(rows);
  const completed = members.filter((m) => m.isCompleted);
  const matches = completed.flatMap((m) => (m.cultureMatch === null ? [] : [m.cultureMatch]));
  const profileHidden = team?.source === "mean" && team.memberCount < MIN_AGGREGATE_MEMBERS;
  const distributionHidden = matches.length < MIN_AGGREGATE_MEMBERS;
  return {
    team: teamInfo,
    profile: team && !profileHidden ? team.profile : null,
    profileSource: team?.source ?? null,
    profileHidden,
    completedMembers: completed.length,
    members: completed.map((m) => ({ name: m.name, userFlow: m.userFlow, cultureMatch: m.cultureMatch, definesProfile: m.definesProfile })),
    distribution: distributionHidden ? null : matchDistribution(matches),
    distributionHidden,
    minAggregateMembers: MIN_AGGREGATE_MEMBERS,
    expiresAt,
  };
}

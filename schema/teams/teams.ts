// Team profile, culture match and culture add (docs/teams.md#the-rules): pure rules shared by the worker and the UI.
import { AUDIENCES, CULTURE_ANIMALS, type Animal, type Audience } from "../constants";
import type { CultureScores } from "../assessment/scoring";

/** Which audience's invite a join code is (each team has one code per audience); null for none of them. */
export function audienceOfCode(codes: Readonly<Record<Audience, string>>, code: string): Audience | null {
  return AUDIENCES.find((a) => codes[a] === code) ?? null;
}

/** Culture scores are 0..20 per animal (the count of identifying answers among 20 statements each). */
export const CULTURE_SCORE_MAX = 20;

export type ProfileSource = "manager" | "mean";

/** The facts about a team member the rules need; nothing else of the response is read. */
export type TeamMemberFacts = {
  id: string;
  userFlow: Audience;
  isCompleted: boolean;
  /** When the response first completed (ms); orders the candidates. */
  completedAtMs: number;
  cultureScores: CultureScores | null;
  /** An admin confirmed this response as the team's profile (teams.profile_response_id names it). */
  confirmedProfile: boolean;
};

export type TeamProfile = { profile: CultureScores; source: ProfileSource; definedBy: string | null; memberCount: number };

const isCounted = (m: TeamMemberFacts): m is TeamMemberFacts & { cultureScores: CultureScores } =>
  m.isCompleted && m.cultureScores !== null;

/** Whether an admin may confirm this response as the team's profile: a completed manager response with culture scores. */
export const canDefineProfile = (m: TeamMemberFacts): m is TeamMemberFacts & { cultureScores: CultureScores } =>
  m.userFlow === "manager" && isCounted(m);

/** Newer first; the larger id breaks a tie, as the admin list does. */
const newerFirst = (a: TeamMemberFacts, b: TeamMemberFacts) =>
  b.completedAtMs - a.completedAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The responses an admin may confirm as the team's profile, newest first. */
export function profileCandidates<T extends TeamMemberFacts>(members: readonly T[]): T[] {
  return members.filter(canDefineProfile).sort(newerFirst);
}

/** Each animal's rounded mean; null for no scores. */
export function roundedMean(scores: readonly CultureScores[]): CultureScores | null {
  if (scores.length === 0) return null;
  const sum = { rabbit: 0, dog: 0, cat: 0 };
  for (const s of scores) for (const a of CULTURE_ANIMALS) sum[a] += s[a];
  return {
    rabbit: Math.round(sum.rabbit / scores.length),
    dog: Math.round(sum.dog / scores.length),
    cat: Math.round(sum.cat / scores.length),
  };
}

/**
 * The team profile: the culture scores of the manager response an admin confirmed ("define the culture
 * of your team"), while it is a completed manager member with culture scores; a manager nobody
 * confirmed never sets it, so no respondent defines a team by finishing last (docs/teams.md). Until
 * then, the rounded mean of every completed member's culture scores; null when none has any.
 */
export function teamProfile(members: readonly TeamMemberFacts[]): TeamProfile | null {
  const manager = members.filter(canDefineProfile).find((m) => m.confirmedProfile);
  if (manager) return { profile: { ...manager.cultureScores }, source: "manager", definedBy: manager.id, memberCount: 1 };
  const counted = members.filter(isCounted);
  const mean = roundedMean(counted.map((m) => m.cultureScores));
  return mean ? { profile: mean, source: "mean", definedBy: null, memberCount: counted.length } : null;
}

/** round(100 × (1 − (|Δrabbit| + |Δdog| + |Δcat|) / 3)) with both profiles divided by 20: 0..100, 100 when identical. */
export function cultureMatch(p: CultureScores, t: CultureScores): number {
  const distance = CULTURE_ANIMALS.reduce((sum, a) => sum + Math.abs(clamp(p[a]) - clamp(t[a])) / CULTURE_SCORE_MAX, 0);
  return Math.round(100 * (1 - distance / 3));
}

/**
 * The animal the member brings most of beyond the team profile (largest positive p − t); null when none is above it. Ties go to rabbit,
 * dog, cat.
 */
export function cultureAdd(p: CultureScores, t: CultureScores): Animal | null {
  let best: Animal | null = null;
  let bestGap = 0;
  for (const a of CULTURE_ANIMALS) {
    const gap = p[a] - t[a];
    if (gap > bestGap) [best, bestGap] = [a, gap];
  }
  return best;
}

const clamp = (score: number) => Math.min(CULTURE_SCORE_MAX, Math.max(0, score));

export type MemberMatch = { cultureMatch: number | null; cultureAdd: Animal | null; definesProfile: boolean };

/** A member against the team profile: the defining manager and members without culture scores have no match. */
export function memberMatch(member: Pick<TeamMemberFacts, "id" | "cultureScores">, team: TeamProfile | null): MemberMatch {
  if (team && team.definedBy === member.id) return { cultureMatch: null, cultureAdd: null, definesProfile: true };
  if (!team || !member.cultureScores) return { cultureMatch: null, cultureAdd: null, definesProfile: false };
  return {
    cultureMatch: cultureMatch(member.cultureScores, team.profile),
    cultureAdd: cultureAdd(member.cultureScores, team.profile),
    definesProfile: false,
  };
}

/** Match distribution buckets for the sponsor report, low to high. */
export const MATCH_BUCKETS = [
  { label: "0–19", min: 0, max: 19 },
  { label: "20–39", min: 20, max: 39 },
  { label: "40–59", min: 40, max: 59 },
  { label: "60–79", min: 60, max: 79 },
  { label: "80–100", min: 80, max: 100 },
] as const;

export type MatchDistribution = { label: string; count: number }[];

export function matchDistribution(matches: readonly number[]): MatchDistribution {
  return MATCH_BUCKETS.map((b) => ({ label: b.label, count: matches.filter((m) => m >= b.min && m <= b.max).length }));
}

// What a sponsor's report link shows (docs/teams.md "The sponsor report", decision 028): pure.
import type { CultureScores } from "../assessment/scoring";
import type { NamedMember } from "./team-views";
import { sponsorSpread, type SponsorSpread } from "./match-spread";
import { cultureMatch } from "./teams";

/** GET /api/report/:token — team name, completed members' names and matches; nothing a person answered. */
export type SponsorReport = {
  team: { name: string; organisation: string | null };
  /** False until an admin confirms a manager response as the team profile; without one there are no matches. */
  profileConfirmed: boolean;
  /** Every completed member, by name. No match without a confirmed profile, without culture scores, or for the confirmed manager. */
  members: { name: string; cultureMatch: number | null }[];
  /**
   * How the matches spread, as the anonymity floor lets a sponsor see it (decision 081): the bands, or "not yet reportable" with how
   * many more matches it needs. Null without a confirmed profile, when there are no matches to spread.
   */
  spread: SponsorSpread | null;
  expiresAt: string;
};

export type ReportTeam = SponsorReport["team"] & { profileResponseId: string | null };

/**
 * The admin-confirmed profile: the confirmed response must still be a completed manager response of
 * this team with culture scores; anything else (moved, erased, imported without scores) is no profile.
 */
export function confirmedProfile(rows: readonly NamedMember[], profileResponseId: string | null): CultureScores | null {
  const row = profileResponseId === null ? undefined : rows.find((r) => r.id === profileResponseId);
  return row && row.userFlow === "manager" && row.isCompleted && row.cultureScores ? row.cultureScores : null;
}

const byNameThenMatch = (a: SponsorReport["members"][number], b: SponsorReport["members"][number]) =>
  a.name.localeCompare(b.name, "en") || (a.cultureMatch ?? -1) - (b.cultureMatch ?? -1);

/**
 * Matches only against the confirmed profile, which no respondent's joining or re-saving moves: a
 * profile that moves with the members lets a sponsor difference views down to one person. Profile
 * values are never sent: the confirmed one is one person's scores, and a mean is open to respondents
 * the sponsor controls (decision 028). The list is sorted, so its order says nothing about who came when. `floor`: ANONYMITY_FLOOR.
 */
export function sponsorReport(team: ReportTeam, rows: readonly NamedMember[], expiresAt: string, floor: number): SponsorReport {
  const profile = confirmedProfile(rows, team.profileResponseId);
  const members = rows
    .filter((r) => r.isCompleted)
    .map((r) => ({
      name: r.name,
      cultureMatch: profile && r.id !== team.profileResponseId && r.cultureScores ? cultureMatch(r.cultureScores, profile) : null,
    }))
    .sort(byNameThenMatch);
  const matches = members.flatMap((m) => (m.cultureMatch === null ? [] : [m.cultureMatch]));
  return {
    team: { name: team.name, organisation: team.organisation },
    profileConfirmed: profile !== null,
    members,
    spread: profile ? sponsorSpread(matches, floor) : null,
    expiresAt,
  };
}

import { isTeamCode } from "../../schema/teams/team-code";

/**
 * `?team=CODE` of an invite link (docs/teams.md#membership-invite-links-join-codes-and-kiosks); anything that is not a join code is
 * ignored, so it can never make a save fail.
 */
export function teamCodeFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get("team");
  return isTeamCode(code) ? code : null;
}

// A team's join code, as invite links and kiosks carry it: the respondent's code needs only this of the teams contract.
/** Join codes the server makes are 12 characters; any URL-safe code of 10..64 is accepted as one. */
export const TEAM_CODE_RE = /^[A-Za-z0-9_-]{10,64}$/;
export const isTeamCode = (code: string | null | undefined): code is string => typeof code === "string" && TEAM_CODE_RE.test(code);

/**
 * `?team=CODE` of an invite link (docs/teams.md#membership-invite-links-join-codes-and-kiosks); anything that is not a join code is
 * ignored, so it can never make a save fail.
 */
export function teamCodeFromUrl(search: string): string | null {
  const code = new URLSearchParams(search).get("team");
  return isTeamCode(code) ? code : null;
}

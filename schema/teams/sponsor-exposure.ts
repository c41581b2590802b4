// Which sponsor links would see one member in more than one team (decision 063): a sponsor who holds links
// of two teams sees the member's culture match against two profiles, which narrows their scores down far
// more than one (docs/privacy.md#sponsors). Pure, so the admin's warning and any later anonymity rule share it.
import type { SponsorLink } from "./team-api";

/** A sponsor link with its team's name, as the admin is shown it. */
export type TeamLink = SponsorLink & { teamName: string };

/** A link whose sponsor has seen, or may still see, its team's members: active now, or opened at least once. */
export const hasSeenMembers = (l: Pick<SponsorLink, "status" | "views">) => l.status === "active" || l.views > 0;

/**
 * The links a move of one member into team `to` would show them to in more than one team: those of the
 * teams the member is or has been in (`history`) that have seen its members, and the new team's active
 * ones. Empty when the move shows the member to the links of one team at most (no new team, a team
 * without an active link, or no earlier team's link that saw them). `links`: the links of those teams.
 */
export function exposedLinks(history: readonly string[], to: string | null, links: readonly TeamLink[]): TeamLink[] {
  if (to === null) return [];
  const ahead = links.filter((l) => l.teamId === to && l.status === "active");
  const behind = links.filter((l) => l.teamId !== to && history.includes(l.teamId) && hasSeenMembers(l));
  return ahead.length && behind.length ? [...behind, ...ahead] : [];
}

/**
 * The links that would see the team's members against a second profile if response `next` were confirmed, when `confirmed` holds
 * every response confirmed for the team before (now or since cleared): every link of the team that has seen its members. A sponsor
 * who saw each member's match against one profile and then sees it against another holds two distances per member, as after a move
 * (docs/privacy.md#sponsors); clearing the profile in between changes nothing about what the links saw. Empty for a first
 * confirmation, or one confirmed before (the links already hold those distances).
 */
export function secondProfileLinks<L extends Pick<SponsorLink, "status" | "views">>(
  confirmed: readonly string[],
  next: string,
  links: readonly L[],
): L[] {
  return confirmed.length > 0 && !confirmed.includes(next) ? links.filter(hasSeenMembers) : [];
}

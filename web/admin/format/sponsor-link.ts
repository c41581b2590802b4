import type { TeamLink } from "../../../schema/teams/sponsor-exposure";
import { formatDate } from "./date";

/** One link as a warning names it (decision 063): its team, when it was made, whether it still works, and whether it was opened. */
export function linkText(l: TeamLink): string {
  const state = l.status === "active" ? `works until ${formatDate(l.expiresAt)}` : l.status;
  const opened = l.views === 0 ? "never opened" : `opened ${l.views === 1 ? "once" : `${l.views} times`}`;
  return `${l.teamName}: link created ${formatDate(l.createdAt)}, ${state}, ${opened}`;
}

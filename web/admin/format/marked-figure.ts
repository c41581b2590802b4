import type { MarkedFigure } from "../../../schema/teams/match-spread";

/** What a lower audience would see in place of a figure an admin sees (decision 081): null when it would see it too. */
export function outsideAdmins(m: Pick<MarkedFigure<unknown>, "hiddenFor" | "needed">): string | null {
  return m.hiddenFor.length ? `Outside the admins: Not yet reportable — ${m.needed} more needed` : null;
}

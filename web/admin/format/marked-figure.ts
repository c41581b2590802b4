import type { MarkedFigure } from "../../../schema/teams/match-spread";

/** What a sponsor would see in place of a figure an admin sees (decision 081): null when sponsors would see it too. */
export function sponsorsSee(m: Pick<MarkedFigure<unknown>, "hiddenFor" | "needed">): string | null {
  return m.hiddenFor.includes("sponsor") ? `Sponsors see: Not yet reportable — ${m.needed} more needed` : null;
}

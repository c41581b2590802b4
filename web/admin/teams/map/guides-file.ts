import guidesCsv from "../../../../schema/assessment/content/en/team-guides.csv";
import type { Gap } from "../../../../schema/teams/map/gaps";
import { guideKey, parseGuides, type Guide } from "../../../../schema/teams/map/guides";

// The admin's language; the shipped file is checked by the guides' test, and a replaced one with holes shows the gaps without
// their guides.
const parsed = parseGuides(guidesCsv);
export const guides = "guides" in parsed ? parsed.guides : null;

/** Each gap with its guide, given once: a colour missing in both parts calls for the same guide twice, and the second says so instead. */
export function gapsWithGuides(gaps: readonly Gap[]): { gap: Gap; guide: Guide | null; asAbove: boolean }[] {
  const given = new Set<string>();
  return gaps.map((gap) => {
    const key = guideKey(gap);
    const asAbove = given.has(key);
    given.add(key);
    return { gap, guide: asAbove ? null : (guides?.[key] ?? null), asAbove };
  });
}

// Small groups in the dashboard's insights (docs/admin.md#identity-audit-and-data-rights): a group of fewer than 5 people could point at a
// person.
import type { AdminStats } from "./admin";

export const MIN_GROUP_SIZE = 5;

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, n) => a + n, 0);

/**
 * The stats as the dashboard may show them: an audience's types only with at least 5 completed responses
 * in it, and the culture histograms only over at least 5 responses with culture scores (otherwise all
 * zero). Every future breakdown (team, demographic) goes through the same size rule.
 */
export function hideSmallGroups(stats: AdminStats): AdminStats {
  const typesByAudience: AdminStats["typesByAudience"] = {};
  const audiences: string[] = [];
  for (const [audience, types] of Object.entries(stats.typesByAudience)) {
    if (sum(types) >= MIN_GROUP_SIZE) typesByAudience[audience] = types;
    else audiences.push(audience);
  }
  const cultureHistogram = stats.withCulture < MIN_GROUP_SIZE;
  const cultureScoreHistogram = cultureHistogram
    ? {
        rabbit: stats.cultureScoreHistogram.rabbit.map(() => 0),
        dog: stats.cultureScoreHistogram.dog.map(() => 0),
        cat: stats.cultureScoreHistogram.cat.map(() => 0),
      }
    : stats.cultureScoreHistogram;
  return { ...stats, typesByAudience, cultureScoreHistogram, hiddenGroups: { audiences: audiences.sort(), cultureHistogram } };
}

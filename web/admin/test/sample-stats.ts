import type { AdminStats } from "../../../schema/records/admin";

/** The stats of an empty database, with what a test needs changed. */
export function sampleStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    total: 0,
    completed: 0,
    thisWeek: 0,
    withCulture: 0,
    typesByAudience: {},
    cultureScoreHistogram: { rabbit: Array(21).fill(0), dog: Array(21).fill(0), cat: Array(21).fill(0) },
    funnel: [],
    privacy: {
      view: "all",
      floor: 5,
      publishedAt: null,
      funnel: { shown: true },
      culture: { shown: true },
      audiences: { ceo: { shown: true }, manager: { shown: true }, ic: { shown: true } },
    },
    ...overrides,
  };
}

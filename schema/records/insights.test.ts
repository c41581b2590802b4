import { describe, expect, it } from "vitest";
import { NO_HIDDEN_GROUPS, type AdminStats } from "./admin";
import { hideSmallGroups } from "./insights";

const bins = (n: number) =>
  Array<number>(21)
    .fill(0)
    .map((_, i) => (i === 3 ? n : 0));
const stats = (over: Partial<AdminStats>): AdminStats => ({
  total: 20,
  completed: 12,
  thisWeek: 1,
  withCulture: 5,
  typesByAudience: {},
  cultureScoreHistogram: { rabbit: bins(5), dog: bins(5), cat: bins(5) },
  funnel: [],
  hiddenGroups: NO_HIDDEN_GROUPS,
  ...over,
});

describe("hideSmallGroups", () => {
  it("hides an audience with fewer than 5 completed responses and keeps one with 5", () => {
    const out = hideSmallGroups(
      stats({
        typesByAudience: {
          ceo: { "Driver / Supporter": 3, Pending: 1 },
          manager: { "Driver / Supporter": 4, Pending: 1 },
          ic: { Pending: 7 },
        },
      }),
    );
    expect(out.typesByAudience).toEqual({ manager: { "Driver / Supporter": 4, Pending: 1 }, ic: { Pending: 7 } });
    expect(out.hiddenGroups).toEqual({ audiences: ["ceo"], cultureHistogram: false });
  });

  it("zeroes the culture histograms over fewer than 5 responses, and keeps the totals", () => {
    const out = hideSmallGroups(stats({ withCulture: 4, cultureScoreHistogram: { rabbit: bins(4), dog: bins(4), cat: bins(4) } }));
    expect(out.cultureScoreHistogram.rabbit.every((n) => n === 0)).toBe(true);
    expect(out.cultureScoreHistogram.cat).toHaveLength(21);
    expect(out.hiddenGroups.cultureHistogram).toBe(true);
    expect({ total: out.total, completed: out.completed, withCulture: out.withCulture }).toEqual({
      total: 20,
      completed: 12,
      withCulture: 4,
    });
    expect(hideSmallGroups(stats({})).cultureScoreHistogram.rabbit[3]).toBe(5);
  });
});

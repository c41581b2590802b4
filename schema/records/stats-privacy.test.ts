import { describe, expect, it } from "vitest";
import { NOTHING_PUBLISHED, statsForViewer, stepStats, type StatsFigures } from "./stats-privacy";

const zeros = () => Array<number>(21).fill(0);
const figures = (over: Partial<StatsFigures> = {}): StatsFigures => ({
  total: 7,
  completed: 7,
  thisWeek: 7,
  withCulture: 6,
  typesByAudience: { ic: { "Energizer / Supporter": 6 }, ceo: { Pending: 1 } },
  cultureScoreHistogram: { rabbit: zeros(), dog: zeros(), cat: zeros() },
  funnel: [{ step: "intake-complete", count: 7 }],
  ...over,
});
const NO_CHANGES = { funnel: 0, culture: 0, types: { ceo: 0, manager: 0, ic: 0 } };
const AT = (ms: number) => ({ funnel: ms, culture: ms, types: { ceo: ms, manager: ms, ic: ms } });

describe("a viewer's stats (decision 082)", () => {
  it("publishes every reportable group at first, leaves out a group under the floor and an audience nobody is in", () => {
    const live = figures();
    const { next, stepped } = stepStats(NOTHING_PUBLISHED, live, NO_CHANGES, AT(100), 200, 5);
    expect(stepped).toBe(true);
    expect(next.types.ceo).toBeNull();
    const seen = statsForViewer(live, next, 5);
    expect(seen.typesByAudience).toEqual({ ic: { "Energizer / Supporter": 6 } });
    expect(seen.privacy.audiences.ceo).toEqual({ shown: false, reason: "under-floor", needed: 4 });
    expect(seen.privacy.publishedAt).toBe(new Date(200).toISOString());
  });

  it("keeps a group's figure until the floor's number of its people changed", () => {
    const first = stepStats(NOTHING_PUBLISHED, figures(), NO_CHANGES, AT(100), 200, 5).next;
    const later = figures({ typesByAudience: { ic: { "Energizer / Supporter": 10 }, ceo: { Pending: 1 } } });
    const four = stepStats(first, later, { ...NO_CHANGES, types: { ceo: 0, manager: 0, ic: 4 } }, AT(300), 400, 5);
    expect(four.stepped).toBe(false);
    expect(statsForViewer(later, four.next, 5).typesByAudience.ic).toEqual({ "Energizer / Supporter": 6 });
    const five = stepStats(first, later, { ...NO_CHANGES, types: { ceo: 0, manager: 0, ic: 5 } }, AT(300), 400, 5);
    expect(five.next.types.ic).toEqual({ figure: { "Energizer / Supporter": 10 }, cutoffMs: 300, publishedAtMs: 400 });
    expect(five.next.culture).toBe(first.culture);
  });
});

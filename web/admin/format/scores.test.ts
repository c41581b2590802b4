import { describe, expect, it } from "vitest";
import { scoresOverview } from "./scores";

describe("scoresOverview", () => {
  it("scores each colour and counts entries that are not 0 as answered", () => {
    const overview = scoresOverview({ yellow: { "1": 2, "1.1": 0, "2": 1 }, red: { "1": 0 } });
    expect(overview).toEqual([
      { category: "yellow", colour: "Yellow", score: 50, answered: 2, total: 3 },
      { category: "blue", colour: "Blue", score: null, answered: 0, total: 0 },
      { category: "red", colour: "Red", score: 0, answered: 0, total: 1 },
    ]);
  });

  it("copes with no responses at all", () => {
    expect(scoresOverview(null).map((c) => c.score)).toEqual([null, null, null]);
  });
});

import { describe, expect, it } from "vitest";
import { PAGES, ratingLabel, responsesPage, sortPlacements } from "./pager";

describe("responses pager", () => {
  it("maps pages 1-3 to attraction and 4-6 to pursuer, Yellow, Blue, Red", () => {
    expect(PAGES.map((p) => `${p.page}:${p.dataset}:${p.category}`)).toEqual([
      "1:attraction:yellow",
      "2:attraction:blue",
      "3:attraction:red",
      "4:pursuer:yellow",
      "5:pursuer:blue",
      "6:pursuer:red",
    ]);
  });

  it("has no page outside 1-6", () => {
    for (const page of [0, 7, -1, 1.5, Number.NaN]) expect(responsesPage(page)).toBeNull();
  });

  it("sorts placements numerically", () => {
    expect(sortPlacements(["10", "2", "1.1", "1", "1.10", "1.2"])).toEqual(["1", "1.1", "1.2", "1.10", "2", "10"]);
  });

  it("labels ratings", () => {
    expect([0, 1, 2].map(ratingLabel)).toEqual(["No response", "Identifies", "Strongly identifies"]);
  });
});

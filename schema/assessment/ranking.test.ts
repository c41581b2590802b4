import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORIES, NOT_LIKE_ME } from "../constants";
import { isAllNotLikeMe, moveCard, pageList, pagesFor, rankedOrder, type Ranking, type RankingMove } from "./ranking";

const ranking = fc.record({
  yellow: fc.integer({ min: 1, max: 4 }),
  blue: fc.integer({ min: 1, max: 4 }),
  red: fc.integer({ min: 1, max: 4 }),
});
const move: fc.Arbitrary<RankingMove> = fc.oneof(
  fc.record({ card: fc.constantFrom(...CATEGORIES), to: fc.constant("not-like-me" as const) }),
  fc.record({ card: fc.constantFrom(...CATEGORIES), to: fc.constant("ranked" as const), index: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ card: fc.constantFrom(...CATEGORIES), to: fc.constant(null) }),
);

describe("moveCard", () => {
  it("moving a card to not-like-me sets rank 4 and renumbers the rest 1..n", () => {
    expect(moveCard({ yellow: 1, blue: 2, red: 3 }, { card: "yellow", to: "not-like-me" })).toEqual({ yellow: 4, blue: 1, red: 2 });
  });
  it("moving from not-like-me inserts at the dropped index", () => {
    expect(moveCard({ yellow: 4, blue: 1, red: 2 }, { card: "yellow", to: "ranked", index: 1 })).toEqual({ yellow: 2, blue: 1, red: 3 });
  });
  it("reorders within the ranked row", () => {
    expect(moveCard({ yellow: 1, blue: 2, red: 3 }, { card: "red", to: "ranked", index: 0 })).toEqual({ yellow: 2, blue: 3, red: 1 });
  });
  it("a drop with no destination changes nothing", () => {
    const r = { yellow: 2, blue: 1, red: 3 };
    expect(moveCard(r, { card: "red", to: null })).toBe(r);
  });
  it("always leaves ranks 1..n contiguous with the rest at 4", () => {
    fc.assert(
      fc.property(ranking, fc.array(move, { maxLength: 8 }), (start, moves) => {
        const end = moves.reduce(moveCard, moveCard(start, { card: "yellow", to: "ranked", index: 0 }));
        const ranked = rankedOrder(end).map((c) => end[c]);
        expect(ranked).toEqual(ranked.map((_, i) => i + 1));
        for (const c of CATEGORIES) expect([1, 2, 3, NOT_LIKE_ME]).toContain(end[c]);
      }),
    );
  });
});

describe("page list", () => {
  it("includes ranked categories in rank order and excludes rank 4", () => {
    expect(pagesFor("attraction", { yellow: 2, blue: 4, red: 1 }).map((p) => p.category)).toEqual(["red", "yellow"]);
  });
  it("falls back to Blue, Yellow, Red when all are 4 or the ranking is absent", () => {
    expect(pagesFor("attraction", { yellow: 4, blue: 4, red: 4 }).map((p) => p.category)).toEqual(["blue", "yellow", "red"]);
    expect(pagesFor("attraction", undefined).map((p) => p.category)).toEqual(["blue", "yellow", "red"]);
  });
  it("appends pursuer pages only once the pursuer ranking is done", () => {
    const a: Ranking = { yellow: 1, blue: 2, red: 3 };
    const p: Ranking = { yellow: 3, blue: 1, red: 4 };
    expect(pageList(a, p, false)).toHaveLength(3);
    expect(pageList(a, p, true).slice(3)).toEqual([
      { dataset: "pursuer", category: "blue" },
      { dataset: "pursuer", category: "yellow" },
    ]);
  });
  it("appends no pursuer pages for an all-not-like-me pursuer ranking (docs/product.md#validation: no pages for that dataset)", () => {
    const a: Ranking = { yellow: 1, blue: 2, red: 3 };
    expect(pageList(a, { yellow: 4, blue: 4, red: 4 }, true)).toEqual(pagesFor("attraction", a));
  });
  it("knows an all-not-like-me ranking", () => {
    expect(isAllNotLikeMe({ yellow: 4, blue: 4, red: 4 })).toBe(true);
    expect(isAllNotLikeMe({ yellow: 4, blue: 1, red: 4 })).toBe(false);
    expect(isAllNotLikeMe(undefined)).toBe(false);
  });
});

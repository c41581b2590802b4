import { describe, expect, it } from "vitest";
import { rankingDisplay, rankingText } from "./ranking";

describe("rankingDisplay", () => {
  it("lists colours in rank order as 1st, 2nd, 3rd", () => {
    const display = rankingDisplay({ yellow: 3, blue: 1, red: 2 });
    expect(rankingText(display)).toBe("1st Blue, 2nd Red, 3rd Yellow");
  });

  it("shows rank 4 or a missing rank as Not Like Me, after the ranked ones", () => {
    expect(rankingText(rankingDisplay({ yellow: 4, blue: 2, red: 1 }))).toBe("1st Red, 2nd Blue, Not Like Me Yellow");
    expect(rankingText(rankingDisplay({ yellow: 1, red: 4 }))).toBe("1st Yellow, Not Like Me Blue, Not Like Me Red");
  });

  it('reads All "Not Like Me" when nothing is ranked', () => {
    expect(rankingDisplay({ yellow: 4, blue: 4, red: 4 })).toEqual({ kind: "all-not-like-me" });
    expect(rankingText(rankingDisplay({ yellow: 4, blue: 4, red: 4 }))).toBe('All "Not Like Me"');
  });

  it("reads No ranking data available without a ranking", () => {
    expect(rankingText(rankingDisplay(undefined))).toBe("No ranking data available");
    expect(rankingText(rankingDisplay(null))).toBe("No ranking data available");
  });
});

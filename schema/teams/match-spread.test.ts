import { describe, expect, it } from "vitest";
import { markedForLower, markedSpread, sponsorSpread } from "./match-spread";

const matches = (n: number) => Array.from({ length: n }, (_, i) => (i * 37) % 101);

describe("a team's match spread through the anonymity floor (decision 081)", () => {
  it("is hidden from sponsors at one match under the floor, with one more needed, and shown at the floor", () => {
    for (const floor of [3, 5, 10]) {
      expect(sponsorSpread(matches(floor - 1), floor)).toEqual({ shown: false, needed: 1 });
      const at = sponsorSpread(matches(floor), floor);
      expect(at.shown && at.buckets.reduce((sum, b) => sum + b.count, 0)).toBe(floor);
    }
    expect(sponsorSpread(matches(1), 5)).toEqual({ shown: false, needed: 4 });
  });

  it("is always given to owners and admins, marked with the sponsors' verdict", () => {
    const under = markedSpread(matches(4), 5);
    expect(under.hiddenFor).toEqual(["sponsor", "manager"]);
    expect(under.needed).toBe(1);
    expect(under.figure.reduce((sum, b) => sum + b.count, 0)).toBe(4);
    expect(markedSpread(matches(4), 3)).toMatchObject({ hiddenFor: [], needed: 0 });
    expect(markedForLower("mean", 2, 5)).toEqual({ figure: "mean", hiddenFor: ["manager"], needed: 3 });
    expect(markedForLower("mean", 5, 5)).toEqual({ figure: "mean", hiddenFor: [], needed: 0 });
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { corner, mapPoint, meanScores, TRIANGLE_HEIGHT } from "./geometry";

const CENTRE = { x: 0.5, y: (2 * TRIANGLE_HEIGHT) / 3 };
const score = fc.integer({ min: 0, max: 20 });

describe("a culture's place on the team map", () => {
  it("puts a pure Rabbit (Yellow) culture on the Rabbit corner, and each other animal on its own", () => {
    expect(mapPoint({ rabbit: 20, dog: 0, cat: 0 })).toMatchObject({ ...corner("rabbit"), empty: false });
    expect(mapPoint({ rabbit: 0, dog: 7, cat: 0 })).toMatchObject(corner("dog"));
    expect(mapPoint({ rabbit: 0, dog: 0, cat: 1 })).toMatchObject(corner("cat"));
  });

  it("puts equal scores at the centre, and (0, 0, 0) there too, saying it has no lean", () => {
    const equal = mapPoint({ rabbit: 9, dog: 9, cat: 9 });
    expect(equal.x).toBeCloseTo(CENTRE.x);
    expect(equal.y).toBeCloseTo(CENTRE.y);
    expect(equal.empty).toBe(false);
    const none = mapPoint({ rabbit: 0, dog: 0, cat: 0 });
    expect(none).toMatchObject({ empty: true, shares: { rabbit: 1 / 3, dog: 1 / 3, cat: 1 / 3 } });
    expect(none.x).toBeCloseTo(CENTRE.x);
    expect(none.y).toBeCloseTo(CENTRE.y);
  });

  it("mirrors left and right for a right-to-left page, keeping heights", () => {
    fc.assert(
      fc.property(score, score, score, (rabbit, dog, cat) => {
        const ltr = mapPoint({ rabbit, dog, cat });
        const rtl = mapPoint({ rabbit, dog, cat }, "rtl");
        expect(rtl.x).toBeCloseTo(1 - ltr.x);
        expect(rtl.y).toBeCloseTo(ltr.y);
      }),
    );
  });

  it("keeps every point inside the triangle, with shares summing to one", () => {
    fc.assert(
      fc.property(score, score, score, (rabbit, dog, cat) => {
        const p = mapPoint({ rabbit, dog, cat });
        const eps = 1e-9;
        expect(p.y).toBeGreaterThanOrEqual(-eps);
        expect(p.y).toBeLessThanOrEqual(TRIANGLE_HEIGHT + eps);
        // Inside the two slanted sides: |x - 0.5| at most half the width at that height.
        expect(Math.abs(p.x - 0.5)).toBeLessThanOrEqual(p.y / (2 * TRIANGLE_HEIGHT) + eps);
        expect(p.shares.rabbit + p.shares.dog + p.shares.cat).toBeCloseTo(1);
      }),
    );
  });

  it("refuses scores no culture test gives", () => {
    expect(() => mapPoint({ rabbit: 21, dog: 0, cat: 0 })).toThrow(/rabbit score is a number from 0 to 20/);
    expect(() => mapPoint({ rabbit: 1, dog: -1, cat: 0 })).toThrow(/dog/);
    expect(() => mapPoint({ rabbit: 1, dog: 0, cat: Number.NaN })).toThrow(/cat/);
  });

  it("places a team at its members' mean, and nowhere without members", () => {
    expect(
      meanScores([
        { rabbit: 20, dog: 0, cat: 4 },
        { rabbit: 10, dog: 6, cat: 0 },
      ]),
    ).toEqual({ rabbit: 15, dog: 3, cat: 2 });
    expect(meanScores([])).toBeNull();
  });
});

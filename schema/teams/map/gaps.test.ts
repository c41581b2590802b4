import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TITLES } from "../../constants";
import { cultureMatch } from "../teams";
import { teamGaps, type GapMember } from "./gaps";

const type = (attraction: "yellow" | "blue" | "red", pursuer: "yellow" | "blue" | "red") => ({
  intrinsicAttraction: TITLES.attraction[attraction],
  extrinsicPursuer: TITLES.pursuer[pursuer],
});
const member = (a: "yellow" | "blue" | "red", p: "yellow" | "blue" | "red", scores = { rabbit: 7, dog: 7, cat: 7 }): GapMember => ({
  type: type(a, p),
  scores,
});

describe("the team's gaps", () => {
  it("names a colour nobody has and one most have, with the numbers behind them", () => {
    // Six of eight are Red drivers; nobody's attraction is Blue.
    const members = [...Array.from({ length: 6 }, () => member("red", "yellow")), member("yellow", "blue"), member("yellow", "red")];
    const gaps = teamGaps(members, null);
    expect(gaps[0]).toEqual({ kind: "colour-missing", dataset: "attraction", colour: "blue", count: 0, of: 8, size: 1 });
    expect(gaps).toContainEqual({
      kind: "colour-crowded",
      dataset: "attraction",
      colour: "red",
      count: 6,
      of: 8,
      size: expect.closeTo(0.625),
    });
  });

  it("says where the team's culture leans against the profile, and how many are far from it, never who", () => {
    // Types spread over every colour, so only the culture speaks.
    const rabbit = { rabbit: 18, dog: 4, cat: 2 };
    const members = [
      member("yellow", "blue", rabbit),
      member("blue", "red", rabbit),
      member("red", "yellow", rabbit),
      member("yellow", "red", rabbit),
    ];
    const gaps = teamGaps([...members, member("blue", "yellow", { rabbit: 6, dog: 6, cat: 6 })], { rabbit: 2, dog: 4, cat: 18 });
    const lean = gaps.find((g) => g.kind === "culture-lean");
    expect(lean).toMatchObject({ leans: "rabbit", asks: "cat" });
    expect(gaps.find((g) => g.kind === "far-members")).toEqual({ kind: "far-members", count: 4, of: 5, below: 60, size: 0.8 });
    expect(JSON.stringify(gaps)).not.toMatch(/name|id/);
  });

  it("finds nothing in a balanced team on its profile, and judges no colour over fewer than three typed members", () => {
    const balanced = [member("yellow", "blue"), member("blue", "red"), member("red", "yellow")];
    expect(teamGaps(balanced, { rabbit: 7, dog: 7, cat: 7 })).toEqual([]);
    expect(teamGaps([member("red", "red"), member("red", "red")], null)).toEqual([]);
  });

  it("says a part all of one colour once, as that colour crowded", () => {
    const gaps = teamGaps([member("red", "blue"), member("red", "yellow"), member("red", "red")], null);
    expect(gaps).toEqual([{ kind: "colour-crowded", dataset: "attraction", colour: "red", count: 3, of: 3, size: 1 }]);
  });

  it("works docs/teams.md's example", () => {
    const near = { rabbit: 18, dog: 4, cat: 2 };
    const middle = { rabbit: 6, dog: 6, cat: 6 };
    const members = [
      member("red", "yellow", near),
      member("red", "yellow", near),
      member("red", "blue", near),
      member("red", "blue", near),
      member("red", "red", near),
      member("red", "yellow", middle),
      member("yellow", "blue", middle),
      member("yellow", "red", middle),
    ];
    const gaps = teamGaps(members, { rabbit: 2, dog: 4, cat: 18 });
    expect(gaps.map((g) => [g.kind, g.size])).toEqual([
      ["colour-missing", 1],
      ["colour-crowded", 0.625],
      ["far-members", 0.625],
    ]);
    // The fourth, left out: the mean (13.5, 4.75, 3.5) matches the profile at 55 %.
    expect(cultureMatch({ rabbit: 13.5, dog: 4.75, cat: 3.5 }, { rabbit: 2, dog: 4, cat: 18 })).toBe(55);
  });

  it("gives at most three, largest first, each with sizes from 0 to 1 and counts within their whole", () => {
    const colour = fc.constantFrom("yellow" as const, "blue" as const, "red" as const);
    const s = fc.integer({ min: 0, max: 20 });
    const scores = fc.record({ rabbit: s, dog: s, cat: s });
    const arbMember = fc
      .record({ a: colour, p: colour, scores: fc.option(scores) })
      .map(({ a, p, scores }) => ({ type: type(a, p), scores }));
    fc.assert(
      fc.property(fc.array(arbMember, { maxLength: 40 }), fc.option(scores), (members, profile) => {
        const gaps = teamGaps(members, profile);
        expect(gaps.length).toBeLessThanOrEqual(3);
        gaps.forEach((g, i) => {
          expect(g.size).toBeGreaterThan(0);
          expect(g.size).toBeLessThanOrEqual(1);
          if (i > 0) expect(g.size).toBeLessThanOrEqual(gaps[i - 1]!.size);
          if ("count" in g) expect(g.count).toBeLessThanOrEqual(g.of);
        });
      }),
      { seed: 37, numRuns: 2_000 },
    );
  });
});

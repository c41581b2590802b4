import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageProgress, type PageProgress } from "./page-progress";
import { pageList, type Ranking } from "./ranking";

// Ranks 1..3 or 4 ('not like me'), renumbered as the ranking screen leaves them.
const ranking: fc.Arbitrary<Ranking> = fc
  .tuple(fc.shuffledSubarray(["yellow", "blue", "red"] as const, { minLength: 0, maxLength: 3 }))
  .map(([ranked]) => {
    const r: Ranking = { yellow: 4, blue: 4, red: 4 };
    ranked.forEach((c, i) => (r[c] = i + 1));
    return r;
  });

/** Every header a respondent sees on the statement pages, in order: Part 1's before its Part 2 ranking, then Part 2's. */
function headers(attraction: Ranking, pursuer: Ranking): PageProgress[] {
  const before = pageList(attraction, pursuer, false);
  const after = pageList(attraction, pursuer, true);
  return [
    ...before.map((_, i) => pageProgress(before, i, false)),
    ...after.slice(before.length).map((_, i) => pageProgress(after, before.length + i, true)),
  ];
}

const fill = (p: PageProgress, part: "attraction" | "pursuer") => {
  const { done, total } = p.parts[part];
  return total ? done / total : 0;
};
const text = (p: PageProgress) => `${p.part === "attraction" ? "Part 1" : "Part 2"}: Page ${p.page} of ${p.total}`;

describe("the statement pages' progress header", () => {
  it("two cards 'Not like me' in each part: one page each, the first bar full, then the second, nothing promised and broken", () => {
    const shown = headers({ yellow: 4, blue: 4, red: 1 }, { yellow: 1, blue: 4, red: 4 });
    expect(shown.map(text)).toEqual(["Part 1: Page 1 of 1", "Part 2: Page 1 of 1"]);
    expect(shown.map((p) => [fill(p, "attraction"), fill(p, "pursuer")])).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it("three pages in each part read 1 to 3 twice, Part 2's length unknown until its ranking", () => {
    const shown = headers({ yellow: 1, blue: 2, red: 3 }, { yellow: 1, blue: 2, red: 3 });
    expect(shown.map(text)).toEqual([
      "Part 1: Page 1 of 3",
      "Part 1: Page 2 of 3",
      "Part 1: Page 3 of 3",
      "Part 2: Page 1 of 3",
      "Part 2: Page 2 of 3",
      "Part 2: Page 3 of 3",
    ]);
    expect(shown.slice(0, 3).every((p) => p.parts.pursuer.total === null)).toBe(true);
  });

  it("every total shown holds to the end of its part; no bar ever falls back; each Next fills one page of one part", () => {
    fc.assert(
      fc.property(ranking, ranking, (attraction, pursuer) => {
        const shown = headers(attraction, pursuer);
        for (const part of ["attraction", "pursuer"] as const) {
          const ofPart = shown.filter((p) => p.part === part);
          // Never a promise broken: every page of the part names the count the part really has, pages 1..Y in order.
          expect(ofPart.map((p) => p.total)).toEqual(ofPart.map(() => ofPart.length));
          expect(ofPart.map((p) => p.page)).toEqual(ofPart.map((_, i) => i + 1));
        }
        shown.forEach((p, i) => {
          const before = shown[i - 1];
          const [a, b] = [
            fill(p, "attraction") - (before ? fill(before, "attraction") : 0),
            fill(p, "pursuer") - (before ? fill(before, "pursuer") : 0),
          ];
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeGreaterThanOrEqual(0);
          // One page's share of the part on screen, in that part's segment only.
          const grown = p.part === "attraction" ? [a, b] : [b, a];
          expect(grown[0]).toBeCloseTo(1 / p.total, 10);
          expect(grown[1]).toBe(0);
        });
      }),
    );
  });
});

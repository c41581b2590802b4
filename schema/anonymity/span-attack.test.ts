import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isolatedSet, rank } from "./span-attack";

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe("isolatedSet: the attacker holding every published figure", () => {
  it("finds the one person between a total and the same total less them", () => {
    const team = ids("m", 10);
    expect(isolatedSet([team, team.slice(0, 9)], 5)).toEqual(["m9"]);
  });

  it("finds a small complement, and a person only a sum and two differences reach", () => {
    const team = ids("m", 12);
    expect(isolatedSet([team, team.slice(0, 10)], 5)?.sort()).toEqual(["m10", "m11"]);
    // {a}+B, {a}+C and B+C: the first two less the third is twice a's figure.
    const [b, c] = [ids("b", 6), ids("c", 6)];
    expect(
      isolatedSet(
        [
          ["a", ...b],
          ["a", ...c],
          [...b, ...c],
        ],
        5,
      ),
    ).toEqual(["a"]);
  });

  it("finds nothing where every sum and difference rests on the floor", () => {
    const team = ids("m", 10);
    expect(isolatedSet([team], 5)).toBeNull();
    expect(isolatedSet([team, team.slice(0, 5)], 5)).toBeNull();
    expect(isolatedSet([ids("a", 3)], 3)).toBeNull();
    expect(isolatedSet([ids("a", 3)], 4)).toEqual(["a0", "a1", "a2"]);
  });

  it("ranks exactly over the rationals", () => {
    expect(
      rank([
        [1n, 1n, 0n],
        [0n, 1n, 1n],
        [1n, 0n, -1n],
      ]),
    ).toBe(2);
    expect(
      rank([
        [2n, 4n],
        [3n, 5n],
      ]),
    ).toBe(2);
    expect(rank([])).toBe(0);
  });

  // Brute force on tiny instances: every combination with coefficients -2..2. What it finds, the attacker must find too.
  it("finds whatever small integer combinations of the figures can isolate", () => {
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.nat(6), { maxLength: 7 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 2, max: 5 }),
        (sets, floor) => {
          const published = sets.map((s) => s.map(String));
          let smallest = Infinity;
          const coefficients = (k: number): number[][] =>
            k === 0 ? [[]] : coefficients(k - 1).flatMap((c) => [-2, -1, 0, 1, 2].map((x) => [...c, x]));
          for (const c of coefficients(published.length)) {
            const support = Array.from({ length: 7 }, (_, m) =>
              published.reduce((sum, s, i) => sum + (s.includes(String(m)) ? c[i]! : 0), 0),
            ).filter((v) => v !== 0).length;
            if (support > 0) smallest = Math.min(smallest, support);
          }
          const found = isolatedSet(published, floor);
          if (smallest < floor) expect(found).not.toBeNull();
          if (found) expect(found.length).toBeLessThan(floor);
        },
      ),
      { seed: 81, numRuns: 300 },
    );
  });
});

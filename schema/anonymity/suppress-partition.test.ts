import { describe, expect, it } from "vitest";
import { suppressPartition, suppressTree } from "./suppress-partition";

const shownOf = (parts: { shown: boolean }[]) => parts.map((v) => v.shown);

describe("suppressPartition", () => {
  it("shows everything when every part holds the floor", () => {
    expect(suppressPartition(30, [10, 15, 5], 5)).toEqual({
      total: { shown: true },
      parts: [{ shown: true }, { shown: true }, { shown: true }],
    });
  });

  it("hides a small part and the smallest other part, so neither is the total minus the rest", () => {
    const result = suppressPartition(30, [2, 20, 8], 5);
    expect(result.parts[0]).toEqual({ shown: false, reason: "under-floor", needed: 3 });
    expect(result.parts[2]).toEqual({ shown: false, reason: "complement" });
    expect(result.parts[1]).toEqual({ shown: true });
  });

  it("hides more until the hidden parts together hold the floor", () => {
    // 1 + 1 hidden by the floor; 2 left: the next smallest (3) joins them, 5 hidden in all.
    expect(shownOf(suppressPartition(40, [1, 1, 3, 35], 5).parts)).toEqual([false, false, false, true]);
    expect(shownOf(suppressPartition(40, [1, 1, 3, 35], 3).parts)).toEqual([false, false, false, true]);
    expect(shownOf(suppressPartition(40, [2, 2, 36], 3).parts)).toEqual([false, false, true]);
  });

  it("shows empty parts: a figure over nobody gives nobody away", () => {
    expect(shownOf(suppressPartition(20, [0, 10, 10, 0], 5).parts)).toEqual([true, true, true, true]);
    expect(shownOf(suppressPartition(20, [0, 3, 17], 5).parts)).toEqual([true, false, false]);
  });

  it("hides everything under a total below the floor", () => {
    const result = suppressPartition(4, [1, 3, 0], 5);
    expect(result.total).toEqual({ shown: false, reason: "under-floor", needed: 1 });
    expect(shownOf(result.parts)).toEqual([false, false, false]);
  });

  it("counts what the parts leave out as a part never shown", () => {
    expect(shownOf(suppressPartition(28, [20, 8], 5).parts)).toEqual([true, true]);
    // 2 people without a language would be the total minus the rest: the smaller part hides them.
    expect(shownOf(suppressPartition(30, [20, 8], 5).parts)).toEqual([true, false]);
    // 6 left out hold the floor: every part may show, and those 6 may be worked out.
    expect(shownOf(suppressPartition(36, [22, 8], 5).parts)).toEqual([true, true]);
  });

  it("refuses parts that hold more than their total", () => {
    expect(() => suppressPartition(10, [6, 5], 5)).toThrow(RangeError);
  });
});

describe("suppressTree", () => {
  it("suppresses each level within its parent, and hides every part of a hidden group", () => {
    const deployment = {
      count: 60,
      parts: [
        { count: 40, parts: [{ count: 30 }, { count: 10 }] },
        { count: 3, parts: [{ count: 3 }, { count: 0 }] },
        { count: 17, parts: [{ count: 12 }, { count: 4 }] },
      ],
    };
    const result = suppressTree(deployment, 5);
    expect(result.verdict.shown).toBe(true);
    const [big, small, mid] = result.parts!;
    expect([big!.verdict.shown, small!.verdict.shown, mid!.verdict.shown]).toEqual([true, false, false]);
    expect(shownOf(big!.parts!.map((p) => p.verdict))).toEqual([true, true]);
    expect(shownOf(small!.parts!.map((p) => p.verdict))).toEqual([false, false]);
    // The 12 would be shown in a team of 17 (its 4 are left out as a part), but the team is hidden for the 3's sake.
    expect(mid!.parts!.map((p) => p.verdict)).toEqual([
      { shown: false, reason: "complement" },
      { shown: false, reason: "under-floor", needed: 1 },
    ]);
  });
});

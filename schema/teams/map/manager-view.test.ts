import { describe, expect, it } from "vitest";
import { emptyLedger } from "../../anonymity/publish-step";
import type { FinalType } from "../../assessment/scoring";
import { roundForManager, stepRound, storedFigure, type ManagerMemberRow, type StoredFigure } from "./manager-view";

const RED_BLUE = { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" } as unknown as FinalType;
const member = (i: number, sharesType = false, version = 1): ManagerMemberRow => ({
  id: `m${i}`,
  version,
  name: `Member ${i}`,
  finalType: RED_BLUE,
  cultureScores: { rabbit: 10, dog: 6, cat: 4 },
  sharesType,
});
const FLOOR = 5;

describe("the manager's figures of a round (decision 084)", () => {
  it("count in the grid only the members not sharing, and the culture over everyone", () => {
    const figure = storedFigure([member(1, true), member(2), member(3)], null);
    expect(figure.grid.total).toBe(2);
    expect(figure.unnamed).toEqual(["m2", "m3"]);
    expect(figure.members).toBe(3);
    expect(figure.mean).toEqual({ rabbit: 10, dog: 6, cat: 4 });
  });

  it("publish nothing under the floor, then step only once the floor's number changed", () => {
    const four = [1, 2, 3, 4].map((i) => member(i));
    const under = stepRound(emptyLedger<StoredFigure>(), 1, four, null, 1, FLOOR);
    expect(under).toMatchObject({ shown: null, stepped: false, needed: 1 });
    const five = stepRound(under.ledger, 1, [...four, member(5)], null, 2, FLOOR);
    expect(five).toMatchObject({ stepped: true, shown: { atMs: 2 } });
    // One more member, and one who changed (their old values leave, their new ones join): three changes, the figure stays.
    const seven = stepRound(five.ledger, 1, [...four, member(5, false, 2), member(6)], null, 3, FLOOR);
    expect(seven).toMatchObject({ stepped: false, shown: { atMs: 2 }, needed: 2 });
  });

  it("hide the grid and the colour gaps once the members it counts, less those named now, fall under the floor", () => {
    const five = [1, 2, 3, 4, 5].map((i) => member(i));
    const { shown, needed } = stepRound(emptyLedger<StoredFigure>(), 1, five, null, 1, FLOOR);
    expect(roundForManager(1, shown, needed, new Set(), FLOOR)).toMatchObject({ shown: true, grid: { total: 5 } });
    const hidden = roundForManager(1, shown, needed, new Set(["m1"]), FLOOR);
    expect(hidden).toMatchObject({ shown: true, grid: null });
    if (hidden.shown) expect(hidden.gaps.every((g) => g.kind === "culture-lean" || g.kind === "far-members")).toBe(true);
    // Everyone named: the grid tells nothing the names do not.
    const all = new Set(five.map((m) => m.id));
    expect(roundForManager(1, shown, needed, all, FLOOR)).toMatchObject({ shown: true, grid: { total: 5 } });
    expect(roundForManager(2, null, 3, new Set(), FLOOR)).toEqual({ round: 2, shown: false, needed: 3 });
  });
});

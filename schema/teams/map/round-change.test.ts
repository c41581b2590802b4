import { describe, expect, it } from "vitest";
import { roundChange } from "./round-change";
import { teamMapView, type TeamMapRow } from "./team-map";

const row = (id: string, attraction: string, pursuer: string, rabbit: number, cat: number): TeamMapRow => ({
  id,
  name: id,
  userFlow: "ic",
  finalType: { intrinsicAttraction: attraction, extrinsicPursuer: pursuer },
  cultureScores: { rabbit, dog: 4, cat },
});
const profile = { rabbit: 2, dog: 4, cat: 18 };

describe("two rounds compared", () => {
  it("gives the grid's change per cell, the team's point before and after, and the bands of each round", () => {
    const earlier = teamMapView([row("a", "Driver", "Supporter", 18, 2), row("b", "Driver", "Supporter", 18, 2)], profile, 5);
    const later = teamMapView([row("a2", "Driver", "Supporter", 2, 18), row("c", "Energizer", "Influencer", 4, 16)], profile, 5);
    const change = roundChange(earlier, later);
    expect(change.grid.red.blue).toBe(-1);
    expect(change.grid.yellow.yellow).toBe(1);
    expect(change.grid.blue.blue).toBe(0);
    expect(change.mean).toEqual({ from: { rabbit: 18, dog: 4, cat: 2 }, to: { rabbit: 3, dog: 4, cat: 17 } });
    const high = (d: { label: string; count: number }[]) => d.find((b) => b.label === "80–100")?.count;
    expect(high(change.bands.from)).toBe(0);
    expect(high(change.bands.to)).toBe(2);
  });

  it("has no bands without a profile", () => {
    const view = teamMapView([row("a", "Driver", "Supporter", 18, 2)], null, 5);
    expect(roundChange(view, view).bands).toEqual({ from: [], to: [] });
  });
});

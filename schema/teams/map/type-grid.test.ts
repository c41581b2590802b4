import { describe, expect, it } from "vitest";
import { typeGrid } from "./type-grid";

describe("the team's types as a 3 × 3 grid", () => {
  it("counts each member in their attraction colour's row and pursuer colour's column", () => {
    const grid = typeGrid([
      { intrinsicAttraction: "Driver", extrinsicPursuer: "Controller" },
      { intrinsicAttraction: "Driver", extrinsicPursuer: "Controller" },
      { intrinsicAttraction: "Energizer", extrinsicPursuer: "Supporter" },
    ]);
    expect(grid.counts.red.red).toBe(2);
    expect(grid.counts.yellow.blue).toBe(1);
    expect(grid.counts.blue.yellow).toBe(0);
    expect(grid).toMatchObject({ incomplete: 0, total: 3 });
  });

  it("keeps a member whose type is not determined out of the grid, counted apart", () => {
    const grid = typeGrid([
      null,
      { intrinsicAttraction: "Driver", extrinsicPursuer: "Undetermined" },
      { intrinsicAttraction: "Harmonizer", extrinsicPursuer: null },
    ]);
    const cells = Object.values(grid.counts).flatMap((row) => Object.values(row));
    expect(cells.every((n) => n === 0)).toBe(true);
    expect(grid).toMatchObject({ incomplete: 3, total: 3 });
  });
});

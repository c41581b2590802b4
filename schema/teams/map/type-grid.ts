// The team's Sociality Types as a 3 × 3 grid (docs/teams.md, the team map): attraction colour by pursuer colour, with counts. Pure.
import { CATEGORIES, type CategoryId } from "../../constants";
import { colourOf } from "../../assessment/completion-result";
import type { FinalType } from "../../assessment/scoring";

/** counts[attraction][pursuer]; `incomplete`: members whose type has a part not yet determined. */
export type TypeGrid = { counts: Record<CategoryId, Record<CategoryId, number>>; incomplete: number; total: number };

const emptyRow = () => Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<CategoryId, number>;

/** A member's type as the grid's cell: both colours, or null while a part is undetermined or pending. */
export function typeCell(type: FinalType | null): { attraction: CategoryId; pursuer: CategoryId } | null {
  const attraction = colourOf("attraction", type?.intrinsicAttraction);
  const pursuer = colourOf("pursuer", type?.extrinsicPursuer);
  return attraction && pursuer ? { attraction, pursuer } : null;
}

export function typeGrid(types: readonly (FinalType | null)[]): TypeGrid {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, emptyRow()])) as TypeGrid["counts"];
  let incomplete = 0;
  for (const type of types) {
    const cell = typeCell(type);
    if (cell) counts[cell.attraction][cell.pursuer] += 1;
    else incomplete += 1;
  }
  return { counts, incomplete, total: types.length };
}

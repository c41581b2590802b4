import type { Rating } from "../../../schema/constants";

/** docs/product.md#states-and-transitions statement states: the accessible state of a bullet and its legend text. */
export const RATING_STATE: Record<Rating, string> = {
  0: "Not selected",
  1: "Yes, I identify",
  2: "I strongly identify",
};

export const RATING_LEGEND: Record<Rating, string> = {
  0: "Not me (no click)",
  1: "Yes, I Identify (single click)",
  2: "I strongly identify (double click)",
};

export function asRating(value: number | undefined): Rating {
  return value === 1 || value === 2 ? value : 0;
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Rating } from "../../../schema/constants";

/** docs/product.md#states-and-transitions statement states: the accessible state of a bullet and its legend text. */
export const RATING_STATE: Record<Rating, MessageDescriptor> = {
  0: msg`Not selected`,
  1: msg`Yes, I identify`,
  2: msg`I strongly identify`,
};

export const RATING_LEGEND: Record<Rating, MessageDescriptor> = {
  0: msg`Not me (no click)`,
  1: msg`Yes, I Identify (single click)`,
  2: msg`I strongly identify (double click)`,
};

export function asRating(value: number | undefined): Rating {
  return value === 1 || value === 2 ? value : 0;
}

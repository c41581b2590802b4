// Whether one figure may be shown to a lower audience (decision 081): it rests on at least the floor's number of people whose values
// that audience cannot already read. Counts here are always of those people ("unknowns"); the caller leaves out the ones it may read.
import { checkFloor } from "./floor";

/** Shown, or hidden: `needed` more unknown people make it reportable; "complement": shown, it would give away a hidden figure. */
export type Verdict = { shown: true } | { shown: false; reason: "under-floor"; needed: number } | { shown: false; reason: "complement" };

export const SHOWN: Verdict = { shown: true };
export const COMPLEMENT: Verdict = { shown: false, reason: "complement" };

export function checkCount(n: number, what = "A count"): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} is a whole number of people, not ${n}`);
  return n;
}

/** Under the floor: hidden, with how many more it needs. */
export const underFloor = (unknownCount: number, floor: number): Verdict => ({
  shown: false,
  reason: "under-floor",
  needed: floor - unknownCount,
});

/**
 * A figure over `unknownCount` people the audience cannot read otherwise: shown from the floor on, and at 0 (a figure over nobody
 * new tells nothing about anyone); between, hidden with "N more needed".
 */
export function reportable(unknownCount: number, floor: number): Verdict {
  checkCount(unknownCount);
  checkFloor(floor);
  return unknownCount === 0 || unknownCount >= floor ? SHOWN : underFloor(unknownCount, floor);
}

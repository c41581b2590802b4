// The anonymity floor (decision 081): the fewest people whose values any figure shown to a lower audience may rest on. A
// deployment setting, read with the Worker's other variables (schema/worker-env.ts) so a bad value is named at start (decision 078).

export const MIN_ANONYMITY_FLOOR = 3;
export const MAX_ANONYMITY_FLOOR = 10;
/** Lattice's and Qualtrics' default; Lattice lets a customer choose from 3 to 10, as we do. */
export const DEFAULT_ANONYMITY_FLOOR = 5;

export const ANONYMITY_FLOOR_RULE = `ANONYMITY_FLOOR must be a whole number from ${MIN_ANONYMITY_FLOOR} to ${MAX_ANONYMITY_FLOOR}`;

/** `ANONYMITY_FLOOR` as set (already known not blank): the floor, or undefined when it is not a whole number in range. */
export function readAnonymityFloor(value: string): number | undefined {
  const text = value.trim();
  const n = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
  return n >= MIN_ANONYMITY_FLOOR && n <= MAX_ANONYMITY_FLOOR ? n : undefined;
}

/** Every rule takes the floor as given; a caller passing anything the setting could not hold is a programming error. */
export function checkFloor(floor: number): number {
  if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`An anonymity floor is a whole number of at least 1, not ${floor}`);
  return floor;
}

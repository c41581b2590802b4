import type { Animal } from "../constants";

/** One animal's statement codes: its A, P and AP ranges (docs/product.md#entities). */
const codes = (animal: Animal, [a, p, ap, end]: readonly [number, number, number, number]) => [
  ...range(a, p - 1).map((n) => `${animal}-a${n}`),
  ...range(p, ap - 1).map((n) => `${animal}-p${n}`),
  ...range(ap, end).map((n) => `${animal}-ap${n}`),
];
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The 60 culture statement ids, fixed by docs/product.md#entities (Rabbit A1-A6, P7-P13, AP14-AP20; Dog A21-A26,
 * P27-P33, AP34-AP40; Cat A41, P42-P44, AP45-AP60), in file order: the only keys culture answers may carry. Every
 * language's culture.csv holds exactly these (schema/assessment/content.test.ts).
 */
export const CULTURE_IDS: readonly string[] = [
  ...codes("rabbit", [1, 7, 14, 20]),
  ...codes("dog", [21, 27, 34, 40]),
  ...codes("cat", [41, 42, 45, 60]),
];
export const KNOWN_CULTURE_IDS: ReadonlySet<string> = new Set(CULTURE_IDS);

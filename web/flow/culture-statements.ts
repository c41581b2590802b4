import cultureCsv from "../../schema/content/en/culture.csv";
import { parseCultureCsv, type CultureStatement } from "../../schema/content";

/** docs/product.md#entities: the culture statements come from an embedded CSV. */
export const CULTURE_STATEMENTS: CultureStatement[] = parseCultureCsv(cultureCsv);
export const CULTURE_BY_ID = new Map(CULTURE_STATEMENTS.map((s) => [s.id, s]));

/** Fisher–Yates; run once per assessment and persisted, so a reload keeps the order. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

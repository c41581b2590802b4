import cultureCsv from "./content/en/culture.csv";
import { parseCultureCsv } from "./content";

/** The shipped culture statements' ids (docs/product.md#entities: 60, in file order): the only keys culture answers may carry. */
export const CULTURE_IDS: readonly string[] = parseCultureCsv(cultureCsv).map((s) => s.id);
export const KNOWN_CULTURE_IDS: ReadonlySet<string> = new Set(CULTURE_IDS);

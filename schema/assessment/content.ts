import { ANIMAL_LABEL, CULTURE_ANIMALS, type Animal } from "../constants";
import type { CultureStatement, ProfileStatement } from "./assessment-data";
import { readCsv } from "../export/csv";
import type { Language } from "./languages";

export type { AssessmentData, CultureStatement, ProfileStatement } from "./assessment-data";

/**
 * The heading rows of every shipped language (docs/languages.md#content): 'At your best:' / 'At your worst:'
 * and their translations. A language's files use exactly these; a test holds them at the English placements.
 */
export const HEADINGS: Record<Language, readonly [best: string, worst: string]> = {
  en: ["At your best:", "At your worst:"],
  es: ["En tu mejor momento:", "En tu peor momento:"],
  ar: ["في أفضل حالاتك:", "في أسوأ حالاتك:"],
};
const normalise = (text: string) => text.trim().replace(/:$/, "").toLocaleLowerCase("en");
const HEADING_TEXTS = new Set(Object.values(HEADINGS).flat().map(normalise));

/**
 * docs/product.md#screens-and-routes: heading rows (any case, the colon optional) are headings, never rated.
 * Matched against every language's headings, so a statement list needs no language to be read.
 */
export function isHeading(text: string): boolean {
  return HEADING_TEXTS.has(normalise(text));
}

/** A dotted placement (1.1) is a sub-item shown indented. */
export function isSubItem(placement: string): boolean {
  return placement.includes(".");
}

type Warn = (message: string) => void;

export function parseProfileCsv(text: string, warn: Warn = console.warn): ProfileStatement[] {
  const out: ProfileStatement[] = [];
  for (const row of readCsv(text).slice(1)) {
    const [category, placement, body] = row.fields;
    if (row.malformed || row.fields.length !== 3 || !category || !placement || !body) {
      warn(`Skipping malformed statement line ${row.line}`);
      continue;
    }
    if (category !== "Yellow" && category !== "Blue" && category !== "Red") {
      warn(`Skipping statement line ${row.line}: unknown category '${category}'`);
      continue;
    }
    out.push({ category, placement: placement.trim(), text: body.trim() });
  }
  return out;
}

/** docs/product.md#entities: malformed lines or lines with an unknown category are skipped with a console warning. */
export function parseCultureCsv(text: string, warn: Warn = console.warn): CultureStatement[] {
  const labels = Object.fromEntries(CULTURE_ANIMALS.map((a) => [ANIMAL_LABEL[a], a])) as Record<string, Animal>;
  const out: CultureStatement[] = [];
  for (const row of readCsv(text).slice(1)) {
    const [category, code, body] = row.fields;
    if (row.malformed || row.fields.length !== 3 || !category || !code || !body) {
      warn(`Skipping malformed culture line ${row.line}`);
      continue;
    }
    const animal = labels[category.trim()];
    if (!animal) {
      warn(`Skipping culture line ${row.line}: unknown category '${category}'`);
      continue;
    }
    out.push({ id: `${animal}-${code.trim().toLowerCase()}`, category: ANIMAL_LABEL[animal], code: code.trim(), text: body.trim() });
  }
  return out;
}

/** Rated statements of one colour page: headings excluded; the key is the placement (docs/product.md#content). */
export function ratedPlacements(statements: ProfileStatement[], category: ProfileStatement["category"]): string[] {
  return statements.filter((s) => s.category === category && !isHeading(s.text)).map((s) => s.placement);
}

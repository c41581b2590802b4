// The languages a respondent can take the assessment in (docs/languages.md). The same list keys the UI
// catalogues (web/i18n/), the content files (schema/assessment/content/<language>/) and the stored response's language.

export const LANGUAGES = ["en", "es", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** Each language in its own words, for the switcher: a person looks for their language in their language. */
export const LANGUAGE_NAME: Record<Language, string> = { en: "English", es: "Español", ar: "العربية" };

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(["ar"]);
export const directionOf = (language: Language): "ltr" | "rtl" => (RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr");

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the candidates (in order of preference) that we ship, by its primary subtag: "es-MX" is
 * "es", "ar-EG" is "ar"; unknown, empty and missing candidates are skipped. None: undefined.
 */
export function firstLanguage(candidates: readonly (string | null | undefined)[]): Language | undefined {
  for (const candidate of candidates) {
    const primary = candidate?.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

import { DEFAULT_LANGUAGE, LANGUAGE_NAME, LANGUAGES, type Language } from "../../../schema/assessment/languages";

/**
 * How the admin names the language a response was taken in (docs/languages.md#stored-and-shown): its own name
 * and its code, "Español (es)". A response saved by an app from before languages has none stored; that app
 * was English only, so it reads "English (before languages)" (decision 051).
 */
export function languageParts(language: Language | null): { name: string; lang: Language; note: string } {
  const lang = language ?? DEFAULT_LANGUAGE;
  return { name: LANGUAGE_NAME[lang], lang, note: language ?? "before languages" };
}

export const languageText = (language: Language | null): string => {
  const { name, note } = languageParts(language);
  return `${name} (${note})`;
};

/** The languages an admin picks from, each in its own name (as the respondents' switcher shows them). */
export const LANGUAGE_OPTIONS: readonly { value: Language; label: string }[] = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NAME[value],
}));

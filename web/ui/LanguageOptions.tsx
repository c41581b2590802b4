import { LANGUAGE_NAME, LANGUAGES } from "../../schema/assessment/languages";

/**
 * A language select's options, each language in its own name and marked as written in it: a reader looks
 * for theirs in their own words, and a screen reader speaks each name in its language.
 */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAME[language]}
    </option>
  ));
}

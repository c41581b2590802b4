import { firstLanguage, isLanguage, type Language } from "../../schema/assessment/languages";
import { PSEUDO, PSEUDO_BUILD } from "./pseudo";

// The language last chosen on this device (docs/languages.md#choosing-the-language): read synchronously at
// start, so the first paint is already in it. A flow keeps its own language in its snapshot.
const KEY = "sociality.language";

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice holds for this page only.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** `?lang=` on the address, when it names a shipped language (`pseudo`, in a pseudo build, is English: decision 052). */
export function languageFromUrl(search: string): Language | undefined {
  const lang = new URLSearchParams(search).get("lang");
  if (PSEUDO_BUILD && lang === PSEUDO) return "en";
  return isLanguage(lang) ? lang : undefined;
}

/**
 * The language to start in: `?lang=` (remembered, as if chosen: a link in Spanish is followed by a reader of
 * Spanish), else the one chosen before on this device, else the browser's languages, else English.
 */
export function startLanguage(search: string, browser: readonly string[]): Language {
  const asked = languageFromUrl(search);
  if (asked && new URLSearchParams(search).get("lang") === asked) rememberLanguage(asked);
  return asked ?? firstLanguage([remembered(), ...browser]) ?? "en";
}

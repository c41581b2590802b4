// The pseudo-locale (decision 052): English accented and 40 % longer, shown instead of English to find text left
// untranslated and layouts that cannot take a longer language (e2e/respondent/pseudo-locale.test.ts, npm run screens).

declare const __PSEUDO_LOCALE__: boolean;

/**
 * True only in a build made with SOCIALITY_PSEUDO_LOCALE=1 (the end-to-end run's, npm run screens'). Elsewhere it is
 * false at build time: the code below is dead and no pseudo catalogue is in the build.
 */
export const PSEUDO_BUILD: boolean = __PSEUDO_LOCALE__;

/** The catalogues' locale (lingui.config.ts) and the `?lang=` that asks for them. */
export const PSEUDO = "pseudo";

const KEY = "sociality.pseudo";

/**
 * Whether this tab shows English as pseudo messages: `?lang=pseudo` turns it on until another `?lang=` turns it off,
 * so a reload and the links between pages keep it. A display variant of English: the flow, its saves and its
 * statements stay "en".
 */
export function pseudoShown(search: string): boolean {
  if (!PSEUDO_BUILD) return false;
  const lang = new URLSearchParams(search).get("lang");
  try {
    if (lang === PSEUDO) sessionStorage.setItem(KEY, "1");
    else if (lang) sessionStorage.removeItem(KEY);
    return sessionStorage.getItem(KEY) === "1";
  } catch {
    return lang === PSEUDO;
  }
}

import type { Plugin } from "vite";

const ID = "virtual:pseudo-catalogues";

/**
 * The pseudo-locale (decision 052) in a build made with SOCIALITY_PSEUDO_LOCALE=1 only: `__PSEUDO_LOCALE__` says
 * whether this is one, and `virtual:pseudo-catalogues` holds its catalogues, or nothing. A glob that is merely
 * dead code would still emit its chunks, and the service worker would precache them.
 */
export function pseudoLocale(enabled = process.env.SOCIALITY_PSEUDO_LOCALE === "1"): Plugin {
  return {
    name: "pseudo-locale",
    config: () => ({ define: { __PSEUDO_LOCALE__: JSON.stringify(enabled) } }),
    resolveId: (source) => (source === ID ? `\0${ID}` : null),
    load(id) {
      if (id !== `\0${ID}`) return null;
      return enabled
        ? `export const pseudoCatalogues = import.meta.glob("/i18n/locales/*/pseudo.po");`
        : "export const pseudoCatalogues = {};";
    },
  };
}

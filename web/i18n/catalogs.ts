import { i18n, type Messages } from "@lingui/core";
import { directionOf, type Language } from "../../schema/assessment/languages";
import { messages as startEn } from "./locales/start/en.po";
import { PSEUDO, PSEUDO_BUILD, pseudoShown } from "./pseudo";
import { pseudoCatalogues } from "virtual:pseudo-catalogues";

/** A catalogue part (lingui.config.ts): `start` is always loaded; the others with the chunks that use them. */
export type CatalogPart = "start" | "landing" | "flow" | "steps" | "kiosk" | "report" | "manager";

// The pseudo-locale's catalogues only in a pseudo build (decision 052): a production build has no chunk of them.
const catalogs: Record<string, () => Promise<{ messages: Messages }>> = {
  ...import.meta.glob<{ messages: Messages }>(["./locales/*/*.po", "!./locales/*/pseudo.po"]),
  ...Object.fromEntries(Object.entries(pseudoCatalogues).map(([path, load]) => [path.replace(/^\/i18n\//, "./"), load])),
};
const loaded = new Set<string>(["start/en"]);
const used = new Set<CatalogPart>(["start"]);

i18n.loadAndActivate({ locale: "en", messages: startEn });

/** The catalogues a language is shown from: its own, or the pseudo-locale's for English on a page that asked for it. */
const pseudo = PSEUDO_BUILD && pseudoShown(location.search);
const catalogueOf = (language: Language): string => (pseudo && language === "en" ? PSEUDO : language);

async function ensure(locale: string, part: CatalogPart): Promise<void> {
  const key = `${part}/${locale}`;
  if (loaded.has(key)) return;
  const load = catalogs[`./locales/${key}.po`];
  if (!load) throw new Error(`No ${part} catalogue for ${locale}`);
  i18n.load(locale, (await load()).messages);
  loaded.add(key);
}

// One catalogue operation at a time: a part requested while another language is being activated loads in that language.
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
};

/**
 * Switches the app to a language once every part in use is loaded in it (a chunk each, precached by the
 * service worker); rejects, changing nothing, when a part cannot be loaded (offline before the app was cached).
 */
export function activate(language: Language): Promise<void> {
  return serial(async () => {
    const locale = catalogueOf(language);
    for (const part of used) await ensure(locale, part);
    // Numbers, dates and plurals follow the language, also where its messages are the pseudo-locale's.
    i18n.activate(locale, [language]);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  });
}

/** Loads a part in the active language and keeps it loaded through later switches: call it with the chunk that needs it. */
export function loadPart(part: CatalogPart): Promise<void> {
  return serial(async () => {
    used.add(part);
    await ensure(i18n.locale, part);
  });
}

/** A lazy chunk's import together with its catalogue parts, so it never renders before its messages. */
export const withPart =
  <T>(parts: CatalogPart | CatalogPart[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), ...[parts].flat().map(loadPart)]).then(([module]) => module);

export const activeLanguage = (): Language => (i18n.locale === PSEUDO ? "en" : (i18n.locale as Language));

export { i18n };

import { i18n, type Messages } from "@lingui/core";
import { directionOf, type Language } from "../../schema/languages";
import { messages as startEn } from "./locales/start/en.po";

/** A catalogue part (lingui.config.ts): `start` is always loaded; the others with the chunks that use them. */
export type CatalogPart = "start" | "landing" | "flow" | "steps" | "kiosk" | "report";

const catalogs = import.meta.glob<{ messages: Messages }>("./locales/*/*.po");
const loaded = new Set<string>(["start/en"]);
const used = new Set<CatalogPart>(["start"]);

i18n.loadAndActivate({ locale: "en", messages: startEn });

async function ensure(language: Language, part: CatalogPart): Promise<void> {
  const key = `${part}/${language}`;
  if (loaded.has(key)) return;
  const load = catalogs[`./locales/${key}.po`];
  if (!load) throw new Error(`No ${part} catalogue for ${language}`);
  i18n.load(language, (await load()).messages);
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
    for (const part of used) await ensure(language, part);
    i18n.activate(language);
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  });
}

/** Loads a part in the active language and keeps it loaded through later switches: call it with the chunk that needs it. */
export function loadPart(part: CatalogPart): Promise<void> {
  return serial(async () => {
    used.add(part);
    await ensure(i18n.locale as Language, part);
  });
}

/** A lazy chunk's import together with its catalogue parts, so it never renders before its messages. */
export const withPart =
  <T>(parts: CatalogPart | CatalogPart[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), ...[parts].flat().map(loadPart)]).then(([module]) => module);

export const activeLanguage = () => i18n.locale as Language;

export { i18n };

// What the respondent app shows in a language, for the tests that drive it in that language (docs/languages.md#tests):
// an English message (as written in the code, the catalogues' msgid) → the text on screen, and the statements.
// Read from the PO catalogues and compiled by Lingui's own CLI, as the Vite plugin compiles them for the build,
// the pseudo-locale included (decision 052); a message a translation lacks is its English, as in the app.
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { setupI18n, type Messages } from "@lingui/core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CATEGORIES, CATEGORY_LABEL, DATASETS, PART_LABEL, TITLES, type CategoryId, type Dataset } from "../../schema/constants";
import { parseCultureCsv, parseProfileCsv, type CultureStatement, type ProfileStatement } from "../../schema/assessment/content";
import { LANGUAGES, type Language } from "../../schema/assessment/languages";

/** What a test can show the app in: a language, or `pseudo`, English pseudo-localised (`?lang=pseudo`). */
export type UiLanguage = Language | "pseudo";

const root = join(import.meta.dirname, "..", "..");
const config = getConfig({ cwd: root, configPath: join(root, "lingui.config.ts") });
const catalogs = await getCatalogs(config);
const pseudo = config.pseudoLocale[0]!;

/** Every English message of every part, by its text, with the id Lingui gave it (the id hashes text and context). */
const idsByMessage = new Map<string, Set<string>>();
for (const catalog of catalogs) {
  for (const [id, entry] of Object.entries((await catalog.read(config.sourceLocale)) ?? {})) {
    const message = entry.message ?? id;
    idsByMessage.set(message, new Set([...(idsByMessage.get(message) ?? []), id]));
  }
}

async function compiled(locale: string): Promise<Messages> {
  const all: Messages = {};
  for (const catalog of catalogs) {
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    });
    const { source, errors } = createCompiledCatalog(locale, messages, {
      namespace: "json",
      pseudoLocale: pseudo.locale,
      pseudoLocaleOptions: pseudo.options,
    });
    if (errors.length) throw new Error(`${locale}: ${errors.map((e) => `${e.id}: ${e.error.message}`).join("; ")}`);
    Object.assign(all, (JSON.parse(source) as { messages: Messages }).messages);
  }
  return all;
}

const UI_LANGUAGES: readonly UiLanguage[] = [...LANGUAGES, "pseudo"];
const messages = Object.fromEntries(await Promise.all(UI_LANGUAGES.map(async (l) => [l, await compiled(l)] as const)));

const statementsOf = (language: Language, file: string) => readFileSync(join(root, "schema/assessment/content", language, file), "utf8");

/** The app in one language, as a respondent reads it. */
export type Ui = {
  language: UiLanguage;
  /** The language of the flow, its saves and its statements: `pseudo` is a display variant of English. */
  flowLanguage: Language;
  /** `?lang=…` for an address (empty for English, which a fresh browser starts in). */
  query: string;
  /**
   * The text shown for an English message (its msgid, placeholders as in the catalogue: `Page {current} of {total}`),
   * with `values` put in; markup tags (`<0>…</0>`) are left out, as the screen shows only their text, and white space
   * collapsed, as a browser shows it and a name or text query compares it. Throws for a message that is in no
   * catalogue, so a test never looks for text the app cannot show.
   */
  t(english: string, values?: Record<string, string | number>): string;
  /** As `t`, white space as it is: a message put into another (`Move {title} up`'s title) before that one is compared. */
  piece(english: string, values?: Record<string, string | number>): string;
  /**
   * The message as a regular expression matching the whole text: each placeholder named in `numbers` matches that
   * number, any other placeholder any number, in Latin or Arabic-Indic digits (how a browser writes `ar` numbers
   * depends on its ICU); those left open are the groups, in the order they appear.
   */
  pattern(english: string, numbers?: Record<string, number>): RegExp;
  /** The culture test's statements in this language, with their ids. */
  culture: readonly CultureStatement[];
  /** Part 1's profile statements in this language. */
  attraction: readonly ProfileStatement[];
};

const uis = new Map<UiLanguage, Ui>();

export function inLanguage(language: UiLanguage): Ui {
  const known = uis.get(language);
  if (known) return known;
  const flowLanguage: Language = language === "pseudo" ? "en" : language;
  const i18n = setupI18n({ locale: language, locales: [flowLanguage], messages: { [language]: messages[language]! } });
  const made: Ui = {
    language,
    flowLanguage,
    query: language === "en" ? "" : `?lang=${language}`,
    t: (english, values) => normalise(made.piece(english, values)),
    piece(english, values) {
      const ids = [...(idsByMessage.get(english) ?? [])];
      if (ids.length === 0) throw new Error(`no catalogue has the message "${english}"`);
      const shown = new Set(ids.map((id) => i18n._(id, values)));
      if (shown.size > 1)
        throw new Error(`"${english}" has ${shown.size} translations in ${language} (by context): ${[...shown].join(" | ")}`);
      return [...shown][0]!.replace(/<\/?\d+\/?>/g, "");
    },
    pattern(english, numbers = {}) {
      const names = [...english.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const marked = made.t(english, Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE001`])));
      const source = literally(marked).replace(/\uE000(\d+)\uE001/g, (_, i: string) => {
        const known = numbers[names[Number(i)]!];
        return known === undefined ? "([0-9\u0660-\u0669]+)" : `(?:${known}|${toArabicDigits(known)})`;
      });
      return new RegExp(`^${source}$`);
    },
    culture: parseCultureCsv(statementsOf(flowLanguage, "culture.csv")),
    attraction: parseProfileCsv(statementsOf(flowLanguage, "attraction.csv")),
  };
  uis.set(language, made);
  return made;
}

/** Which profile a statement page shows, by its heading (`Driver (Part 1, Red)` in the language) among `headings`. */
export function statementPageOf(ui: Ui, headings: readonly string[]): { dataset: Dataset; category: CategoryId } | undefined {
  const shown = new Set(headings.map(normalise));
  for (const dataset of DATASETS)
    for (const category of CATEGORIES) {
      const title = ui.t("{title} <0>({part}, {colour})</0>", {
        title: ui.piece(TITLES[dataset][category]),
        part: ui.piece(PART_LABEL[dataset]),
        colour: ui.piece(CATEGORY_LABEL[category]),
      });
      if (shown.has(normalise(title))) return { dataset, category };
    }
  return undefined;
}

/** White space as a browser shows it and a text or name query compares it: collapsed, trimmed. */
export const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

/** A number read from the screen, in Latin or Arabic-Indic digits. */
export const readNumber = (digits: string) => Number(digits.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660)));
const toArabicDigits = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

/** A regular expression matching `text` literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

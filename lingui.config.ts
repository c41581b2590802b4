import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The respondent app's messages (docs/languages.md#catalogues). One catalogue per language and part, each part
// loaded with the chunk that shows it (web/i18n/catalogs.ts), so a route's first load carries only its own
// messages: `start` (the shell every route has) is the one bundled into the entry. A file in two parts has its
// messages in both. The admin stays English and is not extracted.
const web = (path: string) => `<rootDir>/web/${path}`;
const part = (name: string, include: string[], exclude: string[] = []) => ({
  path: web(`i18n/locales/${name}/{locale}`),
  include: include.map(web),
  exclude: exclude.map(web),
});

export default defineConfig({
  sourceLocale: "en",
  // "pseudo": English pseudo-localised, accented and 40 % longer (decision 052), to find text left untranslated
  // and layouts that cannot take a longer language. Its catalogues are extracted like the others (every msgstr
  // empty: it compiles from the English) and only builds with SOCIALITY_PSEUDO_LOCALE=1 ship them.
  locales: ["en", "es", "ar", "pseudo"],
  pseudoLocale: { locale: "pseudo", extend: 0.4, extendCharacter: "~ " },
  // A message a translation lacks shows in English rather than as an id.
  fallbackLocales: { default: "en" },
  catalogs: [
    part("start", ["app/App.tsx", "app/PageError.tsx", "app/Toasts.tsx", "i18n", "screens/not-found"]),
    part("landing", ["screens/landing", "ui/LanguageSwitcher.tsx"]),
    // What the flow's first paint shows: the intake and its switcher. The status line, the update banner and the
    // shared step UI load after it, with the steps (docs/performance.md#quality-bars: the flow's first load).
    part("flow", ["flow", "screens/intake", "ui/LanguageSwitcher.tsx"], ["flow/SyncIndicator.tsx", "flow/UpdateBanner.tsx"]),
    part(
      "steps",
      ["screens", "ui", "sync", "flow/SyncIndicator.tsx", "flow/UpdateBanner.tsx"],
      ["screens/landing", "screens/intake", "screens/not-found", "ui/LanguageSwitcher.tsx"],
    ),
    part("kiosk", ["kiosk"]),
    // The report's header has the language switcher: its messages come with the report's.
    part("report", ["report", "ui/LanguageSwitcher.tsx"]),
    // The manager's view: the same switcher. The map figure it borrows from the admin takes its words from the page.
    part("manager", ["manager", "ui/LanguageSwitcher.tsx"]),
  ],
  // Origins without line numbers: moving code does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
});

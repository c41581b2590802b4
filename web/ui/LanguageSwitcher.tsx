import { Trans } from "@lingui/react/macro";
import { useId, useState } from "react";
import { isLanguage, LANGUAGE_NAME, type Language } from "../../schema/assessment/languages";
import { activate, activeLanguage } from "../i18n/catalogs";
import { rememberLanguage } from "../i18n/preference";
import { GlobeIcon } from "./GlobeIcon";
import { LanguageOptions } from "./LanguageOptions";

/** What a choice does: by default the device's language (the landing page); a flow passes its own (web/flow/use-language-choice.ts). */
export type ChooseLanguage = (language: Language) => Promise<boolean>;

const chooseForDevice: ChooseLanguage = async (language) => {
  await activate(language);
  rememberLanguage(language);
  return true;
};

/**
 * The visible language switcher (docs/languages.md#choosing-the-language): each language in its own name.
 * A language this device cannot show yet (offline, never loaded) is said so, in the language on screen, and
 * the page stays as it is and usable.
 */
export function LanguageSwitcher({ choose = chooseForDevice }: { choose?: ChooseLanguage }) {
  const id = useId();
  const [unavailable, setUnavailable] = useState<Language | null>(null);
  const current = activeLanguage();
  const change = async (language: Language) => {
    setUnavailable(null);
    const done = await choose(language).catch(() => false);
    if (!done) setUnavailable(language);
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-semibold text-slate-700">
        <GlobeIcon size={20} />
        <span className="sr-only">
          <Trans>Language</Trans>
        </span>
        <select
          id={id}
          value={current}
          onChange={(e) => isLanguage(e.target.value) && void change(e.target.value)}
          className="min-h-11 rounded-lg border border-solid border-slate-400 bg-white ps-3 pe-8 py-2 text-base text-slate-900"
          aria-describedby={unavailable ? `${id}-unavailable` : undefined}
        >
          <LanguageOptions />
        </select>
      </label>
      {unavailable && <Unavailable id={`${id}-unavailable`} name={LANGUAGE_NAME[unavailable]} />}
    </div>
  );
}

function Unavailable({ id, name }: { id: string; name: string }) {
  return (
    <p id={id} role="alert" className="m-0 max-w-xs text-end text-sm text-red-800">
      <Trans>{name} is not on this device yet. Connect to the internet once to add it.</Trans>
    </p>
  );
}

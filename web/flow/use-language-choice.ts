import { useCallback } from "react";
import type { Language } from "../../schema/assessment/languages";
import { activate } from "../i18n/catalogs";
import { rememberLanguage } from "../i18n/preference";
import type { ChooseLanguage } from "../ui/LanguageSwitcher";
import type { FlowEvent } from "./events";
import { contentAvailable, loadContent } from "./use-assessment-data";

/**
 * A respondent's choice of language on the intake (docs/languages.md#choosing-the-language): taken only when
 * the device can show it (its messages and statements, offline too), else answered false and nothing changes.
 * A kiosk does not remember it for the next respondent: they start in the kiosk's own language.
 */
export function useLanguageChoice(send: (event: FlowEvent) => void, kiosk: boolean): ChooseLanguage {
  return useCallback(
    async (language: Language) => {
      if (!(await contentAvailable(language))) return false;
      await activate(language);
      if (!kiosk) rememberLanguage(language);
      send({ type: "language.choose", language });
      // Fetched now, while online: the steps then work in this language offline too.
      void loadContent(language);
      return true;
    },
    [send, kiosk],
  );
}

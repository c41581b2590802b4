import type { Language } from "../../../schema/assessment/languages";
import { languageParts } from "../format/language";

/** The language the response was taken in (docs/languages.md#stored-and-shown): its own name, isolated so Arabic reads right to left. */
export function LanguageLine({ language }: { language: Language | null }) {
  const { name, lang, note } = languageParts(language);
  return (
    <p className="text-slate-700 mt-1 mb-0" data-testid="detail-language">
      Language: <bdi lang={lang}>{name}</bdi> ({note})
    </p>
  );
}

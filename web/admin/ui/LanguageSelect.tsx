import type { Language } from "../../../schema/assessment/languages";
import { LANGUAGE_OPTIONS } from "../format/language";

/**
 * A choice of language (the list's filter, a team's invite links): `none` first (every language, or the
 * browser's), then each language in its own name, marked with its own `lang` for screen readers.
 */
export function LanguageSelect({
  id,
  value,
  none,
  onChange,
  className = "field",
  testId,
}: {
  id: string;
  value: Language | "";
  none: string;
  onChange: (language: Language | "") => void;
  className?: string;
  testId?: string;
}) {
  return (
    <select id={id} className={className} value={value} onChange={(e) => onChange(e.target.value as Language | "")} data-testid={testId}>
      <option value="">{none}</option>
      {LANGUAGE_OPTIONS.map((o) => (
        <option key={o.value} value={o.value} lang={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

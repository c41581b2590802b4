import { useId } from "react";
import type { Language } from "../../../schema/languages";
import { LANGUAGE_OPTIONS } from "../format/language";

/**
 * Narrows the response list to the responses taken in one language (docs/languages.md#stored-and-shown); English
 * includes those saved before languages (decision 051). Each language in its own name, in its own language.
 */
export function LanguageFilter({
  value,
  onChange,
  className = "",
}: {
  value: Language | "";
  onChange: (language: Language | "") => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`w-full sm:w-44 ${className}`}>
      <label htmlFor={id} className="block text-sm font-semibold mb-1">
        Language
      </label>
      <select id={id} className="field" value={value} onChange={(e) => onChange(e.target.value as Language | "")}>
        <option value="">All languages</option>
        {LANGUAGE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value} lang={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

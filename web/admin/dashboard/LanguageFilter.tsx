import { useId } from "react";
import type { Language } from "../../../schema/assessment/languages";
import { LanguageSelect } from "../ui/LanguageSelect";

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
      <LanguageSelect id={id} value={value} none="All languages" onChange={onChange} />
    </div>
  );
}

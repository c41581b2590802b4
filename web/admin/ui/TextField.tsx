import type { ChangeEvent } from "react";

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: "text" | "email" | "tel" | "url" | "password";
  autoComplete?: string;
  placeholder?: string;
  className?: string;
  /** The error is news the moment it appears (a refused sign-in), not one of several beside a form: an alert. */
  announceError?: boolean;
};

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = "text",
  autoComplete = "off",
  placeholder,
  className = "",
  announceError = false,
}: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 mb-1">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={`field ${error ? "border-red-700" : ""}`}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role={announceError ? "alert" : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

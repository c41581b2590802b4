/** A staff setting's text field (the team's join code, the tablet's name). */
export function StaffField({
  id,
  label,
  value,
  onChange,
  maxLength,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}) {
  return (
    <>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        className="field"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}

import { Card } from "../ui/Card";
import { TextField } from "../ui/TextField";
import { fieldId, PROFILE_FIELDS, type Draft, type FieldErrors } from "./draft";

/** Editable intake fields; messages come from ProfileUpdateSchema (docs/product.md#validation). */
export function ProfileCard({
  value,
  errors,
  onChange,
}: {
  value: Draft["profile"];
  errors: FieldErrors;
  onChange: (value: Draft["profile"]) => void;
}) {
  return (
    <Card title="Profile Information">
      <div className="grid gap-4 sm:grid-cols-2">
        {PROFILE_FIELDS.map((f) => (
          <TextField
            key={f.name}
            id={fieldId(f.name)}
            label={f.label}
            type={f.type}
            value={value[f.name]}
            error={errors[f.name]}
            onChange={(v) => onChange({ ...value, [f.name]: v })}
          />
        ))}
      </div>
    </Card>
  );
}

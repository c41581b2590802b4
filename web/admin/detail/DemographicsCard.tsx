import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { ResponseRecord } from "../../../schema/records/admin";
import { DEMOGRAPHIC_TEXT_FIELDS, LOCATION_FIELDS, PARENTING_STYLES } from "../../../schema/assessment/demographics";
import { formatDate } from "../format/date";
import { Card } from "../ui/Card";
import { TextField } from "../ui/TextField";
import { fieldId, LOCATION_PARTS, type DemographicsDraft, type FieldErrors } from "./draft";

const LABEL: Record<string, string> = {
  birthYear: "Birth Year",
  raceEthnicity: "Race / Ethnicity",
  genderIdentity: "Gender Identity",
  religion: "Religion",
  biologicalSex: "Biological Sex",
  workDescription: "Work Description",
  sexualOrientation: "Sexual Orientation",
  parentingStyle: "Parenting Style",
  birthLocation: "Birth Location",
  grewUpLocation: "Where They Grew Up",
  currentLocation: "Current Location",
  zipcode: "ZIP / Postal Code",
  city: "City",
  state: "State / Province",
  country: "Country",
};

type Props = {
  value: DemographicsDraft;
  saved: ResponseRecord["demographicData"];
  consent: ResponseRecord["demographicConsent"];
  errors: FieldErrors;
  onChange: (value: DemographicsDraft) => void;
};

/** docs/product.md#entities survey fields, all optional text; the raw stored JSON is one click away for debugging. */
export function DemographicsCard({ value, saved, consent, errors, onChange }: Props) {
  const set = (path: string, v: string) => onChange({ ...value, [path]: v });
  const path = (p: string) => `demographicData.${p}`;
  // docs/admin.md#identity-audit-and-data-rights: no consent and no answers means the respondent declined; nothing may be added for them.
  if (!saved && !consent) {
    return (
      <Card title="Demographic Information">
        <p className="text-slate-700 m-0" data-testid="demographic-consent">
          This user declined the demographic survey, so no demographic data is stored or can be added.
        </p>
      </Card>
    );
  }
  return (
    <Card title="Demographic Information">
      <p className="text-slate-700 mt-0" data-testid="demographic-consent">
        {consent
          ? `Consent given ${formatDate(consent.at)} (consent text version ${consent.version}).`
          : "Answered before consent was recorded (no consent time or text version stored)."}
      </p>
      {!saved && <p className="text-slate-700 mt-0">This user opted in but answered nothing. Anything entered here is added.</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        {DEMOGRAPHIC_TEXT_FIELDS.map((f) =>
          f === "parentingStyle" ? (
            <ParentingStyle key={f} value={value[f] ?? ""} onChange={(v) => set(f, v)} />
          ) : (
            <TextField
              key={f}
              id={fieldId(path(f))}
              label={LABEL[f] ?? f}
              value={value[f] ?? ""}
              error={errors[path(f)]}
              onChange={(v) => set(f, v)}
            />
          ),
        )}
      </div>
      {LOCATION_FIELDS.map((loc) => (
        <fieldset key={loc} className="mt-6 border border-slate-200 rounded-lg p-4">
          <legend className="font-semibold px-1">{LABEL[loc]}</legend>
          <div className="grid gap-4 sm:grid-cols-4">
            {LOCATION_PARTS.map((part) => {
              const p = `${loc}.${part}`;
              return (
                <TextField
                  key={p}
                  id={fieldId(path(p))}
                  label={LABEL[part] ?? part}
                  value={value[p] ?? ""}
                  error={errors[path(p)]}
                  onChange={(v) => set(p, v)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <Disclosure as="div" className="mt-6">
        <DisclosureButton className="btn-secondary">
          {({ open }) => <span>{open ? "Hide raw data" : "Show raw data"}</span>}
        </DisclosureButton>
        <DisclosurePanel
          as="pre"
          className="mt-3 max-h-80 overflow-auto rounded-lg bg-slate-900 text-slate-100 p-4 text-xs"
          tabIndex={0}
          aria-label="Raw demographic data (JSON)"
        >
          {JSON.stringify(saved, null, 2)}
        </DisclosurePanel>
      </Disclosure>
    </Card>
  );
}

function ParentingStyle({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = fieldId("demographicData.parentingStyle");
  const known = PARENTING_STYLES.some((s) => s.value === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800 mb-1">
        {LABEL.parentingStyle}
      </label>
      <select id={id} className="field bg-white" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Not answered</option>
        {PARENTING_STYLES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.value} ({s.description.toLowerCase()})
          </option>
        ))}
        {value && !known && <option value={value}>{value}</option>}
      </select>
    </div>
  );
}

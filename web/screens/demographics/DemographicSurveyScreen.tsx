import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { LOCATION_FIELDS, PARENTING_STYLES, type Demographics, type Location } from "../../../schema/assessment/demographics";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { PARENTING_LABEL, type ParentingStyle } from "./labels";

type TextField = "birthYear" | "raceEthnicity" | "genderIdentity" | "religion" | "biologicalSex" | "workDescription" | "sexualOrientation";
type LocationField = (typeof LOCATION_FIELDS)[number];
type LocationPart = keyof Location;

// Descriptors, read with t() at render: each in the language active then (docs/languages.md).
const TEXT_FIELDS: {
  name: TextField;
  label: MessageDescriptor;
  autoComplete?: string;
  inputMode?: "numeric";
  placeholder?: MessageDescriptor;
}[] = [
  { name: "birthYear", label: msg`Birth year`, autoComplete: "bday-year", inputMode: "numeric", placeholder: msg`e.g. 1985` },
  { name: "raceEthnicity", label: msg`Race / ethnicity` },
  { name: "genderIdentity", label: msg`Gender identity` },
  { name: "religion", label: msg`Religion` },
  { name: "biologicalSex", label: msg`Biological sex` },
  { name: "workDescription", label: msg`How would you describe your work?` },
  { name: "sexualOrientation", label: msg`Sexual orientation` },
];

const LOCATIONS: { name: LocationField; legend: MessageDescriptor }[] = [
  { name: "birthLocation", legend: msg`Where were you born?` },
  { name: "grewUpLocation", legend: msg`Where did you grow up?` },
  { name: "currentLocation", legend: msg`Where do you live now?` },
];

/** Only the current location is the respondent's own address, so only it invites address autofill. */
const LOCATION_PARTS: { name: LocationPart; label: MessageDescriptor; autoComplete: string }[] = [
  { name: "zipcode", label: msg`ZIP / postal code`, autoComplete: "postal-code" },
  { name: "city", label: msg`City`, autoComplete: "address-level2" },
  { name: "state", label: msg`State / province`, autoComplete: "address-level1" },
  { name: "country", label: msg`Country`, autoComplete: "country-name" },
];

/** The stored values, then "" for 'Prefer not to say'. */
const PARENTING_OPTIONS: readonly (ParentingStyle | "")[] = [...PARENTING_STYLES.map((style) => style.value), ""];

type Values = Record<TextField | "parentingStyle", string> & Record<LocationField, Record<LocationPart, string>>;

function initialValues(initial: Demographics | undefined): Values {
  const location = (l: Location | undefined) => ({ zipcode: l?.zipcode ?? "", city: l?.city ?? "", state: l?.state ?? "", country: l?.country ?? "" });
  return {
    birthYear: initial?.birthYear ?? "",
    raceEthnicity: initial?.raceEthnicity ?? "",
    genderIdentity: initial?.genderIdentity ?? "",
    religion: initial?.religion ?? "",
    biologicalSex: initial?.biologicalSex ?? "",
    workDescription: initial?.workDescription ?? "",
    sexualOrientation: initial?.sexualOrientation ?? "",
    parentingStyle: initial?.parentingStyle ?? "",
    birthLocation: location(initial?.birthLocation),
    grewUpLocation: location(initial?.grewUpLocation),
    currentLocation: location(initial?.currentLocation),
  };
}

/** Trimmed, non-empty values only; a location appears only if one of its parts was filled in. */
export function compactDemographics(values: Values): Demographics {
  const out: Demographics = {};
  for (const { name } of TEXT_FIELDS) {
    const v = values[name].trim();
    if (v) out[name] = v;
  }
  const style = values.parentingStyle.trim();
  if (style) out.parentingStyle = style;
  for (const { name } of LOCATIONS) {
    const loc: Location = {};
    for (const part of LOCATION_PARTS) {
      const v = values[name][part.name].trim();
      if (v) loc[part.name] = v;
    }
    if (Object.keys(loc).length > 0) out[name] = loc;
  }
  return out;
}

/**
 * docs/product.md#screens-and-routes, docs/product.md#entities demographic survey: every field optional free text, parenting style as a
 * radio group.
 */
export function DemographicSurveyScreen({ initial, busy, onSubmit }: { initial?: Demographics; busy: boolean; onSubmit: (d: Demographics) => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const setText = (name: TextField | "parentingStyle", value: string) => setValues((v) => ({ ...v, [name]: value }));
  const setLocation = (name: LocationField, part: LocationPart, value: string) =>
    setValues((v) => ({ ...v, [name]: { ...v[name], [part]: value } }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(compactDemographics(values));
  };

  return (
    <Screen steps={<StepIndicator current="aboutYou" />}>
      <StepHeading>
        <Trans>Demographics Survey</Trans>
      </StepHeading>
      <p className="mt-2 text-slate-700">
        <Trans>Every question is optional. Leave blank anything you would rather not answer.</Trans>
      </p>
      <form noValidate onSubmit={submit} aria-busy={busy} className="mt-6 space-y-6">
        <div className="card border-solid space-y-5">
          {TEXT_FIELDS.map((f) => (
            <Field key={f.name} id={`demo-${f.name}`} label={t(f.label)}>
              <input
                id={`demo-${f.name}`}
                name={f.name}
                type="text"
                inputMode={f.inputMode}
                autoComplete={f.autoComplete ?? "off"}
                placeholder={f.placeholder && t(f.placeholder)}
                maxLength={500}
                value={values[f.name]}
                onChange={(e) => setText(f.name, e.target.value)}
                className="field border-solid mt-1"
              />
            </Field>
          ))}
          <fieldset className="m-0 border-0 p-0">
            <legend className="p-0 font-semibold text-slate-900">
              <Trans>Parenting style you were raised with</Trans>
            </legend>
            <div className="mt-2 space-y-2">
              {PARENTING_OPTIONS.map((value) => {
                const id = `demo-parenting-${value || "none"}`;
                return (
                  <label
                    key={id}
                    htmlFor={id}
                    className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-solid border-slate-300 px-3 py-2 hover:bg-slate-50 has-[:checked]:border-brand has-[:checked]:bg-brand-light"
                  >
                    <input
                      id={id}
                      type="radio"
                      name="parentingStyle"
                      value={value}
                      checked={values.parentingStyle === value}
                      onChange={() => setText("parentingStyle", value)}
                      className="mt-1 h-5 w-5 shrink-0 accent-brand"
                    />
                    <span>
                      {value ? (
                        <>
                          <span className="font-semibold">{t(PARENTING_LABEL[value].name)}</span>{" "}
                          <span className="text-slate-700">— {t(PARENTING_LABEL[value].description)}</span>
                        </>
                      ) : (
                        <span className="text-slate-800">
                          <Trans>Prefer not to say</Trans>
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        </div>
        {LOCATIONS.map((loc) => (
          <fieldset key={loc.name} className="card border-solid m-0">
            <legend className="float-start w-full p-0 text-lg font-bold text-slate-900">{t(loc.legend)}</legend>
            <div className="clear-both grid gap-4 pt-3 sm:grid-cols-2">
              {LOCATION_PARTS.map((part) => {
                const id = `demo-${loc.name}-${part.name}`;
                return (
                  <Field key={id} id={id} label={t(part.label)}>
                    <input
                      id={id}
                      name={`${loc.name}.${part.name}`}
                      type="text"
                      autoComplete={loc.name === "currentLocation" ? part.autoComplete : "off"}
                      maxLength={500}
                      value={values[loc.name][part.name]}
                      onChange={(e) => setLocation(loc.name, part.name, e.target.value)}
                      className="field border-solid mt-1"
                    />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        ))}
        <div className="flex justify-end">
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? t`Submitting...` : t`Next`}
          </button>
        </div>
      </form>
    </Screen>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

import { useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from "react";
import type { Audience } from "../../../schema/constants";
import { IntakeSchema, type Intake } from "../../../schema/intake";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";

type FieldName = Exclude<keyof Intake, "userFlow">;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, string>>;

const FIELDS: {
  name: FieldName;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  required: boolean;
  placeholder?: string;
  inputMode?: "email" | "tel" | "url";
}[] = [
  { name: "name", label: "Full Name", type: "text", autoComplete: "name", required: true },
  { name: "email", label: "Email Address", type: "email", autoComplete: "email", required: true, inputMode: "email" },
  { name: "phoneNumber", label: "Phone Number", type: "tel", autoComplete: "tel", required: false, inputMode: "tel" },
  { name: "jobTitle", label: "Job Title", type: "text", autoComplete: "organization-title", required: true },
  { name: "companyWebsite", label: "Company Website", type: "url", autoComplete: "url", required: false, inputMode: "url" },
  {
    name: "linkedinProfile",
    label: "LinkedIn Profile URL",
    type: "url",
    autoComplete: "url",
    required: true,
    inputMode: "url",
    // Short enough for a 360 px screen, and what people paste: withScheme() completes it.
    placeholder: "linkedin.com/in/your-name",
  },
];

const OPTIONAL = new Set<FieldName>(["phoneNumber", "companyWebsite"]);

/** 'linkedin.com/in/jane' is what people paste; the schema wants a full URL. */
function withScheme(url: string): string {
  return /^(www\.)?linkedin\.com\//i.test(url) ? `https://${url}` : url;
}

/** docs/product.md#validation: validate with the shared IntakeSchema; empty optional fields are left out. */
export function validateIntake(values: Values, audience: Audience): { ok: true; intake: Intake } | { ok: false; errors: Errors } {
  const input: Record<string, string | undefined> = { userFlow: audience };
  for (const { name } of FIELDS) {
    const value = values[name].trim();
    input[name] = OPTIONAL.has(name) && value === "" ? undefined : name === "linkedinProfile" ? withScheme(value) : value;
  }
  const result = IntakeSchema.safeParse(input);
  if (result.success) return { ok: true, intake: result.data };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string" && name in values && !errors[name as FieldName]) errors[name as FieldName] = issue.message;
  }
  return { ok: false, errors };
}

/** docs/product.md#screens-and-routes intake: contact details, validated with IntakeSchema before the flow moves on. */
export function IntakeScreen({
  audience,
  initial,
  busy,
  teamName = null,
  onSubmit,
}: {
  audience: Audience;
  initial?: Partial<Intake>;
  busy: boolean;
  /** docs/teams.md#membership-invite-links-join-codes-and-kiosks: the team an invite link joins, once its name is known. */
  teamName?: string | null;
  onSubmit: (intake: Intake) => void;
}) {
  const [values, setValues] = useState<Values>(() => {
    const v = {} as Values;
    for (const { name } of FIELDS) v[name] = initial?.[name] ?? "";
    return v;
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once the form was tried, keep the messages in step with what is typed.
    if (attempted) {
      const result = validateIntake(next, audience);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    const result = validateIntake(values, audience);
    if (result.ok) {
      setErrors({});
      onSubmit(result.intake);
      return;
    }
    setErrors(result.errors);
    const first = FIELDS.find((f) => result.errors[f.name]);
    if (first) inputs.current[first.name]?.focus();
  };

  return (
    <Screen>
      <StepHeading>Welcome to the Assessment</StepHeading>
      <p className="mt-2 text-slate-700">Please provide your information before we begin.</p>
      {teamName && (
        <p className="mt-4 mb-0 rounded-lg bg-brand-light px-4 py-3 font-semibold text-brand-dark" data-testid="joining-team">
          You're joining {teamName}
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy} className="card border-solid mt-6 space-y-5">
        <p className="m-0 text-sm text-slate-700">All fields are required unless marked optional.</p>
        {FIELDS.map((f) => {
          const error = errors[f.name];
          const id = `intake-${f.name}`;
          const hintId = `${id}-hint`;
          const errorId = `${id}-error`;
          const describedBy = [OPTIONAL.has(f.name) ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
          return (
            <div key={f.name}>
              <label htmlFor={id} className="block font-semibold text-slate-900">
                {f.label}
              </label>
              {OPTIONAL.has(f.name) && (
                <p id={hintId} className="m-0 text-sm text-slate-700">
                  Optional
                </p>
              )}
              <input
                ref={(el) => {
                  inputs.current[f.name] = el;
                }}
                id={id}
                name={f.name}
                type={f.type}
                inputMode={f.inputMode}
                autoComplete={f.autoComplete}
                placeholder={f.placeholder}
                maxLength={500}
                aria-required={f.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                value={values[f.name]}
                onChange={(e) => change(f.name, e.target.value)}
                className={`field border-solid mt-1 ${error ? "border-red-700 border-2" : ""}`}
              />
              {error && (
                <p id={errorId} className="m-0 mt-1 text-sm font-semibold text-red-700">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <p className="m-0 text-sm text-slate-700">We do not sell your personal information.</p>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Processing..." : "Begin Assessment"}
        </button>
      </form>
    </Screen>
  );
}

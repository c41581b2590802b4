import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent, type HTMLInputTypeAttribute } from "react";
import type { Audience } from "../../../schema/constants";
import { INTAKE_MESSAGES, IntakeSchema, type Intake } from "../../../schema/assessment/intake";
import { LanguageSwitcher, type ChooseLanguage } from "../../ui/LanguageSwitcher";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";

type FieldName = Exclude<keyof Intake, "userFlow">;
type Values = Record<FieldName, string>;
type Errors = Partial<Record<FieldName, MessageDescriptor>>;

const FIELDS: {
  name: FieldName;
  label: MessageDescriptor;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  required: boolean;
  placeholder?: MessageDescriptor;
  inputMode?: "email" | "tel" | "url";
}[] = [
  { name: "name", label: msg`Full Name`, type: "text", autoComplete: "name", required: true },
  { name: "email", label: msg`Email Address`, type: "email", autoComplete: "email", required: true, inputMode: "email" },
  { name: "phoneNumber", label: msg`Phone Number`, type: "tel", autoComplete: "tel", required: false, inputMode: "tel" },
  { name: "jobTitle", label: msg`Job Title`, type: "text", autoComplete: "organization-title", required: true },
  { name: "companyWebsite", label: msg`Company Website`, type: "url", autoComplete: "url", required: false, inputMode: "url" },
  {
    name: "linkedinProfile",
    label: msg`LinkedIn Profile URL`,
    type: "url",
    autoComplete: "url",
    required: true,
    inputMode: "url",
    // Short enough for a 360 px screen, and what people paste: withScheme() completes it.
    placeholder: msg`linkedin.com/in/your-name`,
  },
];

const OPTIONAL = new Set<FieldName>(["phoneNumber", "companyWebsite"]);

/**
 * The shared schema's messages are the API's, in English (docs/product.md#validation); the form says the same in
 * the respondent's language, by field.
 */
const REQUIRED: Record<keyof typeof INTAKE_MESSAGES, MessageDescriptor> = {
  name: msg`Name is required`,
  email: msg`Valid email is required`,
  jobTitle: msg`Job title is required`,
  linkedinProfile: msg`Valid LinkedIn profile URL is required`,
};
const TOO_LONG = msg`Must be 500 characters or fewer`;
const errorOf = (name: FieldName): MessageDescriptor => (name in REQUIRED ? REQUIRED[name as keyof typeof REQUIRED] : TOO_LONG);

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
    if (typeof name === "string" && name in values && !errors[name as FieldName]) {
      const field = name as FieldName;
      errors[field] = issue.message === INTAKE_MESSAGES[field as keyof typeof INTAKE_MESSAGES] ? errorOf(field) : TOO_LONG;
    }
  }
  return { ok: false, errors };
}

/** docs/product.md#screens-and-routes intake: contact details, validated with IntakeSchema before the flow moves on. */
export function IntakeScreen({
  audience,
  initial,
  busy,
  teamName = null,
  chooseLanguage,
  focusFirstField = false,
  onTyped,
  onSubmit,
}: {
  audience: Audience;
  initial?: Partial<Intake>;
  busy: boolean;
  /** docs/teams.md#membership-invite-links-join-codes-and-kiosks: the team an invite link joins, once its name is known. */
  teamName?: string | null;
  /** docs/languages.md#choosing-the-language: the flow's switcher (absent: none shown). */
  chooseLanguage?: ChooseLanguage;
  /** A kiosk's next respondent starts typing at once (decision 065); otherwise the heading takes the focus. */
  focusFirstField?: boolean;
  /** Told whether anything is typed, as it changes: a kiosk resets an untouched intake without asking. */
  onTyped?: (typed: boolean) => void;
  onSubmit: (intake: Intake) => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState<Values>(() => {
    const v = {} as Values;
    for (const { name } of FIELDS) v[name] = initial?.[name] ?? "";
    return v;
  });
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  // After StepHeading's own focus (a child's effect runs first), so the field keeps it.
  const [focusFirst] = useState(focusFirstField);
  useEffect(() => {
    if (focusFirst) inputs.current[FIELDS[0]!.name]?.focus();
  }, [focusFirst]);

  const change = (name: FieldName, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    onTyped?.(Object.values(next).some((v) => v.trim() !== ""));
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
      {chooseLanguage && (
        <div className="mb-2 flex justify-end">
          <LanguageSwitcher choose={chooseLanguage} />
        </div>
      )}
      <StepHeading>
        <Trans>Welcome to the Assessment</Trans>
      </StepHeading>
      <p className="mt-2 text-slate-700">
        <Trans>Please provide your information before we begin.</Trans>
      </p>
      {teamName && (
        <p className="mt-4 mb-0 rounded-lg bg-brand-light px-4 py-3 font-semibold text-brand-dark" data-testid="joining-team">
          <Trans>You're joining {teamName}</Trans>
        </p>
      )}
      <form noValidate onSubmit={submit} aria-busy={busy} className="card border-solid mt-6 space-y-5">
        <p className="m-0 text-sm text-slate-700">
          <Trans>All fields are required unless marked optional.</Trans>
        </p>
        {FIELDS.map((f) => {
          const error = errors[f.name];
          const id = `intake-${f.name}`;
          const hintId = `${id}-hint`;
          const errorId = `${id}-error`;
          const describedBy = [OPTIONAL.has(f.name) ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
          return (
            <div key={f.name}>
              <label htmlFor={id} className="block font-semibold text-slate-900">
                {t(f.label)}
              </label>
              {OPTIONAL.has(f.name) && (
                <p id={hintId} className="m-0 text-sm text-slate-700">
                  <Trans>Optional</Trans>
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
                placeholder={f.placeholder && t(f.placeholder)}
                // Addresses read left to right in every language (docs/languages.md#right-to-left).
                dir={f.type === "text" ? undefined : "ltr"}
                maxLength={500}
                aria-required={f.required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                value={values[f.name]}
                onChange={(e) => change(f.name, e.target.value)}
                // A smaller example (linkedin.com/in/your-name), so that a longer language's still fits a phone (decision 052).
                className={`field border-solid mt-1 placeholder:text-sm ${error ? "border-red-700 border-2" : ""}`}
              />
              {error && (
                <p id={errorId} className="m-0 mt-1 text-sm font-semibold text-red-700">
                  {t(error)}
                </p>
              )}
            </div>
          );
        })}
        <p className="m-0 text-sm text-slate-700">
          <Trans>We do not sell your personal information.</Trans>
        </p>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? t`Processing...` : t`Begin Assessment`}
        </button>
      </form>
    </Screen>
  );
}

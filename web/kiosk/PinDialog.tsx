import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent, type ReactNode } from "react";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS, type StoredPin } from "../../schema/kiosk/kiosk-pin";
import { checkPin } from "./pin";
import { StaffDialogFrame } from "./StaffDialogFrame";
import { usePinLock } from "./use-pin-lock";
import { waitText } from "./wait-text";

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  /** "new": staff choose a PIN (the length rule applies); otherwise the stored PIN it is checked against, under the lock. */
  pin: "new" | StoredPin;
  onClose?: () => void;
  /** The other fields' problem, said before the PIN is tried, so a typo there never costs a try (in the language on screen). */
  validate?: () => string | null;
  /** Runs once the PIN is right (or, for "new", well-formed); its answer is the problem to show, or null. */
  onPin: (pin: string) => Promise<string | null>;
  children?: ReactNode;
};

/** A staff dialog behind the PIN: after 5 wrong tries it waits, 30 s doubling to 15 min, and says how long. */
export function PinDialog(props: Props) {
  const { t, i18n } = useLingui();
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { lockedUntil, now, setLockedUntil } = usePinLock();
  const checking = props.pin !== "new";
  const locked = checking && lockedUntil > now;

  const tryPin = async (): Promise<string | null> => {
    const [min, max] = [i18n.number(MIN_PIN_DIGITS), i18n.number(MAX_PIN_DIGITS)];
    if (props.pin === "new") return isPinFormat(pin) ? props.onPin(pin) : t`Enter ${min} to ${max} digits.`;
    if (!new RegExp(`^\\d{1,${MAX_PIN_DIGITS}}$`).test(pin)) return t`Enter the staff PIN (digits only).`;
    const problem = props.validate?.() ?? null;
    if (problem) return problem;
    const check = await checkPin(props.pin, pin);
    if (!check.ok) {
      setLockedUntil(check.lockedUntil);
      return t`That PIN is not right.`;
    }
    return props.onPin(pin);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (locked) return;
    setBusy(true);
    const problem = await tryPin().finally(() => setBusy(false));
    setError(problem);
    if (!problem) setPin("");
  };
  return (
    <StaffDialogFrame
      title={props.title}
      description={props.description}
      submitLabel={props.submitLabel}
      onClose={props.onClose}
      onSubmit={submit}
      submitDisabled={busy || locked}
    >
      {props.children}
      <label htmlFor="kiosk-pin" className="font-semibold">
        <Trans>Staff PIN</Trans>
      </label>
      <input
        id="kiosk-pin"
        className="field"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        aria-invalid={!!error}
        aria-describedby={[error ? "kiosk-pin-error" : "", locked ? "kiosk-pin-wait" : ""].join(" ").trim() || undefined}
        onChange={(e) => setPin(e.target.value)}
      />
      {error && (
        <p id="kiosk-pin-error" className="m-0 text-sm text-red-800">
          {error}
        </p>
      )}
      {locked && (
        <p id="kiosk-pin-wait" className="m-0 text-sm text-red-800">
          {waitText(lockedUntil - now, i18n)}
        </p>
      )}
    </StaffDialogFrame>
  );
}

import { useLingui } from "@lingui/react/macro";
import { MAX_PIN_DIGITS, MIN_PIN_DIGITS, type Pbkdf2Pin } from "../../schema/kiosk/kiosk-pin";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";

/** Kiosk mode was switched on: staff choose the PIN that will guard the staff menu. It cannot be dismissed. */
export function FirstPinDialog({ teamCode, onPin }: { teamCode: string | null; onPin: (pin: Pbkdf2Pin) => Promise<void> }) {
  const { t, i18n } = useLingui();
  // The PIN's length rule, in the language's digits, and the bound team: whole sentences, joined.
  const [min, max] = [i18n.number(MIN_PIN_DIGITS), i18n.number(MAX_PIN_DIGITS)];
  // The placeholder's name is part of the message its translations are keyed by.
  const code = teamCode;
  const teamNote = code ? ` ${t`New respondents join the team with the code ${code}.`}` : "";
  return (
    <PinDialog
      title={t`Set a staff PIN for kiosk mode`}
      description={`${t`Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (${min} to ${max} digits) that staff will need to leave kiosk mode.`}${teamNote}`}
      submitLabel={t`Start kiosk mode`}
      pin="new"
      onPin={async (entered) => {
        await onPin(await hashNewPin(entered));
        return null;
      }}
    />
  );
}

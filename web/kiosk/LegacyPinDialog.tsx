import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS, type Pbkdf2Pin, type StoredPin } from "../../schema/kiosk/kiosk-pin";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";

/** A PIN an earlier version stored (4 digits, unsalted): entered once more, it gives way to a new one of 6 digits or more. */
export function LegacyPinDialog({ pin, onPin }: { pin: StoredPin; onPin: (pin: Pbkdf2Pin) => Promise<void> }) {
  const { t, i18n } = useLingui();
  const [newPin, setNewPin] = useState("");
  const [min, max] = [i18n.number(MIN_PIN_DIGITS), i18n.number(MAX_PIN_DIGITS)];
  return (
    <PinDialog
      title={t`Set a new staff PIN`}
      description={t`This kiosk's PIN was set by an earlier version of the app, which allowed 4 digits. Enter it once more, and choose a new PIN of ${min} to ${max} digits.`}
      submitLabel={t`Save the new PIN`}
      pin={pin}
      validate={() => (isPinFormat(newPin) ? null : t`The new PIN needs ${min} to ${max} digits.`)}
      onPin={async () => {
        await onPin(await hashNewPin(newPin));
        setNewPin("");
        return null;
      }}
    >
      <label htmlFor="kiosk-new-pin" className="font-semibold">
        <Trans>New staff PIN</Trans>
      </label>
      <input
        id="kiosk-new-pin"
        className="field"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={newPin}
        onChange={(e) => setNewPin(e.target.value)}
      />
    </PinDialog>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { isPinFormat, MAX_PIN_DIGITS, MIN_PIN_DIGITS } from "../../schema/kiosk-pin";
import { useState } from "react";
import Modal from "../ui/Modal";
import { hashNewPin } from "./pin";
import { PinDialog } from "./PinDialog";
import { saveKiosk, type KioskSettings } from "./settings";
import { StaffSession } from "./StaffSession";

type Props = {
  settings: KioskSettings;
  onChange: (s: KioskSettings) => void;
  /** The staff button was pressed (web/kiosk/StaffButton.tsx): the PIN, then the staff menu. */
  menuOpen: boolean;
  onMenuClose: () => void;
};

/**
 * Setting the staff PIN when kiosk mode is switched on; behind it, once staff press the staff button, the staff menu
 * (decision 065): the kiosk's team, its language, the tablet's name, exporting answers and leaving kiosk mode.
 */
export function KioskControls({ settings, onChange, menuOpen, onMenuClose }: Props) {
  const { t, i18n } = useLingui();
  const [newPin, setNewPin] = useState("");
  const pin = settings.pin;
  const save = async (next: KioskSettings) => {
    await saveKiosk(next);
    onChange(next);
  };
  // The PIN's length rule, in the language's digits, and the bound team: whole sentences, joined.
  const [min, max] = [i18n.number(MIN_PIN_DIGITS), i18n.number(MAX_PIN_DIGITS)];
  const code = settings.teamCode;
  const teamNote = code ? ` ${t`New respondents join the team with the code ${code}.`}` : "";
  return (
    <>
      {menuOpen && pin?.kind === "unreadable" && (
        <Modal title={t`Staff menu`} onClose={onMenuClose}>
          <p role="alert" className="m-0">
            <Trans>
              This kiosk&apos;s staff PIN cannot be read, so no PIN opens its staff screens. Answers still upload. To leave kiosk mode,
              clear this site&apos;s data in the browser&apos;s settings once nothing is waiting to upload.
            </Trans>
          </p>
        </Modal>
      )}
      {menuOpen && pin?.kind === "pbkdf2-sha256" && <StaffSession settings={settings} pin={pin} onSave={save} onClose={onMenuClose} />}
      {settings.enabled && !pin && (
        <PinDialog
          title={t`Set a staff PIN for kiosk mode`}
          description={`${t`Kiosk mode lets many people take the assessment on this device, one after another. Choose a PIN (${min} to ${max} digits) that staff will need to leave kiosk mode.`}${teamNote}`}
          submitLabel={t`Start kiosk mode`}
          pin="new"
          onPin={async (entered) => {
            await save({ ...settings, pin: await hashNewPin(entered) });
            return null;
          }}
        />
      )}
      {settings.enabled && pin?.kind === "legacy-sha256" && (
        <PinDialog
          title={t`Set a new staff PIN`}
          description={t`This kiosk's PIN was set by an earlier version of the app, which allowed 4 digits. Enter it once more, and choose a new PIN of ${min} to ${max} digits.`}
          submitLabel={t`Save the new PIN`}
          pin={pin}
          validate={() => (isPinFormat(newPin) ? null : t`The new PIN needs ${min} to ${max} digits.`)}
          onPin={async () => {
            await save({ ...settings, pin: await hashNewPin(newPin) });
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
      )}
    </>
  );
}

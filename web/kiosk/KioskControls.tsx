import { FirstPinDialog } from "./FirstPinDialog";
import { LegacyPinDialog } from "./LegacyPinDialog";
import { saveKiosk, type KioskSettings } from "./settings";
import { StaffSession } from "./StaffSession";
import { UnreadablePinNotice } from "./UnreadablePinNotice";

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
  const pin = settings.pin;
  const save = async (next: KioskSettings) => {
    await saveKiosk(next);
    onChange(next);
  };
  return (
    <>
      {menuOpen && pin?.kind === "unreadable" && <UnreadablePinNotice onClose={onMenuClose} />}
      {menuOpen && pin?.kind === "pbkdf2-sha256" && <StaffSession settings={settings} pin={pin} onSave={save} onClose={onMenuClose} />}
      {settings.enabled && !pin && <FirstPinDialog teamCode={settings.teamCode} onPin={(hashed) => save({ ...settings, pin: hashed })} />}
      {settings.enabled && pin?.kind === "legacy-sha256" && (
        <LegacyPinDialog pin={pin} onPin={(hashed) => save({ ...settings, pin: hashed })} />
      )}
    </>
  );
}

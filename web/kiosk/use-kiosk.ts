import { startTransition, useEffect, useState } from "react";
import { isSecuredKiosk, KIOSK_OFF } from "../../schema/kiosk/kiosk-settings";
import { kioskRequestFromUrl, loadKiosk, saveKiosk, type KioskSettings } from "./settings";

/**
 * What the address asks of the device's kiosk settings. Only a device that is not yet a kiosk with a PIN
 * takes them (`?kiosk=1`, `&idle=`, `&team=`): afterwards anyone at the booth can type a URL, so only the
 * staff screen behind the PIN changes them (docs/offline.md, kiosk mode).
 */
export function settingsFromUrl(current: KioskSettings, search: string): KioskSettings {
  const request = kioskRequestFromUrl(search);
  if (!request.enable || isSecuredKiosk(current)) return current;
  return {
    enabled: true,
    pin: null,
    idleSeconds: request.idleSeconds ?? current.idleSeconds,
    // Staff open the kiosk link themselves: its team binds the kiosk (changed later behind the PIN).
    teamCode: request.teamCode ?? current.teamCode,
    language: request.language ?? current.language,
    label: current.label,
  };
}

/** The device's kiosk settings; `?kiosk=1` in the address switches kiosk mode on and is remembered. */
export function useKiosk(): [KioskSettings | undefined, (s: KioskSettings) => void] {
  const [settings, setSettings] = useState<KioskSettings>();
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const current = await loadKiosk();
      const next = settingsFromUrl(current, window.location.search);
      if (next !== current) await saveKiosk(next);
      if (!cancelled) startTransition(() => setSettings(next));
    })().catch((error) => {
      console.error("Could not read kiosk settings", error);
      if (!cancelled) setSettings(KIOSK_OFF);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return [settings, setSettings];
}

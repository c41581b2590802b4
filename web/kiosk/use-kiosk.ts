import { startTransition, useEffect, useState } from "react";
import { KIOSK_OFF } from "../../schema/kiosk-settings";
import { kioskRequestFromUrl, loadKiosk, saveKiosk, type KioskSettings } from "./settings";

/** The device's kiosk settings; `?kiosk=1` in the address switches kiosk mode on and is remembered. */
export function useKiosk(): [KioskSettings | undefined, (s: KioskSettings) => void] {
  const [settings, setSettings] = useState<KioskSettings>();
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const current = await loadKiosk();
      const request = kioskRequestFromUrl(window.location.search);
      let next = current;
      if (request.enable && !current.enabled) next = { ...current, enabled: true, pin: null };
      if (request.enable && request.idleSeconds) next = { ...next, idleSeconds: request.idleSeconds };
      // Staff open the kiosk link themselves: its team binds the kiosk (changed later behind the PIN).
      if (request.enable && request.teamCode && request.teamCode !== next.teamCode) next = { ...next, teamCode: request.teamCode };
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

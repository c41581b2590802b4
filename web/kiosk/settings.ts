import { KIOSK_OFF, MAX_IDLE_SECONDS, MIN_IDLE_SECONDS, type KioskSettings } from "../../schema/kiosk/kiosk-settings";
import { peekMeta, setMeta } from "../db/meta";
import type { Language } from "../../schema/assessment/languages";
import { teamCodeFromUrl } from "../../schema/teams/team-code";
import { languageFromUrl } from "../i18n/preference";

export type { KioskSettings } from "../../schema/kiosk/kiosk-settings";

/**
 * Kiosk mode for tablets at events, remembered on the device (Dexie meta 'kiosk'), repaired field by field on
 * the way back; a PIN that cannot be read keeps the kiosk locked (schema/kiosk/kiosk-settings.ts).
 */
export async function loadKiosk(): Promise<KioskSettings> {
  // Read without Dexie: the flow's first paint waits for it (web/db/peek.ts).
  return (await peekMeta("kiosk").catch(() => undefined)) ?? KIOSK_OFF;
}

export function saveKiosk(settings: KioskSettings) {
  return setMeta("kiosk", settings);
}

/**
 * `?kiosk=1` switches kiosk mode on; `&idle=N` sets the idle reset in seconds (30..3600); `&team=CODE` binds it to a
 * team; `&lang=` sets its language.
 */
export function kioskRequestFromUrl(search: string): {
  enable: boolean;
  idleSeconds: number | null;
  teamCode: string | null;
  language: Language | null;
} {
  const params = new URLSearchParams(search);
  const idle = Number(params.get("idle"));
  return {
    enable: params.get("kiosk") === "1",
    idleSeconds: Number.isFinite(idle) && idle >= MIN_IDLE_SECONDS && idle <= MAX_IDLE_SECONDS ? Math.round(idle) : null,
    teamCode: teamCodeFromUrl(search),
    language: languageFromUrl(search) ?? null,
  };
}

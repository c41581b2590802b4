import { getMeta, setMeta } from "../db/meta";
import { teamCodeFromUrl } from "../flow/team-code";

/**
 * Kiosk mode for tablets at events, remembered on the device (Dexie meta 'kiosk'). `teamCode` binds the
 * kiosk to a team (DESIGN §9): every respondent on it joins that team, through every reset.
 */
export type KioskSettings = { enabled: boolean; idleSeconds: number; pinHash: string | null; teamCode: string | null };

export const DEFAULT_IDLE_SECONDS = 120;
const OFF: KioskSettings = { enabled: false, idleSeconds: DEFAULT_IDLE_SECONDS, pinHash: null, teamCode: null };

export async function loadKiosk(): Promise<KioskSettings> {
  const stored = await getMeta<Partial<KioskSettings>>("kiosk").catch(() => undefined);
  return { ...OFF, ...stored };
}

export function saveKiosk(settings: KioskSettings) {
  return setMeta("kiosk", settings);
}

export async function hashPin(pin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sociality-kiosk:${pin}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `?kiosk=1` switches kiosk mode on; `&idle=N` sets the idle reset in seconds (30..3600); `&team=CODE` binds it to a team. */
export function kioskRequestFromUrl(search: string): { enable: boolean; idleSeconds: number | null; teamCode: string | null } {
  const params = new URLSearchParams(search);
  const idle = Number(params.get("idle"));
  return {
    enable: params.get("kiosk") === "1",
    idleSeconds: Number.isFinite(idle) && idle >= 30 && idle <= 3600 ? Math.round(idle) : null,
    teamCode: teamCodeFromUrl(search),
  };
}

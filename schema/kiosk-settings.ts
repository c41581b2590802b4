// Kiosk settings as stored on a device (docs/offline.md, kiosk mode): read back field by field, never cast.
import { StoredPinSchema, type StoredPin } from "./kiosk-pin";
import { isTeamCode } from "./team-api";

/** `teamCode` binds the kiosk to a team: every respondent on it joins that team, through every reset. */
export type KioskSettings = { enabled: boolean; idleSeconds: number; pin: StoredPin | null; teamCode: string | null };

export const DEFAULT_IDLE_SECONDS = 120;
export const MIN_IDLE_SECONDS = 30;
export const MAX_IDLE_SECONDS = 3600;
export const KIOSK_OFF: KioskSettings = { enabled: false, idleSeconds: DEFAULT_IDLE_SECONDS, pin: null, teamCode: null };

export const isIdleSeconds = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n >= MIN_IDLE_SECONDS && n <= MAX_IDLE_SECONDS;

const field = (raw: unknown, key: string): unknown => (raw && typeof raw === "object" && key in raw ? (raw as Record<string, unknown>)[key] : undefined);

/** The previous version stored `pinHash`, an unsalted SHA-256 in hex: kept as a legacy PIN that must be replaced. */
function pinOf(raw: unknown): StoredPin | null {
  const pin = StoredPinSchema.safeParse(field(raw, "pin"));
  if (pin.success) return pin.data;
  const legacy = StoredPinSchema.safeParse({ kind: "legacy-sha256", hash: field(raw, "pinHash") });
  return legacy.success ? legacy.data : null;
}

/** Each field kept only when it is valid, else its default: a damaged or older record still gives working settings. */
export function parseKioskSettings(raw: unknown): KioskSettings {
  const enabled = field(raw, "enabled");
  const idle = field(raw, "idleSeconds");
  const team = field(raw, "teamCode");
  return {
    enabled: enabled === true,
    idleSeconds: isIdleSeconds(idle) ? idle : DEFAULT_IDLE_SECONDS,
    pin: pinOf(raw),
    teamCode: typeof team === "string" && isTeamCode(team) ? team : null,
  };
}

/** Staff have secured this kiosk: from then on only the staff screen behind the PIN changes its settings. */
export const isSecuredKiosk = (s: KioskSettings) => s.enabled && s.pin !== null;

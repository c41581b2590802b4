// Kiosk settings as stored on a device (docs/offline.md, kiosk mode): read back field by field, never cast.
import { StoredPinSchema, type StoredPin } from "./kiosk-pin";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../assessment/languages";
import { isTeamCode } from "../teams/team-api";

/** A PIN record that is there but cannot be read (damaged, or written by a version this one does not know): no PIN matches it. */
export type UnreadablePin = { kind: "unreadable" };
export const UNREADABLE_PIN: UnreadablePin = { kind: "unreadable" };
export type KioskPin = StoredPin | UnreadablePin;

/**
 * `teamCode` binds the kiosk to a team: every respondent on it joins that team, through every reset. `language`:
 * each respondent starts in it, and "Next respondent" goes back to it (docs/languages.md#choosing-the-language).
 * `label` is the staff's name for the tablet ("Tablet 3"), shown on the live board (docs/admin.md#the-live-board).
 */
export type KioskSettings = {
  enabled: boolean;
  idleSeconds: number;
  pin: KioskPin | null;
  teamCode: string | null;
  language: Language;
  label: string | null;
};

export const DEFAULT_IDLE_SECONDS = 120;
/** A tablet's staff label: at most this many characters (the health report holds it to the same). */
export const MAX_LABEL_LENGTH = 40;
export const MIN_IDLE_SECONDS = 30;
export const MAX_IDLE_SECONDS = 3600;
export const KIOSK_OFF: KioskSettings = {
  enabled: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  pin: null,
  teamCode: null,
  language: DEFAULT_LANGUAGE,
  label: null,
};

/** A label as stored: trimmed, 1 to MAX_LABEL_LENGTH characters; anything else is none. */
export function kioskLabel(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const label = raw.trim();
  return label && label.length <= MAX_LABEL_LENGTH ? label : null;
}

export const isIdleSeconds = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= MIN_IDLE_SECONDS && n <= MAX_IDLE_SECONDS;

const isRecord = (raw: unknown): raw is Record<string, unknown> => typeof raw === "object" && raw !== null && !Array.isArray(raw);
const isSet = (value: unknown) => value !== undefined && value !== null;

/** The previous version stored `pinHash`, an unsalted SHA-256 in hex: kept as a legacy PIN that must be replaced. */
function pinOf(raw: Record<string, unknown>): KioskPin | null {
  const pin = StoredPinSchema.safeParse(raw.pin);
  if (pin.success) return pin.data;
  const legacy = StoredPinSchema.safeParse({ kind: "legacy-sha256", hash: raw.pinHash });
  if (legacy.success) return legacy.data;
  // Dropping a damaged PIN would let the next visitor set their own and take the kiosk: it stays locked instead.
  return isSet(raw.pin) || isSet(raw.pinHash) ? UNREADABLE_PIN : null;
}

/**
 * Each field kept only when it is valid, else its default: a damaged or older record still gives working
 * settings (Excalidraw's restore.ts habit). Never an open kiosk where a PIN may have been: a record that
 * is not an object at all, or whose PIN cannot be read, reads as a secured kiosk that no PIN opens.
 */
export function parseKioskSettings(raw: unknown): KioskSettings {
  if (!isRecord(raw)) return { ...KIOSK_OFF, enabled: true, pin: UNREADABLE_PIN };
  const pin = pinOf(raw);
  const { enabled, idleSeconds, teamCode, language, label } = raw;
  return {
    // A kiosk holding a PIN was secured by staff: a damaged switch does not leave kiosk mode.
    enabled: typeof enabled === "boolean" ? enabled : pin !== null,
    idleSeconds: isIdleSeconds(idleSeconds) ? idleSeconds : DEFAULT_IDLE_SECONDS,
    pin,
    teamCode: typeof teamCode === "string" && isTeamCode(teamCode) ? teamCode : null,
    // Kiosks set up before languages have none: English, as they were.
    language: isLanguage(language) ? language : DEFAULT_LANGUAGE,
    // Records written before the label existed have none.
    label: kioskLabel(label),
  };
}

/** Staff have secured this kiosk: from then on only the staff screen behind the PIN changes its settings. */
export const isSecuredKiosk = (s: KioskSettings) => s.enabled && s.pin !== null;

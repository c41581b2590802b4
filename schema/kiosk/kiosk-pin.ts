// The kiosk's staff PIN (docs/offline.md, kiosk mode; docs/decisions/031-kiosk-pin-settings-and-export.md): pure rules, no I/O.
import * as z from "zod/mini";

export const MIN_PIN_DIGITS = 6;
export const MAX_PIN_DIGITS = 12;
export const PIN_RULE_TEXT = `Enter ${MIN_PIN_DIGITS} to ${MAX_PIN_DIGITS} digits.`;

export const isPinFormat = (pin: string) => new RegExp(`^\\d{${MIN_PIN_DIGITS},${MAX_PIN_DIGITS}}$`).test(pin);

/** About 200 ms per check on an event tablet (seal's 600,000 take about half a second there): slow for guessing, quick for staff. */
export const PIN_PBKDF2_ITERATIONS = 250_000;

/** Wrong tries allowed before the first wait. */
export const FREE_PIN_TRIES = 5;
export const FIRST_LOCK_SECONDS = 30;
/** The longest wait: long enough that 10^6 PINs take years, short enough that a child's taps never lock staff out for the event. */
export const MAX_LOCK_SECONDS = 15 * 60;

/** Seconds to wait after `failures` wrong tries in a row: none for the first 4, then 30 s doubling to 15 minutes. */
export function lockSeconds(failures: number): number {
  if (failures < FREE_PIN_TRIES) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** Math.min(failures - FREE_PIN_TRIES, 30), MAX_LOCK_SECONDS);
}

/** "Try again in 28 s" / "Try again in 2 min 5 s": the wait shown on the PIN dialog, rounded up. */
export function waitText(ms: number): string {
  const total = Math.max(1, Math.ceil(ms / 1000));
  const min = Math.floor(total / 60);
  const sec = total % 60;
  return `Too many wrong PINs. Try again in ${min ? `${min} min${sec ? ` ${sec} s` : ""}` : `${sec} s`}.`;
}

const hex64 = z.string().check(z.regex(/^[0-9a-f]{64}$/));
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]+={0,2}$/));

/** A PIN as stored: PBKDF2-SHA-256 with the device's random salt; iterations kept so a later version can raise them. */
export const Pbkdf2PinSchema = z.object({
  kind: z.literal("pbkdf2-sha256"),
  iterations: z.int().check(z.gte(100_000), z.lte(2_000_000)),
  salt: base64,
  hash: base64,
});
/** The previous version's unsalted SHA-256 of a 4-to-12-digit PIN: it unlocks once, to set a new PIN. */
export const LegacyPinSchema = z.object({ kind: z.literal("legacy-sha256"), hash: hex64 });
export const StoredPinSchema = z.union([Pbkdf2PinSchema, LegacyPinSchema]);
export type Pbkdf2Pin = z.infer<typeof Pbkdf2PinSchema>;
export type StoredPin = z.infer<typeof StoredPinSchema>;

/** Wrong tries in a row and, once over the free ones, when the next try is allowed (epoch ms). */
export const PinLockSchema = z.object({ failures: z.int().check(z.gte(0)), lockedUntil: z.number() });
export type PinLock = z.infer<typeof PinLockSchema>;
export const NO_LOCK: PinLock = { failures: 0, lockedUntil: 0 };

/** A stored lock read back: anything unreadable counts as the longest lock, so wiping a field never frees guessing. */
export function parsePinLock(raw: unknown, now: number): PinLock {
  if (raw === undefined) return NO_LOCK;
  const lock = PinLockSchema.safeParse(raw);
  if (!lock.success) return { failures: FREE_PIN_TRIES, lockedUntil: now + MAX_LOCK_SECONDS * 1000 };
  // A clock set back must not stretch a lock past its longest wait.
  return { failures: lock.data.failures, lockedUntil: Math.min(lock.data.lockedUntil, now + MAX_LOCK_SECONDS * 1000) };
}

/** The lock after one more wrong try at `now`. */
export const afterWrongPin = (lock: PinLock, now: number): PinLock => {
  const failures = lock.failures + 1;
  return { failures, lockedUntil: now + lockSeconds(failures) * 1000 };
};

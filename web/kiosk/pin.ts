import { afterWrongPin, NO_LOCK, parsePinLock, PIN_PBKDF2_ITERATIONS, type Pbkdf2Pin } from "../../schema/kiosk/kiosk-pin";
import type { KioskPin } from "../../schema/kiosk/kiosk-settings";
import { getMeta, setMeta } from "../db/meta";
import { fromBase64, toBase64 } from "../../schema/base64";

// Its own record, apart from the settings: saving the team or leaving kiosk mode never resets the count.
const LOCK_KEY = "kioskPinLock";

async function derive(pin: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(pin), "PBKDF2", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, material, 256));
}

/** A new PIN as stored: PBKDF2-SHA-256 with a fresh random salt for this device. */
export async function hashNewPin(pin: string, iterations = PIN_PBKDF2_ITERATIONS): Promise<Pbkdf2Pin> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { kind: "pbkdf2-sha256", iterations, salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)) };
}

/** The previous version's hash, only to recognise a legacy PIN once. */
async function legacyHash(pin: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sociality-kiosk:${pin}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.reduce((diff, x, i) => diff | (x ^ b[i]!), 0) === 0;

async function matches(stored: KioskPin, pin: string): Promise<boolean> {
  if (stored.kind === "unreadable") return false;
  if (stored.kind === "legacy-sha256") return (await legacyHash(pin)) === stored.hash;
  return sameBytes(await derive(pin, fromBase64(stored.salt), stored.iterations), fromBase64(stored.hash));
}

/** When the next try is allowed (epoch ms; in the past when it is allowed now). */
export async function pinLockedUntil(now = Date.now()): Promise<number> {
  return parsePinLock(await getMeta(LOCK_KEY), now).lockedUntil;
}

export type PinCheck = { ok: true } | { ok: false; lockedUntil: number };

/**
 * Checks a PIN against the stored one, at most once per lock: a try is counted as wrong before the slow
 * derivation runs, so reloading mid-check does not make it free; a right PIN clears the count.
 */
export async function checkPin(stored: KioskPin, pin: string, now = Date.now()): Promise<PinCheck> {
  const lock = parsePinLock(await getMeta(LOCK_KEY), now);
  if (lock.lockedUntil > now) return { ok: false, lockedUntil: lock.lockedUntil };
  const next = afterWrongPin(lock, now);
  await setMeta(LOCK_KEY, next);
  if (!(await matches(stored, pin))) return { ok: false, lockedUntil: next.lockedUntil };
  await setMeta(LOCK_KEY, NO_LOCK);
  return { ok: true };
}

import { beforeEach, describe, expect, it, vi } from "vitest";
import { PIN_PBKDF2_ITERATIONS } from "../../schema/kiosk/kiosk-pin";
import { db } from "../db/db";
import { fromBase64 } from "../../schema/base64";
import { checkPin, hashNewPin, pinLockedUntil } from "./pin";

beforeEach(() => db.meta.clear());

describe("the staff PIN on the device", () => {
  it("is stored as PBKDF2-SHA-256 with its own random salt, never the digits or a plain hash", async () => {
    const [a, b] = await Promise.all([hashNewPin("246813"), hashNewPin("246813")]);
    expect(a).toMatchObject({ kind: "pbkdf2-sha256", iterations: PIN_PBKDF2_ITERATIONS });
    expect(fromBase64(a.salt)).toHaveLength(16);
    expect(fromBase64(a.hash)).toHaveLength(32);
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(JSON.stringify(a)).not.toContain("246813");
    expect((await checkPin(a, "246813")).ok).toBe(true);
    expect((await checkPin(b, "246813")).ok).toBe(true);
    expect((await checkPin(a, "246814")).ok).toBe(false);
  });

  it("waits 30 s after the fifth wrong try, refuses even the right PIN meanwhile, then doubles the wait; the lock outlives a reload", async () => {
    const pin = await hashNewPin("246813", 100_000);
    const t0 = 1_000_000;
    for (let i = 1; i <= 4; i++) expect(await checkPin(pin, "000000", t0 + i)).toEqual({ ok: false, lockedUntil: t0 + i });
    expect(await checkPin(pin, "000000", t0 + 5)).toEqual({ ok: false, lockedUntil: t0 + 5 + 30_000 });
    // Read back from IndexedDB, as after a reload.
    expect(await pinLockedUntil(t0 + 10)).toBe(t0 + 30_005);
    expect(await checkPin(pin, "246813", t0 + 29_000)).toEqual({ ok: false, lockedUntil: t0 + 30_005 });
    expect(await checkPin(pin, "000000", t0 + 31_000)).toEqual({ ok: false, lockedUntil: t0 + 31_000 + 60_000 });
    expect(await checkPin(pin, "246813", t0 + 92_000)).toEqual({ ok: true });
    // A right PIN starts the count again.
    expect(await checkPin(pin, "000000", t0 + 93_000)).toEqual({ ok: false, lockedUntil: t0 + 93_000 });
  });

  it("counts a try before checking it, so a check cut short by a reload is not free", async () => {
    const pin = await hashNewPin("246813", 100_000);
    for (let i = 0; i < 4; i++) await checkPin(pin, "000000", 10);
    const derive = crypto.subtle.deriveBits.bind(crypto.subtle);
    const seen: unknown[] = [];
    // When the slow derivation starts, the device already holds the fifth try as wrong.
    const spy = vi.spyOn(crypto.subtle, "deriveBits").mockImplementation(async (...args) => {
      seen.push((await db.meta.get("kioskPinLock"))?.value);
      return derive(...args);
    });
    try {
      expect(await checkPin(pin, "246813", 20)).toEqual({ ok: true });
    } finally {
      spy.mockRestore();
    }
    expect(seen).toEqual([{ failures: 5, lockedUntil: 30_020 }]);
    expect(await pinLockedUntil(30)).toBe(0);
  });

  it("still recognises a PIN of the previous version (unsalted SHA-256), under the same lock", async () => {
    const legacy = { kind: "legacy-sha256", hash: "df7a1d67d8ef4c2a7a4a3ad1df1f7a9d4ad0cf8bb5a8b69b0fb7f7a1b1e5b0b3" } as const;
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode("sociality-kiosk:2468"));
    const real = { ...legacy, hash: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("") };
    expect((await checkPin(real, "2468")).ok).toBe(true);
    expect((await checkPin(real, "1357")).ok).toBe(false);
    expect((await checkPin(legacy, "2468")).ok).toBe(false);
  });
});

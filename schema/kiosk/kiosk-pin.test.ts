import { describe, expect, it } from "vitest";
import { afterWrongPin, isPinFormat, lockSeconds, NO_LOCK, parsePinLock, waitText } from "./kiosk-pin";

describe("the staff PIN's rules", () => {
  it("takes 6 to 12 digits and nothing else", () => {
    expect(["123456", "123456789012"].map(isPinFormat)).toEqual([true, true]);
    expect(["2468", "12345", "1234567890123", "12345a", " 123456", ""].map(isPinFormat)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("lets 5 wrong tries pass, then waits 30 s, doubling, up to 15 minutes", () => {
    expect([0, 1, 4].map(lockSeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50, 10_000].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900]);
    let lock = NO_LOCK;
    for (let i = 0; i < 5; i++) lock = afterWrongPin(lock, 1_000);
    expect(lock).toEqual({ failures: 5, lockedUntil: 31_000 });
  });

  it("says the wait rounded up to the second", () => {
    expect(waitText(27_001)).toBe("Too many wrong PINs. Try again in 28 s.");
    expect(waitText(125_000)).toBe("Too many wrong PINs. Try again in 2 min 5 s.");
    expect(waitText(120_000)).toBe("Too many wrong PINs. Try again in 2 min.");
    expect(waitText(0)).toBe("Too many wrong PINs. Try again in 1 s.");
  });

  it("reads a stored lock back; a damaged one counts as the longest wait, and a clock set back cannot stretch it", () => {
    expect(parsePinLock(undefined, 0)).toEqual(NO_LOCK);
    expect(parsePinLock({ failures: 6, lockedUntil: 60_000 }, 1_000)).toEqual({ failures: 6, lockedUntil: 60_000 });
    expect(parsePinLock({ failures: "none" }, 1_000)).toEqual({ failures: 5, lockedUntil: 901_000 });
    expect(parsePinLock(null, 1_000)).toEqual({ failures: 5, lockedUntil: 901_000 });
    expect(parsePinLock({ failures: 9, lockedUntil: 10 ** 15 }, 1_000)).toEqual({ failures: 9, lockedUntil: 901_000 });
  });
});

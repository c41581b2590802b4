import { describe, expect, it } from "vitest";
import { isSecuredKiosk, KIOSK_OFF, parseKioskSettings, UNREADABLE_PIN } from "./kiosk-settings";

const legacyHash = "a".repeat(64);
const pbkdf2 = { kind: "pbkdf2-sha256", iterations: 250_000, salt: "c2FsdHNhbHRzYWx0c2FsdA==", hash: "aGFzaA==" } as const;

describe("kiosk settings read back from the device", () => {
  it("keeps a valid record as it is", () => {
    const settings = { enabled: true, idleSeconds: 300, pin: pbkdf2, teamCode: "abcd23efgh45", language: "en", label: "Tablet 3" };
    expect(parseKioskSettings(settings)).toEqual(settings);
  });

  it("turns the previous version's pinHash (unsalted SHA-256) into a legacy PIN that must be replaced", () => {
    expect(parseKioskSettings({ enabled: true, idleSeconds: 90, pinHash: legacyHash, teamCode: null })).toEqual({
      enabled: true,
      idleSeconds: 90,
      pin: { kind: "legacy-sha256", hash: legacyHash },
      teamCode: null,
      language: "en",
      label: null,
    });
    expect(parseKioskSettings({ ...KIOSK_OFF, language: "ar" }).language).toBe("ar");
    expect(parseKioskSettings({ ...KIOSK_OFF, language: "fr" }).language).toBe("en");
    expect(parseKioskSettings({ enabled: true, pinHash: null }).pin).toBeNull();
  });

  it("reads a record written before the staff label existed as one without a label, and repairs a damaged label to none", () => {
    const older = { enabled: true, idleSeconds: 300, pin: pbkdf2, teamCode: "abcd23efgh45", language: "en" };
    expect(parseKioskSettings(older)).toEqual({ ...older, label: null });
    expect(parseKioskSettings({ ...older, label: 3 }).label).toBeNull();
    expect(parseKioskSettings({ ...older, label: "   " }).label).toBeNull();
    expect(parseKioskSettings({ ...older, label: "x".repeat(41) }).label).toBeNull();
    expect(parseKioskSettings({ ...older, label: "  Tablet 3 " }).label).toBe("Tablet 3");
  });

  it("repairs each damaged field to its default and drops unknown ones", () => {
    expect(parseKioskSettings({ enabled: "yes", idleSeconds: 5, pin: null, teamCode: "bad code", extra: 1 })).toEqual(KIOSK_OFF);
    expect(parseKioskSettings({ enabled: true, idleSeconds: 3600.5, pin: pbkdf2, teamCode: 7 })).toEqual({
      ...KIOSK_OFF,
      enabled: true,
      pin: pbkdf2,
    });
  });

  it("keeps a kiosk whose PIN cannot be read secured, behind a PIN nothing matches", () => {
    const locked = { ...KIOSK_OFF, enabled: true, pin: UNREADABLE_PIN };
    expect(
      parseKioskSettings({
        enabled: true,
        idleSeconds: 90,
        pin: { kind: "pbkdf2-sha256", iterations: 10 },
        teamCode: null,
        language: "en",
      }),
    ).toEqual({
      ...locked,
      idleSeconds: 90,
    });
    expect(parseKioskSettings({ enabled: true, pinHash: "A".repeat(64) })).toEqual(locked);
    expect(parseKioskSettings({ enabled: true, pin: { kind: "argon2" } })).toEqual(locked);
    expect(isSecuredKiosk(parseKioskSettings({ enabled: true, pin: "garbage" }))).toBe(true);
  });

  it("does not leave kiosk mode when the switch is damaged but a PIN is there", () => {
    expect(parseKioskSettings({ enabled: "yes", pin: pbkdf2 })).toEqual({ ...KIOSK_OFF, enabled: true, pin: pbkdf2 });
    expect(parseKioskSettings({ enabled: 1, pin: { kind: "pbkdf2-sha256" } })).toEqual({
      ...KIOSK_OFF,
      enabled: true,
      pin: UNREADABLE_PIN,
    });
    expect(parseKioskSettings({ enabled: false, pin: pbkdf2 }).enabled).toBe(false);
  });

  it("reads a record that is not an object as a locked kiosk: it may have held a PIN", () => {
    for (const raw of ["garbage", null, 42, ["enabled"]])
      expect(parseKioskSettings(raw)).toEqual({ ...KIOSK_OFF, enabled: true, pin: UNREADABLE_PIN });
  });

  it("calls a kiosk secured once it is on with a PIN", () => {
    expect(isSecuredKiosk({ ...KIOSK_OFF, enabled: true, pin: pbkdf2 })).toBe(true);
    expect(isSecuredKiosk({ ...KIOSK_OFF, enabled: true, pin: { kind: "legacy-sha256", hash: legacyHash } })).toBe(true);
    expect(isSecuredKiosk({ ...KIOSK_OFF, enabled: true })).toBe(false);
    expect(isSecuredKiosk({ ...KIOSK_OFF, pin: pbkdf2 })).toBe(false);
  });
});

import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { checkPin, hashNewPin } from "./pin";
import { kioskRequestFromUrl, loadKiosk, saveKiosk } from "./settings";
import { settingsFromUrl } from "./use-kiosk";

beforeEach(() => db.meta.clear());

/** Writes what a damaged device or an older version left, bypassing the typed writer. */
const store = (value: unknown) => db.meta.put({ key: "kiosk", value });

describe("kiosk settings", () => {
  it("reads the switch and idle time from the URL", () => {
    expect(kioskRequestFromUrl("?kiosk=1&idle=300")).toEqual({ enable: true, idleSeconds: 300, teamCode: null, language: null });
    expect(kioskRequestFromUrl("?kiosk=1&idle=5")).toEqual({ enable: true, idleSeconds: null, teamCode: null, language: null });
    expect(kioskRequestFromUrl("")).toEqual({ enable: false, idleSeconds: null, teamCode: null, language: null });
    expect(kioskRequestFromUrl("?kiosk=1&team=abcd23efgh45")).toMatchObject({ enable: true, teamCode: "abcd23efgh45", language: null });
    expect(kioskRequestFromUrl("?kiosk=1&team=bad code")).toMatchObject({ teamCode: null, language: null });
  });

  it("is off by default and remembered once saved", async () => {
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 120, pin: null, teamCode: null, language: "en", label: null });
    const pin = await hashNewPin("246813", 100_000);
    await saveKiosk({ enabled: true, idleSeconds: 90, pin, teamCode: "abcd23efgh45", language: "en", label: null });
    expect(await loadKiosk()).toEqual({ enabled: true, idleSeconds: 90, pin, teamCode: "abcd23efgh45", language: "en", label: null });
  });

  it("reads the previous version's record (a 4-digit PIN's SHA-256) back as a legacy PIN, and repairs damaged fields", async () => {
    const pinHash = "0f".repeat(32);
    await store({ enabled: true, idleSeconds: 90, pinHash, teamCode: "abcd23efgh45" });
    expect(await loadKiosk()).toEqual({
      enabled: true,
      idleSeconds: 90,
      pin: { kind: "legacy-sha256", hash: pinHash },
      teamCode: "abcd23efgh45",
      // Before languages, every kiosk was English.
      language: "en",
      label: null,
    });
    await store({ enabled: 1, idleSeconds: "90", pin: null, teamCode: ["x"], extra: { nested: true } });
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 120, pin: null, teamCode: null, language: "en", label: null });
    await store({ idleSeconds: 45 });
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 45, pin: null, teamCode: null, language: "en", label: null });
  });

  it("keeps a kiosk whose PIN record is damaged locked behind staff: no PIN opens it, no link re-opens it", async () => {
    const pin = await hashNewPin("246813", 100_000);
    for (const damaged of [{ ...pin, salt: 7 }, { kind: "pbkdf2-sha256" }, "garbage", { kind: "argon2id", hash: "x" }]) {
      await store({ enabled: true, idleSeconds: 90, pin: damaged, teamCode: null, language: "en", label: null });
      const settings = await loadKiosk();
      expect(settings).toEqual({
        enabled: true,
        idleSeconds: 90,
        pin: { kind: "unreadable" },
        teamCode: null,
        language: "en",
        label: null,
      });
      // A visitor typing the kiosk link cannot get the "Set a staff PIN" screen back.
      expect(settingsFromUrl(settings, "?kiosk=1&team=abcd23efgh45")).toBe(settings);
      expect((await checkPin(settings.pin!, "246813")).ok).toBe(false);
      await db.meta.delete("kioskPinLock");
    }
  });

  it("reads a kiosk record that is not an object, or a damaged switch beside a PIN, as a locked kiosk", async () => {
    await store("{ not json");
    expect(await loadKiosk()).toMatchObject({ enabled: true, pin: { kind: "unreadable" } });
    const pin = await hashNewPin("246813", 100_000);
    await store({ enabled: "yes", pin });
    expect(await loadKiosk()).toEqual({ enabled: true, idleSeconds: 120, pin, teamCode: null, language: "en", label: null });
  });
});

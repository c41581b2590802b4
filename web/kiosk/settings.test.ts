import { beforeEach, describe, expect, it } from "vitest";
import { db } from "../db/db";
import { hashNewPin } from "./pin";
import { kioskRequestFromUrl, loadKiosk, saveKiosk } from "./settings";

beforeEach(() => db.meta.clear());

/** Writes what a damaged device or an older version left, bypassing the typed writer. */
const store = (value: unknown) => db.meta.put({ key: "kiosk", value });

describe("kiosk settings", () => {
  it("reads the switch and idle time from the URL", () => {
    expect(kioskRequestFromUrl("?kiosk=1&idle=300")).toEqual({ enable: true, idleSeconds: 300, teamCode: null });
    expect(kioskRequestFromUrl("?kiosk=1&idle=5")).toEqual({ enable: true, idleSeconds: null, teamCode: null });
    expect(kioskRequestFromUrl("")).toEqual({ enable: false, idleSeconds: null, teamCode: null });
    expect(kioskRequestFromUrl("?kiosk=1&team=abcd23efgh45")).toMatchObject({ enable: true, teamCode: "abcd23efgh45" });
    expect(kioskRequestFromUrl("?kiosk=1&team=bad code")).toMatchObject({ teamCode: null });
  });

  it("is off by default and remembered once saved", async () => {
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 120, pin: null, teamCode: null });
    const pin = await hashNewPin("246813", 100_000);
    await saveKiosk({ enabled: true, idleSeconds: 90, pin, teamCode: "abcd23efgh45" });
    expect(await loadKiosk()).toEqual({ enabled: true, idleSeconds: 90, pin, teamCode: "abcd23efgh45" });
  });

  it("reads the previous version's record (a 4-digit PIN's SHA-256) back as a legacy PIN, and repairs damaged fields", async () => {
    const pinHash = "0f".repeat(32);
    await store({ enabled: true, idleSeconds: 90, pinHash, teamCode: "abcd23efgh45" });
    expect(await loadKiosk()).toEqual({ enabled: true, idleSeconds: 90, pin: { kind: "legacy-sha256", hash: pinHash }, teamCode: "abcd23efgh45" });
    await store({ enabled: 1, idleSeconds: "90", pin: null, teamCode: ["x"], extra: { nested: true } });
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 120, pin: null, teamCode: null });
    await store({ idleSeconds: 45 });
    expect(await loadKiosk()).toEqual({ enabled: false, idleSeconds: 45, pin: null, teamCode: null });
  });
});

import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { KIOSK_OFF, type KioskSettings } from "../../schema/kiosk/kiosk-settings";
import { db } from "../db/db";
import { hashNewPin } from "./pin";
import { loadKiosk, saveKiosk } from "./settings";
import { settingsFromUrl, useKiosk } from "./use-kiosk";

const ATTACK = "?kiosk=1&team=attackerteam123&idle=3600";

beforeEach(() => db.meta.clear());
afterEach(() => window.history.replaceState(null, "", "/"));

describe("kiosk settings from the address bar", () => {
  it("set up a device that is not yet a kiosk: on, no PIN yet, with the link's team, idle time and language", () => {
    expect(settingsFromUrl(KIOSK_OFF, "?kiosk=1&team=abcd23efgh45&idle=300&lang=es")).toEqual({
      enabled: true,
      pin: null,
      teamCode: "abcd23efgh45",
      idleSeconds: 300,
      language: "es",
      label: null,
    });
    expect(settingsFromUrl(KIOSK_OFF, "?kiosk=1")).toEqual({ ...KIOSK_OFF, enabled: true });
    expect(settingsFromUrl(KIOSK_OFF, "?team=abcd23efgh45&idle=300")).toBe(KIOSK_OFF);
  });

  it("change nothing on a kiosk with a PIN: only the staff screen behind the PIN does", async () => {
    const secured: KioskSettings = {
      enabled: true,
      idleSeconds: 120,
      pin: await hashNewPin("246813", 100_000),
      teamCode: "abcd23efgh45",
      language: "en",
      label: null,
    };
    expect(settingsFromUrl(secured, ATTACK)).toBe(secured);
    const legacy: KioskSettings = { ...secured, pin: { kind: "legacy-sha256", hash: "0f".repeat(32) } };
    expect(settingsFromUrl(legacy, ATTACK)).toBe(legacy);
  });

  it("apply again once kiosk mode was left behind the PIN, or while the PIN is not yet set", async () => {
    const left: KioskSettings = {
      enabled: false,
      idleSeconds: 120,
      pin: await hashNewPin("246813", 100_000),
      teamCode: "abcd23efgh45",
      language: "en",
      label: null,
    };
    expect(settingsFromUrl(left, "?kiosk=1&idle=300")).toEqual({
      enabled: true,
      pin: null,
      idleSeconds: 300,
      teamCode: "abcd23efgh45",
      language: "en",
      label: null,
    });
    const unset: KioskSettings = { ...KIOSK_OFF, enabled: true, teamCode: "abcd23efgh45", language: "en", label: null };
    expect(settingsFromUrl(unset, "?kiosk=1&team=otherteam12345")).toMatchObject({
      teamCode: "otherteam12345",
      language: "en",
      label: null,
    });
  });

  it("the attacker's URL on a set-up kiosk leaves the stored team and idle time as they were", async () => {
    const secured: KioskSettings = {
      enabled: true,
      idleSeconds: 180,
      pin: await hashNewPin("246813", 100_000),
      teamCode: "abcd23efgh45",
      language: "en",
      label: null,
    };
    await saveKiosk(secured);
    window.history.replaceState(null, "", `/test/ic${ATTACK}`);
    const { result } = renderHook(() => useKiosk());
    await waitFor(() => expect(result.current[0]).toEqual(secured));
    expect(await loadKiosk()).toEqual(secured);
  });
});

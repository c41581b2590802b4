import { describe, expect, it } from "vitest";
import { hashPin, kioskRequestFromUrl, loadKiosk, saveKiosk } from "./settings";

describe("kiosk settings", () => {
  it("reads the switch and idle time from the URL", () => {
    expect(kioskRequestFromUrl("?kiosk=1&idle=300")).toEqual({ enable: true, idleSeconds: 300, teamCode: null });
    expect(kioskRequestFromUrl("?kiosk=1&idle=5")).toEqual({ enable: true, idleSeconds: null, teamCode: null });
    expect(kioskRequestFromUrl("")).toEqual({ enable: false, idleSeconds: null, teamCode: null });
    expect(kioskRequestFromUrl("?kiosk=1&team=abcd23efgh45")).toMatchObject({ enable: true, teamCode: "abcd23efgh45" });
    expect(kioskRequestFromUrl("?kiosk=1&team=bad code")).toMatchObject({ teamCode: null });
  });
  it("is off by default and remembered once saved", async () => {
    expect(await loadKiosk()).toMatchObject({ enabled: false, pinHash: null, teamCode: null });
    await saveKiosk({ enabled: true, idleSeconds: 90, pinHash: await hashPin("2468"), teamCode: "abcd23efgh45" });
    expect(await loadKiosk()).toMatchObject({ enabled: true, idleSeconds: 90, teamCode: "abcd23efgh45" });
    expect((await loadKiosk()).pinHash).toBe(await hashPin("2468"));
    expect(await hashPin("2468")).not.toBe(await hashPin("1357"));
  });
});

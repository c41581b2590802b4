import { describe, expect, it } from "vitest";
import { waitText as englishWaitText } from "../../schema/kiosk/kiosk-pin";
import { i18n } from "../i18n/catalogs";
import { waitText } from "./wait-text";

describe("the PIN dialog's wait", () => {
  it("reads, in English, as the shared rule words it: seconds, minutes, or both, rounded up", () => {
    for (const ms of [27_001, 125_000, 120_000, 0, 59_999, 900_000]) expect(waitText(ms, i18n)).toBe(englishWaitText(ms));
    expect(waitText(125_000, i18n)).toBe("Too many wrong PINs. Try again in 2 min 5 s.");
  });
});

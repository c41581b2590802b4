import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION_DAYS, retentionCutoff, retentionDays } from "./retention";

describe("retention", () => {
  it("reads RETENTION_DAYS as whole days from 1, else 90", () => {
    expect(retentionDays("30")).toBe(30);
    expect(retentionDays(" 365 ")).toBe(365);
    for (const bad of [undefined, "", "0", "-5", "1.5", "ninety", "99999999"]) expect(retentionDays(bad)).toBe(DEFAULT_RETENTION_DAYS);
  });

  it("puts the cutoff that many days before now", () => {
    expect(retentionCutoff(new Date("2026-11-23T00:00:00Z"), 90).toISOString()).toBe("2026-08-25T00:00:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { retentionCutoff } from "./retention";

describe("retention", () => {
  it("puts the cutoff that many days before now", () => {
    expect(retentionCutoff(new Date("2026-11-23T00:00:00Z"), 90).toISOString()).toBe("2026-08-25T00:00:00.000Z");
  });
});

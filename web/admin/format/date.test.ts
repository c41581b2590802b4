import { describe, expect, it } from "vitest";
import { formatDate } from "./date";

describe("formatDate", () => {
  it("formats en-US with short month, day, year, hour and minute", () => {
    expect(formatDate("2026-11-22T22:01:14.000Z", "UTC")).toMatch(/^Nov 22, 2026, 10:01\sPM$/);
    expect(formatDate("2026-01-05T09:07:00.000Z", "America/New_York")).toMatch(/^Jan 5, 2026, 4:07\sAM$/);
  });

  it("is N/A for a missing or invalid date", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
  });
});

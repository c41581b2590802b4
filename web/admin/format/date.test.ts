import { describe, expect, it } from "vitest";
import { formatDate } from "./date";

describe("formatDate", () => {
  it("formats with short month, day, year, hour and minute", () => {
    expect(formatDate("2026-11-22T22:01:14.000Z", "UTC", "en-US")).toMatch(/^Nov 22, 2026, 10:01\sPM$/);
    expect(formatDate("2026-01-05T09:07:00.000Z", "America/New_York", "en-US")).toMatch(/^Jan 5, 2026, 4:07\sAM$/);
  });

  it("follows the browser's locale (docs/spec-deviations.md): the same date as a German or a Spanish browser writes it", () => {
    expect(formatDate("2026-11-22T22:01:14.000Z", "UTC", "de-DE")).toBe("22. Nov. 2026, 22:01");
    expect(formatDate("2026-11-22T22:01:14.000Z", "UTC", "es-ES")).toBe("22 nov 2026, 22:01");
    // Without a locale, the browser's own (Intl's default).
    expect(formatDate("2026-11-22T22:01:14.000Z", "UTC")).toBe(
      new Intl.DateTimeFormat(undefined, {
        month: "short",
        day: "numeric",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        timeZone: "UTC",
      }).format(new Date("2026-11-22T22:01:14.000Z")),
    );
  });

  it("is N/A for a missing or invalid date", () => {
    expect(formatDate(null)).toBe("N/A");
    expect(formatDate("not a date")).toBe("N/A");
  });
});

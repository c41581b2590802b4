import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it.each([
    ["0", "0:00"],
    ["5", "0:05"],
    ["65", "1:05"],
    ["600", "10:00"],
    ["3725", "62:05"],
    [59.6, "1:00"],
  ])("%s seconds → %s", (input, expected) => {
    expect(formatDuration(input)).toBe(expected);
  });

  it("is N/A when missing or not a number", () => {
    expect(formatDuration(null)).toBe("N/A");
    expect(formatDuration(undefined)).toBe("N/A");
    expect(formatDuration("")).toBe("N/A");
    expect(formatDuration("abc")).toBe("N/A");
    expect(formatDuration("-3")).toBe("N/A");
  });
});

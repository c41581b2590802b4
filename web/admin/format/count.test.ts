import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("formatCount", () => {
  it("groups thousands as the browser's locale does (docs/spec-deviations.md)", () => {
    expect(formatCount(100000, "en-US")).toBe("100,000");
    expect(formatCount(100000, "de-DE")).toBe("100.000");
    expect(formatCount(7, "ar-EG")).toBe("٧");
    expect(formatCount(1234)).toBe(new Intl.NumberFormat().format(1234));
  });
});

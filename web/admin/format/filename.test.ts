import { describe, expect, it } from "vitest";
import { fallbackExportName, filenameFromDisposition } from "./filename";

describe("filenameFromDisposition", () => {
  it("reads quoted, bare and extended file names", () => {
    expect(filenameFromDisposition('attachment; filename="assessment-responses-1.csv"')).toBe("assessment-responses-1.csv");
    expect(filenameFromDisposition("attachment; filename=assessment-responses-2.csv")).toBe("assessment-responses-2.csv");
    expect(filenameFromDisposition("attachment; filename=\"a.csv\"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv")).toBe("résumé.csv");
  });

  it("drops folders and answers null without a name", () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe("passwd");
    expect(filenameFromDisposition("attachment")).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });

  it("falls back to the SPEC name with a timestamp", () => {
    expect(fallbackExportName(new Date("2026-11-22T10:00:00.000Z"))).toBe("assessment-responses-2026-11-22T10-00-00-000Z.csv");
  });
});

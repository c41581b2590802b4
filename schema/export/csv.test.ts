import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";

describe("readCsv", () => {
  it("reads quoted fields with commas, doubled quotes and newlines", () => {
    const rows = readCsv('a,b\n"x, y","say ""hi""\nthere"\r\nlast,row');
    expect(rows.map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
      ["last", "row"],
    ]);
    expect(rows.every((r) => !r.malformed)).toBe(true);
  });
  it("skips empty lines and flags an unterminated quote", () => {
    const rows = readCsv('a\n\n"open');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ malformed: true });
  });
});

import { describe, expect, it } from "vitest";
import { createCsvRecordCounter, exportPercent } from "./csv-rows";

const bytes = (s: string) => new TextEncoder().encode(s);

describe("createCsvRecordCounter", () => {
  it("counts records across chunk boundaries, ignoring newlines inside quotes", () => {
    const counter = createCsvRecordCounter();
    const csv = 'ID,Name,Note\r\n1,"Ada ""the"" first","line one\nline two"\r\n2,Grace,ok\r\n';
    // Split at every third byte to cross quotes, escapes and CRLFs.
    const all = bytes(csv);
    for (let i = 0; i < all.length; i += 3) counter.push(all.subarray(i, i + 3));
    expect(counter.complete).toBe(3);
    expect(counter.total).toBe(3);
  });

  it("counts a last record without a trailing newline", () => {
    const counter = createCsvRecordCounter();
    counter.push(bytes("ID,Name\n1,Zoë"));
    expect(counter.complete).toBe(1);
    expect(counter.total).toBe(2);
  });
});

describe("exportPercent", () => {
  it("measures data rows (without the header) against the expected row count", () => {
    expect(exportPercent(1, 4)).toBe(0);
    expect(exportPercent(3, 4)).toBe(50);
    expect(exportPercent(5, 4)).toBe(100);
    expect(exportPercent(9, 4)).toBe(100);
    expect(exportPercent(3, 0)).toBe(0);
    expect(exportPercent(3, Number.NaN)).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { generatePassphrase, PASSPHRASE_WORDS, passphraseBits } from "./passphrase";
import { WORDS } from "./passphrase-words";

describe("the export passphrase the tablet chooses", () => {
  it("draws from 2,048 distinct short words, so each word is exactly 11 bits", () => {
    expect(WORDS).toHaveLength(2048);
    expect(new Set(WORDS).size).toBe(2048);
    expect(WORDS.every((w) => /^[a-z]{3,6}$/.test(w))).toBe(true);
  });

  it("is seven words joined by '-': 77 bits, above 70", () => {
    expect(PASSPHRASE_WORDS).toBe(7);
    expect(passphraseBits()).toBe(77);
    const list = new Set(WORDS);
    for (let i = 0; i < 50; i++) {
      const words = generatePassphrase().split("-");
      expect(words).toHaveLength(7);
      expect(words.every((w) => list.has(w))).toBe(true);
    }
  });

  it("uses the whole list, evenly, from the browser's random source", () => {
    const counts = new Map<string, number>();
    const draws = 400;
    for (let i = 0; i < draws; i++) for (const w of generatePassphrase().split("-")) counts.set(w, (counts.get(w) ?? 0) + 1);
    // 2,800 draws from 2,048 words reach about 1,530 of them, none more than 7 or so times; a biased source would not.
    expect(counts.size).toBeGreaterThan(1400);
    expect(Math.max(...counts.values())).toBeLessThan(12);
    expect(new Set(Array.from({ length: 100 }, () => generatePassphrase())).size).toBe(100);
  });
});

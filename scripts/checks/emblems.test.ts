import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The profiles' and cultures' emblems (decision 069): original, simple, small. Byte counts, so a test, not a benchmark.
const dir = join(import.meta.dirname, "..", "..", "web", "emblems");
const NAMES = ["blue", "cat", "dog", "rabbit", "red", "yellow"];
/** Each emblem at most this many bytes gzipped (level 9, as bench:web counts). */
const MAX_GZIPPED = 3000;

describe("the emblems of Yellow, Blue, Red and Rabbit, Dog, Cat", () => {
  it("are one SVG each", () => {
    expect(readdirSync(dir).sort()).toEqual(NAMES.map((n) => `${n}.svg`));
  });

  it.each(NAMES)("%s.svg is at most 3 KB gzipped, self-contained and scriptless", (name) => {
    const svg = readFileSync(join(dir, `${name}.svg`));
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThanOrEqual(MAX_GZIPPED);
    const text = svg.toString("utf8");
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 64 64">/);
    // Nothing fetched or run: an <img> shows it as drawn.
    expect(text).not.toMatch(/<script|href=|url\(|<image|<foreignObject|on[a-z]+=/i);
  });
});

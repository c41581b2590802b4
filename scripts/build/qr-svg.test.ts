import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrSvg } from "./qr-svg";

/** The modules a path of `M x y h n v1 h-n z` rectangles paints. */
function paint({ size, path }: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, n] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(n); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

describe("the booking QR code drawn at build time (decision 069)", () => {
  it("paints exactly uqr's modules for the address, in row runs", () => {
    for (const url of ["https://example.org/book", "https://calendly.com/our-team/review-your-sociality-type?utm_source=kiosk"]) {
      const svg = qrSvg(url);
      const { data, size } = encode(url, { ecc: "M", border: 2 });
      expect(svg.size).toBe(size);
      expect(paint(svg)).toEqual(data);
      expect(svg.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    }
  });
});

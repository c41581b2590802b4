import { describe, expect, it, vi } from "vitest";
import attractionCsv from "./content/en/attraction.csv";
import cultureCsv from "./content/en/culture.csv";
import pursuerCsv from "./content/en/pursuer.csv";
import { isHeading, isSubItem, parseCultureCsv, parseProfileCsv, ratedPlacements } from "./content";

const range = (prefix: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${from + i}`);
const EXPECTED_CULTURE_IDS = [
  ...["A", "P", "AP"].flatMap((p, i) => range(p, [1, 7, 14][i]!, [6, 13, 20][i]!).map((c) => `rabbit-${c.toLowerCase()}`)),
  ...["A", "P", "AP"].flatMap((p, i) => range(p, [21, 27, 34][i]!, [26, 33, 40][i]!).map((c) => `dog-${c.toLowerCase()}`)),
  ...["A", "P", "AP"].flatMap((p, i) => range(p, [41, 42, 45][i]!, [41, 44, 60][i]!).map((c) => `cat-${c.toLowerCase()}`)),
];

describe.each([
  ["attraction", attractionCsv],
  ["pursuer", pursuerCsv],
])("%s statements", (_name, csv) => {
  const warn = vi.fn();
  const rows = parseProfileCsv(csv, warn);

  it("parses without warnings", () => expect(warn).not.toHaveBeenCalled());

  it.each(["Yellow", "Blue", "Red"] as const)("%s has 8–14 rated statements, both headings and unique placements", (category) => {
    const page = rows.filter((r) => r.category === category);
    const placements = page.map((r) => r.placement);
    expect(new Set(placements).size).toBe(placements.length);
    const topLevelRated = page.filter((r) => !isSubItem(r.placement) && !isHeading(r.text));
    expect(topLevelRated.length).toBeGreaterThanOrEqual(8);
    expect(topLevelRated.length).toBeLessThanOrEqual(14);
    const headings = page.filter((r) => isHeading(r.text)).map((r) => r.text.toLowerCase());
    expect(headings).toEqual(["at your best:", "at your worst:"]);
    for (const heading of page.filter((r) => isHeading(r.text))) {
      const subs = page.filter((r) => r.placement.startsWith(`${heading.placement}.`));
      expect(subs.length).toBeGreaterThanOrEqual(3);
      expect(subs.length).toBeLessThanOrEqual(5);
    }
    expect(ratedPlacements(rows, category).length).toBe(page.length - 2);
  });

  it("has a parent for every sub-item, no empty text and nothing over 160 characters", () => {
    for (const r of rows) {
      expect(r.placement).toMatch(/^\d+(\.\d+)?$/);
      if (isSubItem(r.placement)) {
        expect(rows.some((p) => p.category === r.category && p.placement === r.placement.split(".")[0])).toBe(true);
      }
      expect(r.text.length).toBeGreaterThan(0);
      expect(r.text.length).toBeLessThanOrEqual(160);
    }
  });
});

describe("culture statements", () => {
  it("are exactly the 60 ids of docs/product.md#entities, 20 per animal", () => {
    const warn = vi.fn();
    const rows = parseCultureCsv(cultureCsv, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(rows.map((r) => r.id)).toEqual(EXPECTED_CULTURE_IDS);
    expect(rows.filter((r) => r.category === "Cat")).toHaveLength(20);
    for (const r of rows) expect(r.text.length).toBeLessThanOrEqual(160);
  });

  it("skips malformed lines and unknown categories with a warning", () => {
    const warn = vi.fn();
    const rows = parseCultureCsv('category,code,text\nRabbit,A1,Fine\nUnicorn,A2,Nope\nDog,A21\n"Cat,A41,never closed\n', warn);
    expect(rows).toEqual([{ id: "rabbit-a1", category: "Rabbit", code: "A1", text: "Fine" }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});

describe("isHeading", () => {
  it("recognises the headings in any case", () => {
    expect(isHeading("At your best:")).toBe(true);
    expect(isHeading("AT YOUR WORST:")).toBe(true);
    expect(isHeading("at Your Best:")).toBe(true);
    expect(isHeading("I am at my best in the morning.")).toBe(false);
  });
});

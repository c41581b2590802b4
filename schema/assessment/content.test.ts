import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { CULTURE_IDS } from "./culture-ids";
import { HEADINGS, isHeading, isSubItem, parseCultureCsv, parseProfileCsv, ratedPlacements } from "./content";
import { LANGUAGES, type Language } from "./languages";

const file = (language: Language, name: string) => readFileSync(join(import.meta.dirname, "content", language, `${name}.csv`), "utf8");
const attractionCsv = file("en", "attraction");
const pursuerCsv = file("en", "pursuer");
const cultureCsv = file("en", "culture");

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
  it("are exactly the 60 ids of docs/product.md#entities, 20 per animal, as schema/assessment/culture-ids.ts lists them", () => {
    const warn = vi.fn();
    const rows = parseCultureCsv(cultureCsv, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(rows.map((r) => r.id)).toEqual(EXPECTED_CULTURE_IDS);
    expect(CULTURE_IDS).toEqual(EXPECTED_CULTURE_IDS);
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

// docs/languages.md#content: every language has the same statements, keys and placements as English, so the
// same answers give the same stored record and type whatever the language.
describe.each(LANGUAGES.filter((l) => l !== "en"))("the %s content", (language) => {
  it("has exactly the content folders of the shipped languages", () => {
    expect(readdirSync(join(import.meta.dirname, "content")).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(["attraction", "pursuer"])(
    "%s: the same categories and placements in the same order, its headings where English has its own",
    (name) => {
      const warn = vi.fn();
      const english = parseProfileCsv(file("en", name));
      const rows = parseProfileCsv(file(language, name), warn);
      expect(warn).not.toHaveBeenCalled();
      expect(rows.map((r) => `${r.category} ${r.placement}`)).toEqual(english.map((r) => `${r.category} ${r.placement}`));
      const headingAt = (list: typeof rows) => list.map((r) => (isHeading(r.text) ? r.text : null));
      expect(headingAt(rows).map((h) => h !== null)).toEqual(headingAt(english).map((h) => h !== null));
      expect(new Set(headingAt(rows).filter((h) => h !== null))).toEqual(new Set(HEADINGS[language]));
      for (const category of ["Yellow", "Blue", "Red"] as const)
        expect(ratedPlacements(rows, category)).toEqual(ratedPlacements(english, category));
      for (const r of rows) {
        expect(r.text.length).toBeGreaterThan(0);
        expect(r.text.length).toBeLessThanOrEqual(160);
      }
    },
  );

  it("culture: the same 60 ids in the same order, each with its own text", () => {
    const warn = vi.fn();
    const rows = parseCultureCsv(file(language, "culture"), warn);
    expect(warn).not.toHaveBeenCalled();
    expect(rows.map((r) => r.id)).toEqual(EXPECTED_CULTURE_IDS);
    const english = parseCultureCsv(cultureCsv);
    for (const [i, r] of rows.entries()) {
      expect(r.text.length).toBeLessThanOrEqual(160);
      expect(r.text).not.toBe(english[i]!.text);
    }
  });
});

describe("isHeading in every language", () => {
  it("recognises each language's two headings, with or without the colon, and nothing else", () => {
    for (const [best, worst] of Object.values(HEADINGS)) {
      expect(isHeading(best)).toBe(true);
      expect(isHeading(worst.replace(/:$/, ""))).toBe(true);
      expect(isHeading(`${best} Extra`)).toBe(false);
    }
  });
});

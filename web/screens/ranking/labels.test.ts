import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABEL, DATASETS, PART_LABEL, TITLES } from "../../../schema/constants";
import { i18n } from "../../i18n/catalogs";
import { COLOUR_LABEL, PART_NAME, TITLE_LABEL } from "./labels";

// The shown labels are keyed by id and read, in English, exactly as the schema's stored ones.
describe("profile labels", () => {
  it("name every colour, title and part as schema/constants.ts does in English", () => {
    expect(Object.keys(COLOUR_LABEL).sort()).toEqual([...CATEGORIES].sort());
    for (const c of CATEGORIES) expect(i18n._(COLOUR_LABEL[c])).toBe(CATEGORY_LABEL[c]);
    expect(Object.keys(PART_NAME).sort()).toEqual([...DATASETS].sort());
    for (const d of DATASETS) {
      expect(i18n._(PART_NAME[d])).toBe(PART_LABEL[d]);
      expect(Object.keys(TITLE_LABEL[d]).sort()).toEqual([...CATEGORIES].sort());
      for (const c of CATEGORIES) expect(i18n._(TITLE_LABEL[d][c])).toBe(TITLES[d][c]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { CULTURE_CODES } from "../../../schema/constants";
import { i18n } from "../../i18n/catalogs";
import { ANSWER_LABEL } from "./answer-labels";

describe("the culture answers' labels", () => {
  it("name every code, in English as the shared schema does, and nothing else", () => {
    expect(Object.keys(ANSWER_LABEL).map(Number).sort()).toEqual(CULTURE_CODES.map((c) => c.code).sort());
    for (const { code, label } of CULTURE_CODES) expect(i18n._(ANSWER_LABEL[code])).toBe(label);
  });
});

import { describe, expect, it } from "vitest";
import { DEMOGRAPHIC_CONSENT_TEXTS } from "../../../schema/save/consent";
import { PARENTING_STYLES } from "../../../schema/assessment/demographics";
import { i18n } from "../../i18n/catalogs";
import { CONSENT_TEXT, PARENTING_LABEL } from "./labels";

describe("the survey's labels", () => {
  it("name every parenting style, in English as the shared schema does, keyed by the stored value", () => {
    expect(Object.keys(PARENTING_LABEL)).toEqual(PARENTING_STYLES.map((s) => s.value));
    for (const { value, description } of PARENTING_STYLES) {
      expect(i18n._(PARENTING_LABEL[value].name)).toBe(value);
      expect(i18n._(PARENTING_LABEL[value].description)).toBe(description);
    }
  });

  it("have every consent version's text, in English word for word the text of record", () => {
    expect(Object.keys(CONSENT_TEXT)).toEqual(Object.keys(DEMOGRAPHIC_CONSENT_TEXTS));
    for (const [version, text] of Object.entries(DEMOGRAPHIC_CONSENT_TEXTS)) {
      expect(i18n._(CONSENT_TEXT[version as keyof typeof CONSENT_TEXT])).toBe(text);
    }
  });
});

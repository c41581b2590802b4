import { describe, expect, it } from "vitest";
import { directionOf, firstLanguage, isLanguage, LANGUAGE_NAME, LANGUAGES } from "./languages";

describe("firstLanguage", () => {
  it("takes the first shipped language by its primary subtag, in the order given", () => {
    expect(firstLanguage(["fr-FR", "es-MX", "en"])).toBe("es");
    expect(firstLanguage(["AR-eg"])).toBe("ar");
    expect(firstLanguage(["en_GB"])).toBe("en");
  });

  it("skips unknown, empty and missing candidates, and answers undefined when none is shipped", () => {
    expect(firstLanguage([null, undefined, "", " ", "de", "ar"])).toBe("ar");
    expect(firstLanguage(["de", "fr"])).toBeUndefined();
    expect(firstLanguage([])).toBeUndefined();
  });

  it("does not take a language whose code merely starts like a shipped one", () => {
    expect(firstLanguage(["ast", "arn", "est"])).toBeUndefined();
  });
});

describe("the shipped languages", () => {
  it("each has its own name and a direction; only Arabic is right to left", () => {
    for (const language of LANGUAGES) expect(LANGUAGE_NAME[language]).toBeTruthy();
    expect(LANGUAGES.filter((l) => directionOf(l) === "rtl")).toEqual(["ar"]);
    expect(isLanguage("es")).toBe(true);
    expect(isLanguage("es-MX")).toBe(false);
  });
});

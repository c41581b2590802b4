import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../schema/assessment/languages";
import { LANGUAGE_OPTIONS, languageText } from "./language";

describe("a response's language as the admin reads it", () => {
  it("names each language in its own words with its code", () => {
    expect(languageText("en")).toBe("English (en)");
    expect(languageText("es")).toBe("Español (es)");
    expect(languageText("ar")).toBe("العربية (ar)");
  });

  it("reads a response saved before languages as English, saying so (decision 051)", () => {
    expect(languageText(null)).toBe("English (before languages)");
  });

  it("offers every shipped language, in the list's order", () => {
    expect(LANGUAGE_OPTIONS.map((o) => o.value)).toEqual([...LANGUAGES]);
    expect(LANGUAGE_OPTIONS.map((o) => o.label)).toEqual(["English", "Español", "العربية"]);
  });
});

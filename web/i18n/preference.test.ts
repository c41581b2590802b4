import { afterEach, describe, expect, it } from "vitest";
import { languageFromUrl, rememberLanguage, startLanguage } from "./preference";

afterEach(() => localStorage.clear());

describe("startLanguage", () => {
  it("takes ?lang= first, and remembers it as the device's choice", () => {
    expect(startLanguage("?lang=ar", ["es-MX"])).toBe("ar");
    expect(startLanguage("", ["es-MX"])).toBe("ar");
  });

  it("else the device's last choice, else the browser's languages by primary subtag, else English", () => {
    expect(startLanguage("", ["de-DE", "es-MX", "en"])).toBe("es");
    expect(startLanguage("", ["de"])).toBe("en");
    rememberLanguage("ar");
    expect(startLanguage("", ["es"])).toBe("ar");
  });

  it("ignores a ?lang= the app does not ship, and does not remember it", () => {
    expect(languageFromUrl("?lang=fr")).toBeUndefined();
    expect(startLanguage("?lang=fr", ["es"])).toBe("es");
    expect(localStorage.length).toBe(0);
  });
});

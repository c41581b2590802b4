import { afterEach, describe, expect, it, vi } from "vitest";
import { activate, activeLanguage, i18n, loadPart, withPart } from "./catalogs";

afterEach(async () => {
  await activate("en");
});

describe("activate", () => {
  it("switches to a language once its catalogues are loaded, with <html lang> and dir", async () => {
    await activate("ar");
    expect(activeLanguage()).toBe("ar");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["ar", "rtl"]);
    await activate("es");
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(["es", "ltr"]);
  });

  it("loads every part in use in the new language, and a part asked for later in the active one", async () => {
    const load = vi.spyOn(i18n, "load");
    await loadPart("report");
    await activate("es");
    expect(load.mock.calls.map(([locale]) => locale)).toContain("es");
    const before = load.mock.calls.length;
    await loadPart("kiosk");
    expect(load.mock.calls.slice(before).map(([locale]) => locale)).toEqual(["es"]);
    load.mockRestore();
  });

  it("a lazy chunk resolves only once its part is loaded in the active language", async () => {
    await activate("ar");
    const load = vi.spyOn(i18n, "load");
    const module = await withPart(["steps", "landing"], async () => "the chunk")();
    expect(module).toBe("the chunk");
    expect(load.mock.calls.every(([locale]) => locale === "ar")).toBe(true);
    load.mockRestore();
  });
});

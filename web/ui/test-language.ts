import { act } from "@testing-library/react";
import { onTestFinished } from "vitest";
import { i18n } from "../i18n/catalogs";

/**
 * For a unit test, until it ends: Arabic, right to left, with no catalogue, so every message shows its English
 * source (as a missing translation does) but numbers, plurals and ordinals follow Arabic. Its numbers are
 * written in Arabic-Indic digits (٣, `-u-nu-arab`; plain `ar` writes 3 in current ICU), so a test sees which
 * numbers went through the locale.
 */
export function inArabic(): void {
  act(() => {
    i18n.load("ar", {});
    i18n.activate("ar", ["ar-u-nu-arab"]);
  });
  document.documentElement.dir = "rtl";
  onTestFinished(() => {
    act(() => i18n.activate("en"));
    document.documentElement.removeAttribute("dir");
  });
}

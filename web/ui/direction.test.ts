import { afterEach, describe, expect, it } from "vitest";
import { inlineStep, isRtl } from "./direction";

afterEach(() => {
  document.documentElement.removeAttribute("dir");
  document.body.replaceChildren();
});

function element(): HTMLElement {
  const el = document.createElement("div");
  document.body.append(el);
  return el;
}

describe("inlineStep", () => {
  it("takes ArrowRight forward and ArrowLeft back, left to right", () => {
    const el = element();
    expect(isRtl(el)).toBe(false);
    expect([inlineStep("ArrowRight", el), inlineStep("ArrowLeft", el), inlineStep("ArrowDown", el), inlineStep("a", el)]).toEqual([
      1, -1, 0, 0,
    ]);
  });

  it("swaps them right to left, as the page's dir says", () => {
    const el = element();
    document.documentElement.dir = "rtl";
    expect(isRtl(el)).toBe(true);
    expect([inlineStep("ArrowRight", el), inlineStep("ArrowLeft", el), inlineStep("ArrowUp", el)]).toEqual([-1, 1, 0]);
  });

  it("follows the nearest dir: an address typed left to right inside Arabic", () => {
    document.documentElement.dir = "rtl";
    const el = element();
    el.dir = "ltr";
    expect(inlineStep("ArrowRight", el)).toBe(1);
  });
});

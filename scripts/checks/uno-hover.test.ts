// Hover styles stick after a tap on touch screens: every `hover:` class must only
// apply where the device really hovers, so a tile tapped on one question never looks chosen on the next.
import { createGenerator } from "unocss";
import { describe, expect, it } from "vitest";
import config from "../../uno.config";

const HOVER_MEDIA = "@media (hover: hover) and (pointer: fine)";

describe("uno.config hover variant", () => {
  it("puts a hover utility inside the hover media query", async () => {
    const uno = await createGenerator(config);
    const { css } = await uno.generate("hover:bg-brand-light", { preflights: false });
    expect(css).toContain(HOVER_MEDIA);
    const inside = css.slice(css.indexOf(HOVER_MEDIA));
    expect(inside).toMatch(/\.hover\\:bg-brand-light:hover\{/);
    // Nothing outside the query styles the hover state.
    expect(css.slice(0, css.indexOf(HOVER_MEDIA))).not.toContain(":hover");
  });

  it("does the same for hover classes inside shortcuts (btn-primary)", async () => {
    const uno = await createGenerator(config);
    const { css } = await uno.generate("btn-primary", { preflights: false });
    const hover = css.indexOf(":hover");
    expect(hover).toBeGreaterThan(-1);
    expect(css.lastIndexOf(HOVER_MEDIA, hover)).toBeGreaterThan(-1);
    expect(css.split(":hover").length - 1).toBe(1);
  });
});

// Steps and culture questions slide in, but never for someone who asked for less
// motion: the animation exists only inside prefers-reduced-motion: no-preference, and it stays short
// and cheap (opacity and transform only, at most 200 ms).
import { createGenerator } from "unocss";
import { describe, expect, it } from "vitest";
import config from "../../uno.config";

const MOTION_OK = "@media (prefers-reduced-motion: no-preference)";

describe("uno.config step transition", () => {
  it("puts the step-enter animation inside the no-preference media query, and nowhere else", async () => {
    const uno = await createGenerator(config);
    const { css } = await uno.generate("step-enter", { preflights: false });
    const media = css.indexOf(MOTION_OK);
    expect(media).toBeGreaterThan(-1);
    const inside = css.slice(media, css.indexOf("}", css.indexOf("{", media + MOTION_OK.length) + 1) + 1);
    expect(inside).toMatch(/\.step-enter\{animation:step-in /);
    expect(css.match(/animation:/g)).toHaveLength(1);
  });

  it("animates opacity and transform only, within 200 ms", async () => {
    const uno = await createGenerator(config);
    const { css } = await uno.generate("step-enter", { preflights: false });
    const keyframes = css.match(/@keyframes step-in\{(.*)\}/)?.[1] ?? "";
    const properties = new Set([...keyframes.matchAll(/([a-z-]+):/g)].map((m) => m[1]));
    expect([...properties].sort()).toEqual(["opacity", "transform"]);
    const ms = Number(css.match(/animation:step-in (\d+)ms/)?.[1]);
    expect(ms).toBeGreaterThan(0);
    expect(ms).toBeLessThanOrEqual(200);
  });
});

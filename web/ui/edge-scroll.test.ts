import { describe, expect, it } from "vitest";
import { EDGE_PX, MAX_STEP_PX, edgeScrollStep } from "./edge-scroll";

describe("edgeScrollStep", () => {
  it("does not scroll away from the edges", () => {
    expect(edgeScrollStep(320, 640)).toBe(0);
    expect(edgeScrollStep(EDGE_PX, 640)).toBe(0);
    expect(edgeScrollStep(640 - EDGE_PX, 640)).toBe(0);
  });

  it("scrolls up near the top and down near the bottom, fastest on the edge itself", () => {
    expect(edgeScrollStep(0, 640)).toBe(-MAX_STEP_PX);
    expect(edgeScrollStep(640, 640)).toBe(MAX_STEP_PX);
    expect(edgeScrollStep(4, 640)).toBeLessThan(0);
    expect(edgeScrollStep(636, 640)).toBeGreaterThan(0);
  });

  it("speeds up towards the edge, from a slow start", () => {
    const steps = [60, 40, 20, 0].map((y) => -edgeScrollStep(y, 640));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBeGreaterThanOrEqual(2);
  });

  it("keeps the edge zone to a quarter of a short viewport", () => {
    expect(edgeScrollStep(100, 200)).toBe(0);
    expect(edgeScrollStep(40, 200)).toBeLessThan(0);
  });

  it("keeps scrolling at full speed past the edge (a pointer outside the window)", () => {
    expect(edgeScrollStep(-30, 640)).toBe(-MAX_STEP_PX);
    expect(edgeScrollStep(700, 640)).toBe(MAX_STEP_PX);
  });
});

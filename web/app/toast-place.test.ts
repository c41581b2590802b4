import { describe, expect, it } from "vitest";
import { freeTop, toastSpan } from "./toast-place";

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe("where a toast goes (decision 068)", () => {
  it("spans the screen less 16 px a side on a phone, 356 px in the middle on wider screens", () => {
    expect(toastSpan(360)).toEqual({ left: 16, right: 344 });
    expect(toastSpan(1280)).toEqual({ left: 462, right: 818 });
  });

  it("sits at the top when nothing is there", () => {
    expect(freeTop([box(0, 0, 200, 44), box(1000, 0, 200, 44)], toastSpan(1280), 70, 900)).toBe(8);
  });

  it("goes below a row of tabs it would cover (the admin's Audit tab under 'Login successful')", () => {
    const tabs = [box(16, 70, 110, 44), box(130, 70, 110, 44), box(250, 70, 110, 44), box(470, 70, 110, 44)];
    const header = [box(1100, 12, 100, 44)];
    const top = freeTop([...header, ...tabs], toastSpan(1280), 70, 900);
    expect(top).toBeGreaterThanOrEqual(114 + 4);
    for (const c of [...header, ...tabs])
      expect(c.bottom + 4 <= top || c.top - 4 >= top + 70 || c.right <= 462 || c.left >= 818).toBe(true);
  });

  it("on a phone finds the gap between the controls, clear of them all (the completion page's buttons)", () => {
    const controls = [box(300, 0, 44, 44), box(16, 160, 328, 48), box(16, 560, 328, 48)];
    const top = freeTop(controls, toastSpan(360), 70, 640);
    // 4 px clear of the staff button's bottom edge.
    expect(top).toBe(44 + 4);
    // Below a full-width control, and clear of the button under it: past that button too.
    const lower = freeTop([box(0, 0, 360, 200), ...controls], toastSpan(360), 70, 640);
    expect(lower).toBe(208 + 4);
  });

  it("where every place covers a control, takes the one covering least", () => {
    const wall = [box(0, 0, 360, 300), box(0, 330, 360, 310)];
    // Over the 30 px gap, 48 px of the 78 px it needs (with its margins) on controls: the highest such place.
    expect(freeTop(wall, toastSpan(360), 70, 640)).toBe(256);
  });
});

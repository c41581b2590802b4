// Where a toast goes so that it covers no control (decision 068): pure geometry, the DOM is read in PlacedToaster.tsx.

export type Box = { left: number; top: number; right: number; bottom: number };

/** The toast's width: full width less 16 px each side up to 600 px (sonner's mobile layout), else 356 px, centred. */
export function toastSpan(viewportWidth: number): { left: number; right: number } {
  if (viewportWidth <= 600) return { left: 16, right: viewportWidth - 16 };
  return { left: viewportWidth / 2 - 178, right: viewportWidth / 2 + 178 };
}

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * The highest top (from `margin` down) at which a toast of `height` over `span` covers none of `controls` (with `gap` to
 * spare around each); where every place covers one, the place that covers the least.
 */
export function freeTop(
  controls: readonly Box[],
  span: { left: number; right: number },
  height: number,
  viewportHeight: number,
  { margin = 8, gap = 4, step = 2 } = {},
): number {
  const near = controls.filter((c) => c.right + gap > span.left && c.left - gap < span.right);
  let best = { top: margin, covered: Number.POSITIVE_INFINITY };
  for (let top = margin; top + height <= viewportHeight - margin; top += step) {
    const box = { ...span, top: top - gap, bottom: top + height + gap };
    const covered = near.reduce((sum, c) => sum + overlap(box, c), 0);
    if (covered === 0) return top;
    if (covered < best.covered) best = { top, covered };
  }
  return best.top;
}

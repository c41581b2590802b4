// Autoscroll while something is dragged near the screen's top or bottom edge: the touch backend of
// react-dnd draws its own drag and leaves scrolling to us (a phone shows only part of the ranking board).

/** How close to an edge (px) the pointer starts the page scrolling. */
export const EDGE_PX = 72;
/** The fastest scroll (px per animation frame), reached with the pointer on the edge itself. */
export const MAX_STEP_PX = 16;

/**
 * Pixels to scroll this frame for a pointer at `y` in a viewport `height` tall: negative up, positive
 * down, 0 away from the edges; faster the closer the pointer is to the edge.
 */
export function edgeScrollStep(y: number, height: number): number {
  const edge = Math.min(EDGE_PX, height / 4);
  const depth = y < edge ? edge - y : y > height - edge ? y - (height - edge) : 0;
  if (depth <= 0) return 0;
  const step = Math.max(2, Math.round((MAX_STEP_PX * Math.min(depth, edge)) / edge));
  return y < edge ? -step : step;
}

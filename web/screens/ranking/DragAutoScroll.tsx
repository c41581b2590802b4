import { useEffect, useRef } from "react";
import { useDragLayer } from "react-dnd";
import { edgeScrollStep } from "../../ui/edge-scroll";

/**
 * Scrolls the page, a step per frame, while a card is dragged near the screen's top or bottom edge:
 * on a phone the slots and the 'Not like me' area do not fit on one screen, and the touch backend
 * does not scroll by itself.
 */
export function DragAutoScroll() {
  const { dragging, y } = useDragLayer((m) => ({ dragging: m.isDragging(), y: m.getClientOffset()?.y ?? null }));
  const pointerY = useRef<number | null>(null);
  useEffect(() => {
    pointerY.current = y;
  }, [y]);
  useEffect(() => {
    if (!dragging) return;
    let frame = 0;
    const tick = () => {
      const at = pointerY.current;
      const step = at === null ? 0 : edgeScrollStep(at, window.innerHeight);
      if (step !== 0) window.scrollBy(0, step);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [dragging]);
  return null;
}

import type { ReactNode } from "react";
import { DndProvider, useDragLayer } from "react-dnd";
import { TouchBackend, type TouchBackendOptions } from "react-dnd-touch-backend";
import type { Dataset } from "../../../schema/constants";
import { DragAutoScroll } from "./DragAutoScroll";
import { CardFace, type DragItem } from "./RankingCard";

/**
 * Mouse and touch through one backend. A 200 ms press-and-hold before a touch drag lets a swipe
 * over a card scroll the page on phones (the cards fill most of a 360 px screen).
 */
const DND_OPTIONS: Partial<TouchBackendOptions> = { enableMouseEvents: true, delayTouchStart: 200 };

/** Drag and drop around the board: the backend, the card under the pointer, and the page scrolling near its edges. */
export function BoardDragAndDrop({ dataset, children }: { dataset: Dataset; children: ReactNode }) {
  return (
    <DndProvider backend={TouchBackend} options={DND_OPTIONS}>
      {children}
      <DragPreview dataset={dataset} />
      <DragAutoScroll />
    </DndProvider>
  );
}

/**
 * The touch backend draws no drag image, so the card follows the pointer here. The offset is the dragged
 * card's top-left corner in viewport pixels, so the layer is placed physically (left-0, translate) in both
 * directions; it is as wide as the card, and the narrower preview sits at its start edge, where the card's
 * title is (the left in English, the right in Arabic), under the finger that picked it up.
 */
function DragPreview({ dataset }: { dataset: Dataset }) {
  const { item, offset } = useDragLayer((m) => ({
    item: m.isDragging() ? m.getItem<DragItem | null>() : null,
    offset: m.getSourceClientOffset(),
  }));
  if (!item || !offset) return null;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed left-0 top-0 z-40"
      style={{ width: item.width || undefined, transform: `translate(${offset.x}px, ${offset.y}px)` }}
    >
      <div className="w-72 max-w-[80vw] rounded-xl border-2 border-solid border-slate-300 bg-white p-3 shadow-lg">
        <CardFace card={item.card} dataset={dataset} />
      </div>
    </div>
  );
}

import { useCallback, type ReactNode } from "react";
import { useDrop } from "react-dnd";
import { CARD_TYPE, type DragItem } from "./RankingCard";

/** Where a dragged card can land (a ranked slot, the 'Not like me' area), outlined while one is over it. */
export function DropArea({ as: Tag, onDrop, children }: { as: "li" | "div"; onDrop: (item: DragItem) => void; children: ReactNode }) {
  const [{ active }, drop] = useDrop<DragItem, void, { active: boolean }>(
    () => ({ accept: CARD_TYPE, drop: onDrop, collect: (m) => ({ active: m.isOver() && m.canDrop() }) }),
    [onDrop],
  );
  const dropRef = useCallback((node: HTMLElement | null) => {
    drop(node);
  }, [drop]);
  return (
    <Tag ref={dropRef} className={`rounded-xl p-1 transition-colors ${active ? "bg-brand-light outline-2 outline-dashed outline-brand" : ""}`}>
      {children}
    </Tag>
  );
}

/** An empty drop area's dashed placeholder. */
export function EmptyZone({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-16 items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 px-3 text-slate-700">
      {children}
    </div>
  );
}

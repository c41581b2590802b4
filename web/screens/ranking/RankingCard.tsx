import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useRef } from "react";
import { useDrag } from "react-dnd";
import type { CategoryId, Dataset } from "../../../schema/constants";
import type { RankingMove } from "../../../schema/assessment/ranking";
import { ArrowDownIcon, ArrowUpIcon, CrossIcon, PlusIcon } from "../../ui/icons";
import { Emblem } from "../../ui/Emblem";
import { COLOUR_LABEL, TITLE_LABEL } from "./labels";
import { TONE } from "./tones";

export const CARD_TYPE = "ranking-card";
const CLICK_AFTER_DRAG_MS = 400;
let dragEndedAt = 0;
/** `width`: the dragged card's, so the preview can line up with its start edge in either direction. */
export type DragItem = { card: CategoryId; width: number };

export type CardPlace = { kind: "ranked"; index: number } | { kind: "not-like-me"; rankedCount: number };
export type CardAction = "up" | "down" | "not-like-me" | "add";

/** The visible face of a card, shared by the card itself and the drag preview; its emblem is the handle a finger takes. */
export function CardFace({ card, dataset }: { card: CategoryId; dataset: Dataset }) {
  const { t } = useLingui();
  const colour = t(COLOUR_LABEL[card]);
  return (
    <span className="flex items-center gap-3 min-w-0">
      <Emblem name={card} size={40} />
      <span className="flex flex-col min-w-0 text-start">
        <span className="text-lg font-bold text-slate-900">{t(TITLE_LABEL[dataset][card])}</span>
        {/* Breaks, if it must, only at the dot: never "View / statements". */}
        <span className={`text-sm font-semibold ${TONE[card].text}`}>
          <Trans>
            <span className="whitespace-nowrap">{colour} ·</span> <span className="whitespace-nowrap">View statements</span>
          </Trans>
        </span>
      </span>
    </span>
  );
}

/**
 * A draggable profile card (react-dnd, touch backend with mouse events) with a keyboard and
 * non-drag alternative: Up, Down, Not like me, or Add to ranking.
 */
export function RankingCard({
  card,
  dataset,
  place,
  onOpen,
  canMove,
  onMove,
}: {
  card: CategoryId;
  dataset: Dataset;
  place: CardPlace;
  onOpen: (card: CategoryId) => void;
  canMove: (move: RankingMove) => boolean;
  onMove: (move: RankingMove, action: CardAction) => void;
}) {
  const { t } = useLingui();
  const title = t(TITLE_LABEL[dataset][card]);
  const node = useRef<HTMLDivElement | null>(null);
  // A mouse drag that ends on the card also fires a click, and the dropped card has remounted in
  // its new slot (a fresh component), so the guard is a time shared by every card, not a ref.
  const [{ isDragging }, drag] = useDrag(
    () => ({
      type: CARD_TYPE,
      item: (): DragItem => {
        dragEndedAt = Number.POSITIVE_INFINITY;
        return { card, width: node.current?.getBoundingClientRect().width ?? 0 };
      },
      end: () => {
        dragEndedAt = Date.now();
      },
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [card],
  );
  const dragRef = useCallback((element: HTMLDivElement | null) => {
    node.current = element;
    drag(element);
  }, [drag]);

  // A disabled button swallows mouse events, so a card dropped onto one never lands: let them through to the slot.
  const actionClass = "btn min-w-11 gap-1.5 px-2 sm:px-2.5 whitespace-nowrap text-sm bg-white text-slate-900 border border-solid border-slate-400 hover:bg-slate-100 disabled:pointer-events-none";
  return (
    <div
      ref={dragRef}
      data-card={card}
      // Title at the start, one row of controls at the end (right in English, left in Arabic) in columns sized
      // by their words, so Up, Down and Not like me sit at the same place on every card; on a phone the
      // controls take their own row.
      className={`rounded-xl border-2 border-solid ${TONE[card].border} ${TONE[card].soft} p-2 sm:p-3 grid grid-cols-1 sm:grid-cols-[minmax(0,1fr)_auto] items-center gap-2 select-none touch-manipulation ${isDragging ? "opacity-40" : ""}`}
      style={{ WebkitTouchCallout: "none" }}
    >
      <button
        type="button"
        data-card-main={card}
        aria-haspopup="dialog"
        className="min-w-0 min-h-11 rounded-lg px-2 py-1 cursor-grab bg-transparent border-0 hover:bg-white/70 focus-visible:outline-3 focus-visible:outline-brand"
        onClick={() => {
          if (Date.now() - dragEndedAt > CLICK_AFTER_DRAG_MS) onOpen(card);
        }}
      >
        <CardFace card={card} dataset={dataset} />
      </button>
      <div role="group" aria-label={t`Move ${title}`} className="grid grid-cols-[auto_auto_minmax(0,1fr)] sm:grid-cols-[auto_auto_auto] gap-2">
        {place.kind === "ranked" ? (
          <>
            <button
              type="button"
              className={actionClass}
              data-card-action={`${card}:up`}
              aria-label={t`Move ${title} up`}
              disabled={!canMove({ card, to: "ranked", index: place.index - 1 })}
              onClick={() => onMove({ card, to: "ranked", index: place.index - 1 }, "up")}
            >
              <ArrowUpIcon size={18} />
              <Trans>Up</Trans>
            </button>
            <button
              type="button"
              className={actionClass}
              data-card-action={`${card}:down`}
              aria-label={t`Move ${title} down`}
              disabled={!canMove({ card, to: "ranked", index: place.index + 1 })}
              onClick={() => onMove({ card, to: "ranked", index: place.index + 1 }, "down")}
            >
              <ArrowDownIcon size={18} />
              <Trans>Down</Trans>
            </button>
            <button
              type="button"
              className={actionClass}
              data-card-action={`${card}:not-like-me`}
              aria-label={t`Move ${title} to Not Like Me`}
              disabled={!canMove({ card, to: "not-like-me" })}
              onClick={() => onMove({ card, to: "not-like-me" }, "not-like-me")}
            >
              <CrossIcon size={18} />
              <Trans>Not like me</Trans>
            </button>
          </>
        ) : (
          <button
            type="button"
            className={`${actionClass} col-span-3`}
            data-card-action={`${card}:add`}
            disabled={!canMove({ card, to: "ranked", index: place.rankedCount })}
            onClick={() => onMove({ card, to: "ranked", index: place.rankedCount }, "add")}
          >
            <PlusIcon size={18} />
            {/* Named by its content, "Add Energizer to ranking", so the visible words stay in the name (WCAG 2.5.3). */}
            <span>
              <Trans>
                Add <span className="sr-only">{title} </span>to ranking
              </Trans>
            </span>
          </button>
        )}
      </div>
    </div>
  );
}

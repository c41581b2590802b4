import { useEffect, useRef } from "react";
import type { CategoryId } from "../../../schema/constants";
import type { Ranking } from "../../../schema/assessment/ranking";
import type { CardAction } from "./RankingCard";

/**
 * Keeps a keyboard user's place on the board. A card re-renders in its new slot after a move, so the focus goes back
 * to the control pressed there (the card itself when that control is now disabled: Up on the first card). Safari does
 * not focus a clicked button, so the statements popup cannot always restore the focus by itself: the card that
 * opened it takes it back when it closes.
 */
export function useBoardFocus(ranking: Ranking, openCard: CategoryId | null) {
  const boardRef = useRef<HTMLDivElement>(null);
  const afterMove = useRef<{ card: CategoryId; action: CardAction } | null>(null);
  const afterClose = useRef<CategoryId | null>(null);
  const mainControl = (card: CategoryId) => boardRef.current?.querySelector<HTMLButtonElement>(`[data-card-main="${card}"]`);

  useEffect(() => {
    const pending = afterMove.current;
    const board = boardRef.current;
    if (!pending || !board) return;
    afterMove.current = null;
    const button = board.querySelector<HTMLButtonElement>(`[data-card-action="${pending.card}:${pending.action}"]`);
    (button && !button.disabled ? button : mainControl(pending.card))?.focus();
  }, [ranking]);

  useEffect(() => {
    const card = afterClose.current;
    if (openCard !== null || card === null) return;
    afterClose.current = null;
    mainControl(card)?.focus();
  }, [openCard]);

  return {
    boardRef,
    /** The move about to be made was pressed on this card's control. */
    focusAfterMove: (card: CategoryId, action: CardAction) => void (afterMove.current = { card, action }),
    /** The popup this card opened is closing. */
    focusAfterClose: (card: CategoryId) => void (afterClose.current = card),
  };
}

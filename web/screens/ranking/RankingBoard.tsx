import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { CategoryId, Dataset } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/assessment/content";
import { moveCard, notLikeMe, rankedOrder, type Ranking, type RankingMove } from "../../../schema/assessment/ranking";
import { BoardDragAndDrop } from "./BoardDragAndDrop";
import { HowToRank } from "./HowToRank";
import { MoveAnnouncement, type Announcement } from "./MoveAnnouncement";
import { NotLikeMeArea } from "./NotLikeMeArea";
import { RankedSlots } from "./RankedSlots";
import { RankingCard, type CardAction, type CardPlace } from "./RankingCard";
import { useBoardFocus } from "./use-board-focus";

const loadDialog = () => import("./StatementsDialog");
const StatementsDialog = lazy(loadDialog);

const CONTINUE_HINT = msg`Please click on at least one profile card to view its statements before continuing`;

export type RankingBoardProps = {
  dataset: Dataset;
  ranking: Ranking;
  /** The machine's answer to Continue (a card was viewed). */
  canContinue: boolean;
  /** The machine's answer to a move (it changes the order); a refused one is a disabled button. */
  canMove: (move: RankingMove) => boolean;
  statements: ProfileStatement[];
  onMove: (m: RankingMove) => void;
  onView: (c: CategoryId) => void;
  onContinue: () => void;
};

/**
 * The cards, their slots and Continue. A move, by drag (BoardDragAndDrop, DropArea) or by a card's buttons, goes to the
 * machine only if it may; the focus stays where the user was (useBoardFocus) and a screen reader hears where the card
 * went (MoveAnnouncement). Opening a card shows its statements and counts as viewed.
 */
export function RankingBoard({ dataset, ranking, canContinue, canMove, statements, onMove, onView, onContinue }: RankingBoardProps) {
  const { t } = useLingui();
  const [openCard, setOpenCard] = useState<CategoryId | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const { boardRef, focusAfterMove, focusAfterClose } = useBoardFocus(ranking, openCard);
  const hintId = useId();
  const ranked = rankedOrder(ranking);

  useEffect(() => {
    void loadDialog();
  }, []);

  const move = (m: RankingMove, focusAfter?: CardAction) => {
    if (!canMove(m)) return;
    if (focusAfter) focusAfterMove(m.card, focusAfter);
    setAnnouncement({ card: m.card, rank: moveCard(ranking, m)[m.card] });
    onMove(m);
  };

  const open = (card: CategoryId) => {
    setOpenCard(card);
    onView(card);
  };

  const cardFor = (card: CategoryId, place: CardPlace) => (
    <RankingCard card={card} dataset={dataset} place={place} onOpen={open} canMove={canMove} onMove={move} />
  );

  return (
    <BoardDragAndDrop dataset={dataset}>
      <div ref={boardRef}>
        <HowToRank />
        <RankedSlots ranked={ranked} cardFor={cardFor} onDrop={(card, index) => move({ card, to: "ranked", index })} />
        <NotLikeMeArea
          cards={notLikeMe(ranking)}
          rankedCount={ranked.length}
          cardFor={cardFor}
          onDrop={(card) => move({ card, to: "not-like-me" })}
        />
        <MoveAnnouncement dataset={dataset} announcement={announcement} />
        <div className="mt-8 flex flex-col items-stretch sm:items-end gap-3">
          {!canContinue && (
            <p id={hintId} className="m-0 text-slate-800 sm:text-end">
              {t(CONTINUE_HINT)}
            </p>
          )}
          <button type="button" className="btn-primary" disabled={!canContinue} aria-describedby={canContinue ? undefined : hintId} onClick={onContinue}>
            <Trans>Continue</Trans>
          </button>
        </div>
      </div>
      {openCard && (
        <Suspense fallback={null}>
          <StatementsDialog
            dataset={dataset}
            statements={statements}
            initial={openCard}
            onClose={() => {
              focusAfterClose(openCard);
              setOpenCard(null);
            }}
          />
        </Suspense>
      )}
    </BoardDragAndDrop>
  );
}

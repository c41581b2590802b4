import type { MessageDescriptor } from "@lingui/core";
import { msg, selectOrdinal } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { DndProvider, useDrop, useDragLayer } from "react-dnd";
import { TouchBackend, type TouchBackendOptions } from "react-dnd-touch-backend";
import { NOT_LIKE_ME, type CategoryId, type Dataset } from "../../../schema/constants";
import type { ProfileStatement } from "../../../schema/content";
import { moveCard, notLikeMe, rankedOrder, type Ranking, type RankingMove } from "../../../schema/ranking";
import { partStep } from "../../../schema/journey";
import { Spinner } from "../../ui/Spinner";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { useScrollToTop } from "../../ui/scroll";
import { DragAutoScroll } from "./DragAutoScroll";
import { PART_NAME, TITLE_LABEL } from "./labels";
import { CARD_TYPE, CardFace, RankingCard, type CardAction, type CardPlace, type DragItem } from "./RankingCard";

const loadDialog = () => import("./StatementsDialog");
const StatementsDialog = lazy(loadDialog);

/**
 * Mouse and touch through one backend. A 200 ms press-and-hold before a touch drag lets a swipe
 * over a card scroll the page on phones (the cards fill most of a 360 px screen).
 */
const DND_OPTIONS: Partial<TouchBackendOptions> = { enableMouseEvents: true, delayTouchStart: 200 };

/** The ranked slots' names, 1st to 3rd. */
const SLOTS = [msg`Most Like Me`, msg`Middle`, msg`Least Like Me`] as const;

const CONTINUE_HINT = msg`Please click on at least one profile card to view its statements before continuing`;

/** A move the live region reads out, in the language on screen when it renders. */
type Announcement = { card: CategoryId; rank: number };

type Props = {
  dataset: Dataset;
  ranking: Ranking;
  /** The machine's answer to Continue (a card was viewed). */
  canContinue: boolean;
  /** The machine's answer to a move (it changes the order); a refused one is a disabled button. */
  canMove: (move: RankingMove) => boolean;
  /** The dataset's statements (all three colours); null while they load. */
  statements: ProfileStatement[] | null;
  onMove: (m: RankingMove) => void;
  onView: (c: CategoryId) => void;
  onContinue: () => void;
};

/** What each part asks, in a line: the same three colours, seen from the inside, then from the outside. */
const PART_ABOUT: Record<Dataset, MessageDescriptor> = {
  attraction: msg`Part 1 is about what naturally draws you: who you are when you are free to choose.`,
  pursuer: msg`Part 2 is about how you go after what you want: how you act, and how others see you act.`,
};

/** '1st', '2nd', '3rd': a rank in the active language's ordinals and digits (ICU selectordinal, its # through Intl). */
function useOrdinal(): (position: number) => string {
  const { t } = useLingui();
  return (position) =>
    t({ message: selectOrdinal(position, { one: "#st", two: "#nd", few: "#rd", other: "#th" }), comment: "A rank in the ranking: 1st, 2nd, 3rd" });
}

/** docs/product.md#screens-and-routes ranking screen: three slots, a 'Not Like Me At All' area, a profile popup and Continue. */
export function RankingScreen(p: Props) {
  const { t } = useLingui();
  useScrollToTop(p.dataset);
  const aboutId = useId();
  return (
    <Screen steps={<StepIndicator current={partStep(p.dataset)} />}>
      <StepHeading focusKey={p.dataset} describedBy={aboutId}>
        <span className="block text-base font-semibold uppercase tracking-wide text-brand">{t(PART_NAME[p.dataset])}</span>
        <Trans comment="The arrow points from the first slot to the last: ← in a right-to-left language">
          Drag to rank: Most Like Me → Least Like Me
        </Trans>
      </StepHeading>
      <p id={aboutId} className="mt-2 mb-0 text-lg text-ink-muted">
        {t(PART_ABOUT[p.dataset])}
      </p>
      {p.statements === null ? <Spinner label={t`Loading assessment...`} /> : <RankingBoard {...p} statements={p.statements} />}
    </Screen>
  );
}

function RankingBoard({ dataset, ranking, canContinue, canMove, statements, onMove, onView, onContinue }: Props & { statements: ProfileStatement[] }) {
  const [openCard, setOpenCard] = useState<CategoryId | null>(null);
  const { t } = useLingui();
  const ordinal = useOrdinal();
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ card: CategoryId; action: CardAction } | null>(null);
  const returnFocusTo = useRef<CategoryId | null>(null);
  const hintId = useId();
  const ranked = rankedOrder(ranking);
  const rest = notLikeMe(ranking);

  useEffect(() => {
    void loadDialog();
  }, []);

  // A card re-renders in its new slot after a move, so put focus back on the control the user pressed.
  useEffect(() => {
    const pending = pendingFocus.current;
    const board = boardRef.current;
    if (!pending || !board) return;
    pendingFocus.current = null;
    const button = board.querySelector<HTMLButtonElement>(`[data-card-action="${pending.card}:${pending.action}"]`);
    const target = button && !button.disabled ? button : board.querySelector<HTMLButtonElement>(`[data-card-main="${pending.card}"]`);
    target?.focus();
  }, [ranking]);

  // Safari does not focus a clicked button, so the popup cannot always restore focus by itself.
  useEffect(() => {
    const card = returnFocusTo.current;
    if (openCard !== null || card === null) return;
    returnFocusTo.current = null;
    boardRef.current?.querySelector<HTMLButtonElement>(`[data-card-main="${card}"]`)?.focus();
  }, [openCard]);

  const move = (m: RankingMove, focusAfter?: CardAction) => {
    if (!canMove(m)) return;
    const next = moveCard(ranking, m);
    if (focusAfter) pendingFocus.current = { card: m.card, action: focusAfter };
    setAnnouncement({ card: m.card, rank: next[m.card] });
    onMove(m);
  };

  /** One sentence per move, its parts named placeholders. */
  const announce = ({ card, rank }: Announcement): string => {
    const title = t(TITLE_LABEL[dataset][card]);
    const slot = SLOTS[rank - 1];
    if (rank >= NOT_LIKE_ME || !slot) return t`${title} moved to Not Like Me At All.`;
    const position = ordinal(rank);
    const name = t(slot);
    return t({ message: `${title} is now ranked ${position}, ${name}.`, comment: "Read out after a move: the card's title, its rank (1st) and the slot's name" });
  };

  const open = (card: CategoryId) => {
    setOpenCard(card);
    onView(card);
  };

  const cardFor = (card: CategoryId, place: CardPlace) => (
    <RankingCard
      card={card}
      dataset={dataset}
      place={place}
      onOpen={open}
      canMove={canMove}
      onMove={move}
    />
  );

  return (
    <DndProvider backend={TouchBackend} options={DND_OPTIONS}>
      <div ref={boardRef}>
        <HowTo />
        <ol aria-label={t`Your ranking`} className="m-0 mt-6 p-0 list-none space-y-3">
          {SLOTS.map((slot, index) => {
            const card = ranked[index];
            const position = ordinal(index + 1);
            const name = t(slot);
            return (
              <DropArea key={slot.id} as="li" onDrop={(item) => move({ card: item.card, to: "ranked", index })}>
                {/* The rank above its card at every width: the card keeps the whole column for one row of controls. */}
                <div className="flex flex-col gap-1">
                  <p className="m-0 px-1 text-slate-800">
                    <Trans comment="A ranked slot's caption: its rank (1st) and its name (Most Like Me)">
                      <span className="font-bold">{position}</span> <span>{name}</span>
                    </Trans>
                  </p>
                  <div className="flex-1 min-w-0">
                    {card ? (
                      cardFor(card, { kind: "ranked", index })
                    ) : (
                      <EmptyZone>
                        <Trans>Drop zone</Trans>
                      </EmptyZone>
                    )}
                  </div>
                </div>
              </DropArea>
            );
          })}
        </ol>

        <section aria-labelledby={`${hintId}-nlm`} className="mt-8">
          <h2 id={`${hintId}-nlm`} className="m-0 text-title font-bold text-ink">
            <Trans>Not Like Me At All</Trans>
          </h2>
          <p className="mt-1 mb-3 text-slate-700">
            <Trans>Drag cards here if they don't describe you at all. There is space for 1, 2, or all 3 cards.</Trans>
          </p>
          <DropArea as="div" onDrop={(item) => move({ card: item.card, to: "not-like-me" })}>
            {rest.length === 0 ? (
              <EmptyZone>
                <Trans>Drop zone</Trans>
              </EmptyZone>
            ) : (
              <ul aria-label={t`Not like me at all`} className="m-0 p-0 list-none space-y-3">
                {rest.map((card) => (
                  <li key={card}>{cardFor(card, { kind: "not-like-me", rankedCount: ranked.length })}</li>
                ))}
              </ul>
            )}
          </DropArea>
        </section>

        <p role="status" className="sr-only">
          {announcement && announce(announcement)}
        </p>

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
      <DragPreview dataset={dataset} />
      <DragAutoScroll />
      {openCard && (
        <Suspense fallback={null}>
          <StatementsDialog dataset={dataset} statements={statements} initial={openCard} onClose={() => {
              returnFocusTo.current = openCard;
              setOpenCard(null);
            }}
          />
        </Suspense>
      )}
    </DndProvider>
  );
}

function HowTo() {
  return (
    <section aria-labelledby="ranking-howto" className="mt-4 rounded-xl border border-solid border-brand/30 bg-brand-light p-4">
      <h2 id="ranking-howto" className="m-0 text-lg font-bold text-slate-900">
        <Trans>How to rank</Trans>
      </h2>
      {/* A step and its name are one message: a translation may order them as its language needs. */}
      <ol className="m-0 mt-2 ps-5 space-y-1 text-slate-900">
        <li>
          <Trans>
            <strong>Review:</strong> Click each card to see all statements for that page.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Compare:</strong> Use the tabs in the popup to compare the Yellow, Blue and Red profiles.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Rank:</strong> Drag the cards from Most Like Me to Least Like Me, or use the Up, Down and Not like me buttons.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Continue:</strong> Once all 3 profiles are reviewed, select Continue.
          </Trans>
        </li>
      </ol>
    </section>
  );
}

function DropArea({ as: Tag, onDrop, children }: { as: "li" | "div"; onDrop: (item: DragItem) => void; children: ReactNode }) {
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

function EmptyZone({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-16 items-center justify-center rounded-xl border-2 border-dashed border-slate-400 bg-slate-50 px-3 text-slate-700">
      {children}
    </div>
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

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CategoryId } from "../../../schema/constants";
import { DropArea, EmptyZone } from "./DropArea";
import type { CardPlace } from "./RankingCard";

type Props = {
  cards: CategoryId[];
  /** How many cards are ranked: a card here can join the ranking below them. */
  rankedCount: number;
  cardFor: (card: CategoryId, place: CardPlace) => ReactNode;
  onDrop: (card: CategoryId) => void;
};

/** The 'Not Like Me At All' area under the slots: room for one, two or all three cards. One board a page, as HowToRank's id. */
export function NotLikeMeArea({ cards, rankedCount, cardFor, onDrop }: Props) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="ranking-not-like-me" className="mt-8">
      <h2 id="ranking-not-like-me" className="m-0 text-title font-bold text-ink">
        <Trans>Not Like Me At All</Trans>
      </h2>
      <p className="mt-1 mb-3 text-slate-700">
        <Trans>Drag cards here if they don't describe you at all. There is space for 1, 2, or all 3 cards.</Trans>
      </p>
      <DropArea as="div" onDrop={(item) => onDrop(item.card)}>
        {cards.length === 0 ? (
          <EmptyZone>
            <Trans>Drop zone</Trans>
          </EmptyZone>
        ) : (
          <ul aria-label={t`Not like me at all`} className="m-0 p-0 list-none space-y-3">
            {cards.map((card) => (
              <li key={card}>{cardFor(card, { kind: "not-like-me", rankedCount })}</li>
            ))}
          </ul>
        )}
      </DropArea>
    </section>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CategoryId } from "../../../schema/constants";
import { DropArea, EmptyZone } from "./DropArea";
import { SLOTS } from "./labels";
import type { CardPlace } from "./RankingCard";
import { useOrdinal } from "./use-ordinal";

type Props = {
  /** The ranked cards, first to last (fewer than three when some are 'Not like me'). */
  ranked: CategoryId[];
  cardFor: (card: CategoryId, place: CardPlace) => ReactNode;
  onDrop: (card: CategoryId, index: number) => void;
};

/** The three ranked slots, each captioned with its rank and name, a card or an empty drop zone in it. */
export function RankedSlots({ ranked, cardFor, onDrop }: Props) {
  const { t } = useLingui();
  const ordinal = useOrdinal();
  return (
    <ol aria-label={t`Your ranking`} className="m-0 mt-6 p-0 list-none space-y-3">
      {SLOTS.map((slot, index) => {
        const card = ranked[index];
        const position = ordinal(index + 1);
        const name = t(slot);
        return (
          <DropArea key={slot.id} as="li" onDrop={(item) => onDrop(item.card, index)}>
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
  );
}

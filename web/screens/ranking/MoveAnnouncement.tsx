import { useLingui } from "@lingui/react/macro";
import { NOT_LIKE_ME, type CategoryId, type Dataset } from "../../../schema/constants";
import { SLOTS, TITLE_LABEL } from "./labels";
import { useOrdinal } from "./use-ordinal";

/** A move the live region reads out, in the language on screen when it renders. */
export type Announcement = { card: CategoryId; rank: number };

/** A screen reader hears each move as one sentence, its parts named placeholders; the board itself stays silent. */
export function MoveAnnouncement({ dataset, announcement }: { dataset: Dataset; announcement: Announcement | null }) {
  const { t } = useLingui();
  const ordinal = useOrdinal();
  const sentence = ({ card, rank }: Announcement): string => {
    const title = t(TITLE_LABEL[dataset][card]);
    const slot = SLOTS[rank - 1];
    if (rank >= NOT_LIKE_ME || !slot) return t`${title} moved to Not Like Me At All.`;
    const position = ordinal(rank);
    const name = t(slot);
    return t({ message: `${title} is now ranked ${position}, ${name}.`, comment: "Read out after a move: the card's title, its rank (1st) and the slot's name" });
  };
  return (
    <p role="status" className="sr-only">
      {announcement && sentence(announcement)}
    </p>
  );
}

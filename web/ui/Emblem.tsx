import type { Animal, CategoryId } from "../../schema/constants";
import blue from "../emblems/blue.svg?no-inline";
import cat from "../emblems/cat.svg?no-inline";
import dog from "../emblems/dog.svg?no-inline";
import rabbit from "../emblems/rabbit.svg?no-inline";
import red from "../emblems/red.svg?no-inline";
import yellow from "../emblems/yellow.svg?no-inline";

/** A profile (Yellow, Blue, Red) or a culture (Rabbit, Dog, Cat): each has its emblem. */
export type EmblemName = CategoryId | Animal;

// Files of their own, never inlined into a chunk (decision 069): fetched only by the screens that show them, never by a first load.
const SRC: Record<EmblemName, string> = { yellow, blue, red, rabbit, dog, cat };

/** A profile's or a culture's emblem (web/emblems/): decorative, as the name always stands beside it. */
export function Emblem({ name, size = 40, className = "" }: { name: EmblemName; size?: number; className?: string }) {
  return (
    <img
      src={SRC[name]}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      data-emblem={name}
      className={`shrink-0 ${className}`}
    />
  );
}

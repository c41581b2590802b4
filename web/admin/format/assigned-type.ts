import type { FinalType } from "../../../schema/scoring";

export const TYPE_BADGE_LENGTH = 12;

/** "Intrinsic / Extrinsic", or null when no type was assigned yet. */
export function assignedType(finalType: FinalType | null | undefined): string | null {
  if (!finalType) return null;
  return `${finalType.intrinsicAttraction} / ${finalType.extrinsicPursuer}`;
}

/** SPEC §9: the badge shows 12 characters plus an ellipsis. */
export function truncate(text: string, length = TYPE_BADGE_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

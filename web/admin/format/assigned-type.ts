import { finalTypeLabel, type FinalType } from "../../../schema/assessment/scoring";

export const TYPE_BADGE_LENGTH = 12;

/** "Intrinsic / Extrinsic", a part without a type yet read as Pending (docs/architecture.md#scoring). */
export function assignedType(finalType: FinalType | null | undefined): string {
  return finalTypeLabel(finalType);
}

/** docs/product.md#constants: the badge shows 12 characters plus an ellipsis. */
export function truncate(text: string, length = TYPE_BADGE_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

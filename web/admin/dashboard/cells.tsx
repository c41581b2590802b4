import type { ResponseRecord } from "../../../schema/admin";
import { ANIMAL_LABEL, CULTURE_ANIMALS } from "../../../schema/constants";

/** The three culture scores, or 'Not taken' (SPEC §9: the stat counts responses that have scores). */
export function CultureSummary({ scores }: { scores: ResponseRecord["cultureCompatibilityScores"] }) {
  if (!scores) return <span className="text-slate-700">Not taken</span>;
  return (
    <ul className="list-none m-0 p-0 whitespace-nowrap">
      {CULTURE_ANIMALS.map((a) => (
        <li key={a}>
          {ANIMAL_LABEL[a]}: <span className="font-semibold tabular-nums">{scores[a]}</span>
        </li>
      ))}
    </ul>
  );
}

/** A response in progress has no time or completion date yet: a dash, read out as "In progress". */
export function InProgressDash({ visibleLabel = false }: { visibleLabel?: boolean }) {
  return (
    // Relative: the hidden label's box stays inside the table's scroller instead of widening the page.
    <span className="relative">
      <span aria-hidden="true">—</span>
      <span className={visibleLabel ? "block text-xs font-semibold text-amber-900" : "sr-only"}>In progress</span>
    </span>
  );
}

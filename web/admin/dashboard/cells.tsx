import { Fragment } from "react";
import type { ResponseRecord } from "../../../schema/records/admin";
import { ANIMAL_LABEL, CULTURE_ANIMALS } from "../../../schema/constants";
import { formatDate } from "../format/date";

// While its row holds the focus, a cut value shows whole, wrapped at its break points (below).
export const WHOLE_ON_ROW_FOCUS = "group-focus-within:whitespace-normal group-focus-within:break-words";

/**
 * The text with a break point after "@" and before each ".", present only while the row holds the focus:
 * cut on one line the rest of the time (Chromium breaks at a bare <wbr> even in nowrap text).
 */
export function BreakableText({ text }: { text: string }) {
  return text.split(/(?<=@)|(?=\.)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && (
        <span className="hidden group-focus-within:inline">
          <wbr />
        </span>
      )}
      {part}
    </Fragment>
  ));
}

/**
 * A value cut with an ellipsis (at `className`'s width) instead of broken mid-word: an email, a company.
 * Whole on hover (its title), while its row holds the focus, and to screen readers (the text is all there).
 */
export function TruncatedText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span title={text} className={`block truncate ${WHOLE_ON_ROW_FOCUS} ${className}`}>
      <BreakableText text={text} />
    </span>
  );
}

/** docs/product.md#constants's date; the day and the clock time each stay whole, so the column wraps between them, not inside. */
export function CompletedDate({ iso }: { iso: string }) {
  const text = formatDate(iso);
  const cut = text.lastIndexOf(", ");
  if (cut < 0) return <span className="whitespace-nowrap">{text}</span>;
  return (
    <>
      <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span> <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
    </>
  );
}

/** The three culture scores, or 'Not taken' (docs/product.md#constants: the stat counts responses that have scores). */
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

import { useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";

/** One bar of the header: a part of the assessment, `total` null while its length is not known yet; `text` its spoken value. */
export type ProgressSegment = { label: string; current: number; total: number | null; text: string };

/**
 * 'Assessment Progress · Page X of Y' (or 'Question N of total') with a progress bar of 0..100, both texts
 * translated by the caller. The bar fills from the start edge: the left in English, the right in Arabic.
 * With `segments` (the statement pages, decision 067) the bar is one segment per part, each filled by its own
 * pages, so finishing Part 1 never shows a full bar and starting Part 2 never empties one.
 */
export function ProgressHeader({
  label,
  text,
  current,
  total,
  segments,
  ref,
}: {
  label: string;
  text: string;
  current: number;
  total: number;
  segments?: ProgressSegment[];
  ref?: Ref<HTMLDivElement>;
}) {
  const id = useId();
  return (
    <div ref={ref} className="scroll-mt-4 mb-6">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p id={id} className="m-0 font-semibold text-ink">
          {label}
        </p>
        <p className="m-0 text-ink-muted" data-testid="progress-text">
          {text}
        </p>
      </div>
      {segments ? (
        <div className="mt-2 flex gap-2">
          {segments.map((s, i) => (
            <div key={s.label} className="flex-1 min-w-0">
              <Bar labelledBy={`${id} ${id}-${i}`} text={s.text} value={progressPercent(s.current, s.total ?? 0)} />
              <p id={`${id}-${i}`} className="m-0 mt-1 text-xs text-ink-muted">
                {s.label}
              </p>
            </div>
          ))}
        </div>
      ) : (
        <div className="mt-2">
          <Bar labelledBy={id} text={text} value={progressPercent(current, total)} />
        </div>
      )}
    </div>
  );
}

function Bar({ labelledBy, text, value }: { labelledBy: string; text: string; value: number }) {
  const { t, i18n } = useLingui();
  const percent = i18n.number(value / 100, { style: "percent" });
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={t({
        message: `${text} (${percent})`,
        comment: "The progress bar's spoken value: 'Page 2 of 6' and its percentage",
      })}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${value}%` }} />
    </div>
  );
}

/** docs/product.md#states-and-transitions, docs/product.md#constants: progress = current / total × 100, rounded, clamped to 0..100. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((current / total) * 100)));
}

import { useLingui } from "@lingui/react/macro";
import { useId, type Ref } from "react";

/**
 * 'Assessment Progress · Page X of Y' (or 'Question N of total') with a progress bar of 0..100, both texts
 * translated by the caller. The bar fills from the start edge: the left in English, the right in Arabic.
 */
export function ProgressHeader({
  label,
  text,
  current,
  total,
  ref,
}: {
  label: string;
  text: string;
  current: number;
  total: number;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const value = progressPercent(current, total);
  const percent = i18n.number(value / 100, { style: "percent" });
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
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t({
          message: `${text} (${percent})`,
          comment: "The progress bar's spoken value: 'Page 2 of 6' and its percentage",
        })}
        className="mt-2 h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** docs/product.md#states-and-transitions, docs/product.md#constants: progress = current / total × 100, rounded, clamped to 0..100. */
export function progressPercent(current: number, total: number): number {
  if (total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((current / total) * 100)));
}

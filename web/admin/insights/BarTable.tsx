export type Bar = { label: string; value: number };

/**
 * A bar chart that is also its own data table: screen readers read the label and count cells,
 * the bars are decoration.
 */
export function BarTable({ caption, bars, labelHeader, valueHeader = "Count" }: { caption: string; bars: Bar[]; labelHeader: string; valueHeader?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="text-left font-semibold pb-2">{caption}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="py-1 pr-3 font-semibold w-2/5">
            {labelHeader}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold text-right w-16">
            {valueHeader}
          </th>
          <th scope="col" className="py-1 font-semibold">
            <span className="sr-only">Bar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {bars.map((b) => (
          <tr key={b.label}>
            <th scope="row" className="py-1 pr-3 text-left font-normal break-words">
              {b.label}
            </th>
            <td className="py-1 pr-3 text-right tabular-nums">{b.value.toLocaleString("en-US")}</td>
            <td className="py-1" aria-hidden="true">
              <div className="h-4 rounded bg-brand" style={{ width: `${(b.value / max) * 100}%`, minWidth: b.value > 0 ? "2px" : 0 }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

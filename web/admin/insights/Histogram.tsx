import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { useId } from "react";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";

const WIDTH = 210;
const HEIGHT = 80;

/** Culture scores 0..20 as columns; the figure is summarised for screen readers and has its table behind a button. */
export function Histogram({ title, counts, colourClass }: { title: string; counts: number[]; colourClass: string }) {
  const titleId = useId();
  const total = counts.reduce((a, n) => a + n, 0);
  const mean = total ? counts.reduce((a, n, score) => a + n * score, 0) / total : 0;
  const max = Math.max(1, ...counts);
  const barWidth = WIDTH / Math.max(1, counts.length);
  const summary = total ? `${total} respondents, average score ${mean.toFixed(1)}` : "No scores yet";
  return (
    <figure className="m-0">
      <figcaption id={titleId} className="font-semibold">
        {title}
        <span className="block text-sm font-normal text-slate-700">{summary}</span>
      </figcaption>
      <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${HEIGHT + 12}`} className="w-full h-auto mt-2">
        {counts.map((n, score) => {
          const h = (n / max) * HEIGHT;
          return <rect key={score} x={score * barWidth + 1} y={HEIGHT - h} width={barWidth - 2} height={h} className={colourClass} />;
        })}
        <line x1={0} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#475569" strokeWidth={0.5} />
        <text x={0} y={HEIGHT + 10} fontSize={8} fill="#334155">
          0
        </text>
        <text x={WIDTH} y={HEIGHT + 10} fontSize={8} fill="#334155" textAnchor="end">
          {counts.length - 1}
        </text>
      </svg>
      <Disclosure>
        <DisclosureButton className="btn-secondary mt-2 text-sm">
          {({ open }) => <span>{open ? "Hide data table" : "Show data table"}</span>}
        </DisclosureButton>
        <DisclosurePanel>
          <Table look="figure" className="mt-2">
            <Caption srOnly>{title}: respondents per score</Caption>
            <HeadRow>
              <ColumnHeader>Score</ColumnHeader>
              <ColumnHeader>Respondents</ColumnHeader>
            </HeadRow>
            <tbody>
              {counts.map((n, score) => (
                <Row key={score}>
                  <RowHeader className="tabular-nums">{score}</RowHeader>
                  <Cell className="tabular-nums">{n}</Cell>
                </Row>
              ))}
            </tbody>
          </Table>
        </DisclosurePanel>
      </Disclosure>
    </figure>
  );
}

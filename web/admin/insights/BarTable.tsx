import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { formatCount } from "../format/count";

export type Bar = { label: string; value: number };

/**
 * A bar chart that is also its own data table: screen readers read the label and count cells,
 * the bars are decoration.
 */
export function BarTable({
  caption,
  bars,
  labelHeader,
  valueHeader = "Count",
}: {
  caption: string;
  bars: Bar[];
  labelHeader: string;
  valueHeader?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <Table look="figure">
      <Caption>{caption}</Caption>
      <HeadRow>
        <ColumnHeader className="w-2/5">{labelHeader}</ColumnHeader>
        <ColumnHeader numeric className="w-16">
          {valueHeader}
        </ColumnHeader>
        <ColumnHeader>
          <span className="sr-only">Bar</span>
        </ColumnHeader>
      </HeadRow>
      <tbody>
        {bars.map((b) => (
          <Row key={b.label}>
            <RowHeader className="break-words">{b.label}</RowHeader>
            <Cell className="text-end tabular-nums">{formatCount(b.value)}</Cell>
            <Cell aria-hidden="true">
              <div className="h-4 rounded bg-brand" style={{ width: `${(b.value / max) * 100}%`, minWidth: b.value > 0 ? "2px" : 0 }} />
            </Cell>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

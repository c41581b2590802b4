import type { SponsorReport } from "../../schema/sponsor-report";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../ui/Table";

/** How the matches spread, or why not yet: a spread of fewer than MIN_AGGREGATE_MEMBERS would point at people. */
export function DistributionCard({ report }: { report: SponsorReport }) {
  const max = Math.max(1, ...(report.distribution?.map((b) => b.count) ?? []));
  return (
    <section aria-labelledby="distribution-heading" className="card break-inside-avoid">
      <h2 id="distribution-heading" className="text-xl font-bold mt-0">
        Distribution of culture matches
      </h2>
      {report.distribution ? (
        <Table look="report" data-testid="report-distribution">
          <HeadRow>
            <ColumnHeader>Match</ColumnHeader>
            <ColumnHeader>Members</ColumnHeader>
            <ColumnHeader className="w-1/2">
              <span className="sr-only">Share</span>
            </ColumnHeader>
          </HeadRow>
          <tbody>
            {report.distribution.map((b) => (
              <Row key={b.label}>
                <RowHeader strong className="whitespace-nowrap">
                  {b.label}%
                </RowHeader>
                <Cell className="tabular-nums">{b.count}</Cell>
                <Cell aria-hidden="true">
                  <div
                    className="h-4 rounded bg-brand print:border print:border-solid print:border-black"
                    style={{ width: `${(b.count / max) * 100}%` }}
                  />
                </Cell>
              </Row>
            ))}
          </tbody>
        </Table>
      ) : (
        <p className="m-0" data-testid="report-distribution-hidden">
          Shown once at least {report.minAggregateMembers} members have a culture match.
        </p>
      )}
    </section>
  );
}

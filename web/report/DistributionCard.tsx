import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { SponsorSpread } from "../../schema/teams/match-spread";
import { MATCH_BUCKETS } from "../../schema/teams/teams";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../ui/Table";
import { usePercent } from "./percent";

/** How the matches spread, or why not yet: a spread under the anonymity floor would point at people (decision 081). */
export function DistributionCard({ spread }: { spread: SponsorSpread }) {
  const { t, i18n } = useLingui();
  const percent = usePercent();
  // A bucket as the language writes a range of percentages ("80–100%"); one the page does not know, as sent.
  const range = (label: string) => {
    const bucket = MATCH_BUCKETS.find((b) => b.label === label);
    if (!bucket) return `${label}%`;
    const [from, to] = [i18n.number(bucket.min), percent(bucket.max)];
    return t({ message: `${from}–${to}`, comment: "A range of culture matches: from is a number, to a percentage, e.g. 80–100%" });
  };
  const needed = spread.shown ? 0 : spread.needed;
  const max = Math.max(1, ...(spread.shown ? spread.buckets.map((b) => b.count) : []));
  return (
    <section aria-labelledby="distribution-heading" className="card break-inside-avoid">
      <h2 id="distribution-heading" className="text-xl font-bold mt-0">
        <Trans>Distribution of culture matches</Trans>
      </h2>
      {spread.shown ? (
        <Table look="report" data-testid="report-distribution">
          <HeadRow>
            <ColumnHeader>
              <Trans>Match</Trans>
            </ColumnHeader>
            <ColumnHeader>
              <Trans>Members</Trans>
            </ColumnHeader>
            <ColumnHeader className="w-1/2">
              <span className="sr-only">
                <Trans>Share</Trans>
              </span>
            </ColumnHeader>
          </HeadRow>
          <tbody>
            {spread.buckets.map((b) => (
              <Row key={b.label}>
                <RowHeader strong className="whitespace-nowrap">
                  {range(b.label)}
                </RowHeader>
                <Cell className="tabular-nums">{i18n.number(b.count)}</Cell>
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
          <Plural value={needed} one="Not yet reportable — # more needed" other="Not yet reportable — # more needed" />
        </p>
      )}
    </section>
  );
}

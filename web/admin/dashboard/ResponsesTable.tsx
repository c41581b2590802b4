import { memo } from "react";
import type { ResponseListItem } from "../../../schema/admin";
import { completionColumns } from "../../../schema/completion-columns";
import { PENDING } from "../../../schema/scoring";
import { assignedType, truncate } from "../format/assigned-type";
import { formatDate } from "../format/date";
import { formatDuration } from "../format/duration";
import { audienceLabel } from "../format/person";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { RankingList } from "../ui/RankingList";
import { CompanyLink } from "./CompanyLink";
import { CultureSummary, InProgressDash } from "./cells";

export const COLUMNS = [
  "Name",
  "Email",
  "Company",
  "User Flow",
  "Attraction Ranking",
  "Pursuer Ranking",
  "Assigned Type",
  "Culture Compatibility",
  "Demographics",
  "Time",
  "Date Completed",
] as const;

type Props = { items: ResponseListItem[]; onOpen: (id: string) => void; labelledBy: string; busy: boolean };

export function ResponsesTable({ items, onOpen, labelledBy, busy }: Props) {
  return (
    <Table region="Responses table" framed pad="roomy" aria-labelledby={labelledBy} aria-busy={busy}>
      <HeadRow>
        {COLUMNS.map((c) => (
          <ColumnHeader key={c}>{c}</ColumnHeader>
        ))}
      </HeadRow>
      <tbody>
        {items.map((r) => (
          <ResponseRow key={r.id} record={r} onOpen={onOpen} />
        ))}
      </tbody>
    </Table>
  );
}

/** Memoised: loading another page or patching one record leaves the other rows alone. */
const ResponseRow = memo(function ResponseRow({ record: r, onOpen }: { record: ResponseListItem; onOpen: (id: string) => void }) {
  const type = assignedType(r.finalType);
  const done = completionColumns(r);
  return (
    <Row className="align-top" data-testid="response-row">
      <RowHeader pad="tight" className="min-w-40">
        <button
          type="button"
          className="min-h-11 text-left font-semibold text-brand underline underline-offset-2 bg-transparent border-0 p-0 cursor-pointer"
          onClick={() => onOpen(r.id)}
          data-open-response={r.id}
        >
          {r.name}
        </button>
      </RowHeader>
      <Cell className="break-all min-w-40">{r.email}</Cell>
      <Cell pad="tight">
        <CompanyLink website={r.companyWebsite} />
      </Cell>
      <Cell>{audienceLabel(r.userFlow)}</Cell>
      <Cell>
        <RankingList ranking={r.pageRankings?.attractionRanking} compact />
      </Cell>
      <Cell>
        <RankingList ranking={r.pageRankings?.pursuerRanking} compact />
      </Cell>
      <Cell>
        {type === PENDING ? (
          <span className="text-slate-700">{PENDING}</span>
        ) : (
          <span title={type} className="inline-block rounded-full bg-brand-light text-brand-dark px-2 py-0.5 font-semibold whitespace-nowrap">
            <span aria-hidden="true">{truncate(type)}</span>
            <span className="sr-only">{type}</span>
          </span>
        )}
      </Cell>
      <Cell>
        <CultureSummary scores={r.cultureCompatibilityScores} />
      </Cell>
      <Cell>{r.hasDemographics ? "Yes" : "No"}</Cell>
      <Cell className="tabular-nums">{done.inProgress ? <InProgressDash /> : formatDuration(done.seconds)}</Cell>
      <Cell className="whitespace-nowrap">{done.inProgress ? <InProgressDash visibleLabel /> : formatDate(done.completedAt)}</Cell>
    </Row>
  );
});

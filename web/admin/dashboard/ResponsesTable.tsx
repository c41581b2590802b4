import { memo } from "react";
import type { ResponseListItem } from "../../../schema/records/admin";
import { completionColumns } from "../../../schema/records/completion-columns";
import { PENDING } from "../../../schema/assessment/scoring";
import { assignedType, truncate } from "../format/assigned-type";
import { formatDuration } from "../format/duration";
import { audienceLabel } from "../format/person";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { RankingList } from "../ui/RankingList";
import { CompanyLink } from "./CompanyLink";
import { LIST_COLUMNS, type ColumnName, type ShowFrom } from "./columns";
import { CompletedDate, CultureSummary, InProgressDash, TruncatedText } from "./cells";

// Literal classes (UnoCSS reads them from this file): a column below its width is hidden, header and cells alike.
const HIDE_BELOW: Record<Exclude<ShowFrom, "detail">, string> = { always: "", lg: "hidden lg:table-cell", xl: "hidden xl:table-cell" };
const FROM = Object.fromEntries(LIST_COLUMNS.map((c) => [c.name, c.from])) as Record<ColumnName, Exclude<ShowFrom, "detail">>;
/** The column's visibility classes, then the cell's own. */
const col = (name: ColumnName, own = "") => [HIDE_BELOW[FROM[name]], own].filter(Boolean).join(" ") || undefined;

type Props = { items: ResponseListItem[]; onOpen: (id: string) => void; labelledBy: string; busy: boolean };

/**
 * The list fits a laptop (docs/admin.md#the-responses-list): wrapping headers, long values cut, low-priority columns hidden on narrower
 * screens.
 */
export function ResponsesTable({ items, onOpen, labelledBy, busy }: Props) {
  return (
    <Table region="Responses table" look="wide" framed pad="roomy" aria-labelledby={labelledBy} aria-busy={busy}>
      <HeadRow>
        {LIST_COLUMNS.map((c) => (
          <ColumnHeader key={c.name} className={col(c.name)}>
            {c.name}
          </ColumnHeader>
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
    // `group`: while the focus is in the row (its name button or company link), its cut values show whole.
    <Row className="group align-top" data-testid="response-row">
      <RowHeader pad="tight" className="min-w-32">
        <button
          type="button"
          // A long name wraps, even inside a word, rather than widening the table.
          className="min-h-11 text-left font-semibold text-brand underline underline-offset-2 bg-transparent border-0 p-0 cursor-pointer [overflow-wrap:anywhere]"
          onClick={() => onOpen(r.id)}
          data-open-response={r.id}
        >
          {r.name}
        </button>
      </RowHeader>
      {/* max-w-0 with a share of the width: the column takes what the others leave (up to its share) and cuts the rest. */}
      <Cell className={col("Email", "w-1/6 max-w-0")}>
        <TruncatedText text={r.email} className="min-w-32" />
      </Cell>
      <Cell pad="tight" className={col("Company")}>
        <CompanyLink website={r.companyWebsite} />
      </Cell>
      <Cell className={col("User Flow")}>{audienceLabel(r.userFlow)}</Cell>
      <Cell className={col("Attraction Ranking")}>
        <RankingList ranking={r.pageRankings?.attractionRanking} compact />
      </Cell>
      <Cell className={col("Pursuer Ranking")}>
        <RankingList ranking={r.pageRankings?.pursuerRanking} compact />
      </Cell>
      <Cell className={col("Assigned Type")}>
        {type === PENDING ? (
          <span className="text-slate-700">{PENDING}</span>
        ) : (
          <span
            title={type}
            data-assigned-type
            className="inline-block rounded-full bg-brand-light text-brand-dark px-2 py-0.5 font-semibold whitespace-nowrap"
          >
            <span aria-hidden="true">{truncate(type)}</span>
            <span className="sr-only">{type}</span>
          </span>
        )}
      </Cell>
      <Cell className={col("Culture Compatibility")}>
        <CultureSummary scores={r.cultureCompatibilityScores} />
      </Cell>
      <Cell className={col("Time", "tabular-nums")}>{done.inProgress ? <InProgressDash /> : formatDuration(done.seconds)}</Cell>
      <Cell className={col("Date Completed")}>
        {done.inProgress ? <InProgressDash visibleLabel /> : <CompletedDate iso={done.completedAt} />}
      </Cell>
    </Row>
  );
});

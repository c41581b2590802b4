import { useState } from "react";
import type { ResponseDetail } from "../../../schema/records/admin";
import { CATEGORY_LABEL, PART_LABEL, TITLES } from "../../../schema/constants";
import type { AssessmentData } from "../../../schema/assessment/content";
import { useAssessmentData } from "../api/get-assessment-data";
import { INVALID_PAGE, PAGES, ratingLabel, responsesPage } from "../format/pager";
import { responseRows } from "../format/response-rows";
import { Card } from "../ui/Card";
import { ColourDot } from "../ui/ColourDot";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";

const RESPONSES_KEY = { attraction: "attractionResponses", pursuer: "pursuerResponses" } as const;

/** docs/product.md#states-and-transitions: pages 1-6 (attraction then pursuer; Yellow, Blue, Red). */
export function AssessmentResponsesCard({ record }: { record: ResponseDetail }) {
  const [page, setPage] = useState(1);
  const content = useAssessmentData();
  return (
    <Card title="Assessment Responses">
      <nav aria-label="Assessment response pages" className="flex flex-wrap items-center gap-2 mb-4">
        <button type="button" className="btn-secondary px-3" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        {PAGES.map((p) => (
          <button
            key={p.page}
            type="button"
            aria-current={p.page === page ? "page" : undefined}
            className={p.page === page ? "btn-primary px-3" : "btn-secondary px-3"}
            onClick={() => setPage(p.page)}
          >
            <span aria-hidden="true">{p.page}</span>
            <span className="sr-only">{`Page ${p.page}: ${p.dataset === "attraction" ? "Attraction" : "Pursuer"} ${CATEGORY_LABEL[p.category]}`}</span>
          </button>
        ))}
        <button type="button" className="btn-secondary px-3" onClick={() => setPage(page + 1)} disabled={page >= PAGES.length}>
          Next
        </button>
      </nav>
      <ResponsesPageView record={record} page={page} content={content.data ?? null} contentFailed={content.status === "error"} />
    </Card>
  );
}

type PageViewProps = {
  record: ResponseDetail;
  page: number;
  /** The statements (GET /api/assessment-data); null while they load or when they failed. */
  content?: AssessmentData | null;
  contentFailed?: boolean;
};

export function ResponsesPageView({ record, page, content = null, contentFailed = false }: PageViewProps) {
  const selected = responsesPage(page);
  if (!selected) return <p role="alert">{INVALID_PAGE}</p>;
  const { dataset, category } = selected;
  const answers = record[RESPONSES_KEY[dataset]][category] ?? {};
  const statements =
    content && Array.isArray(content[dataset]) ? content[dataset].filter((s) => s.category === CATEGORY_LABEL[category]) : null;
  const rows = responseRows(answers, statements);
  const missingText = contentFailed
    ? "Statement text could not be loaded"
    : statements
      ? "Not in the current assessment"
      : "Loading statement...";
  const caption = `Page ${page} of ${PAGES.length}: ${PART_LABEL[dataset]} (${dataset === "attraction" ? "Attraction" : "Pursuer"}), ${CATEGORY_LABEL[category]} (${TITLES[dataset][category]})`;
  return (
    <div>
      <h3 className="flex items-center gap-2 text-base font-semibold mt-0 mb-2" data-testid="responses-page-title">
        <ColourDot category={category} />
        {caption}
      </h3>
      {rows.length === 0 ? (
        <p className="text-slate-700 m-0">No responses recorded for this page.</p>
      ) : (
        <Table>
          <HeadRow>
            <ColumnHeader>Placement</ColumnHeader>
            <ColumnHeader>Statement</ColumnHeader>
            <ColumnHeader>Response</ColumnHeader>
          </HeadRow>
          <tbody>
            {rows.map((row) =>
              row.kind === "heading" ? (
                <Row key={`h${row.placement}`} className="bg-slate-50">
                  <RowHeader scope="colgroup" colSpan={3} strong>
                    {row.text}
                  </RowHeader>
                </Row>
              ) : (
                <Row key={row.placement}>
                  <RowHeader className="tabular-nums align-top">{row.placement}</RowHeader>
                  <Cell className={row.text === null ? "text-slate-700 italic" : undefined}>{row.text ?? missingText}</Cell>
                  <Cell className={`align-top sm:whitespace-nowrap ${row.value === 0 ? "text-slate-700" : "font-semibold"}`}>
                    {ratingLabel(row.value)}
                  </Cell>
                </Row>
              ),
            )}
          </tbody>
        </Table>
      )}
    </div>
  );
}

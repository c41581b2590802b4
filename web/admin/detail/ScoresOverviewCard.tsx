import type { ResponseDetail } from "../../../schema/records/admin";
import { DATASETS, PART_LABEL } from "../../../schema/constants";
import { scoresOverview } from "../format/scores";
import { Card } from "../ui/Card";
import { ColourDot } from "../ui/ColourDot";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";

const RESPONSES_KEY = { attraction: "attractionResponses", pursuer: "pursuerResponses" } as const;

/** Per dataset and colour: the docs/architecture.md#scoring score and how many statements were answered (value not 0). */
export function ScoresOverviewCard({ record }: { record: ResponseDetail }) {
  return (
    <Card title="Assessment Scores Overview">
      <div className="grid gap-6 md:grid-cols-2">
        {DATASETS.map((dataset) => (
          <Table key={dataset}>
            <Caption className="text-base">
              {PART_LABEL[dataset]}: {dataset === "attraction" ? "Attraction" : "Pursuer"}
            </Caption>
            <HeadRow>
              <ColumnHeader>Colour</ColumnHeader>
              <ColumnHeader>Score</ColumnHeader>
              <ColumnHeader>Answered</ColumnHeader>
            </HeadRow>
            <tbody>
              {scoresOverview(record[RESPONSES_KEY[dataset]]).map((row) => (
                <Row key={row.category}>
                  <RowHeader>
                    <span className="inline-flex items-center gap-2">
                      <ColourDot category={row.category} />
                      {row.colour}
                    </span>
                  </RowHeader>
                  <Cell className="tabular-nums">{row.score === null ? "N/A" : `${row.score}%`}</Cell>
                  <Cell className="tabular-nums">
                    {row.answered} / {row.total}
                  </Cell>
                </Row>
              ))}
            </tbody>
          </Table>
        ))}
      </div>
    </Card>
  );
}

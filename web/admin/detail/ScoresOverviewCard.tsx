import type { ResponseDetail } from "../../../schema/admin";
import { DATASETS, PART_LABEL } from "../../../schema/constants";
import { scoresOverview } from "../format/scores";
import { Card } from "../ui/Card";
import { ColourDot } from "../ui/ColourDot";

const RESPONSES_KEY = { attraction: "attractionResponses", pursuer: "pursuerResponses" } as const;

/** Per dataset and colour: the DESIGN §5 score and how many statements were answered (value not 0). */
export function ScoresOverviewCard({ record }: { record: ResponseDetail }) {
  return (
    <Card title="Assessment Scores Overview">
      <div className="grid gap-6 md:grid-cols-2">
        {DATASETS.map((dataset) => (
          <table key={dataset} className="w-full border-collapse text-sm">
            <caption className="text-left font-semibold text-base pb-2">
              {PART_LABEL[dataset]}: {dataset === "attraction" ? "Attraction" : "Pursuer"}
            </caption>
            <thead>
              <tr className="bg-slate-100 text-left">
                <th scope="col" className="px-3 py-2">
                  Colour
                </th>
                <th scope="col" className="px-3 py-2">
                  Score
                </th>
                <th scope="col" className="px-3 py-2">
                  Answered
                </th>
              </tr>
            </thead>
            <tbody>
              {scoresOverview(record[RESPONSES_KEY[dataset]]).map((row) => (
                <tr key={row.category} className="border-t border-slate-200">
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    <span className="inline-flex items-center gap-2">
                      <ColourDot category={row.category} />
                      {row.colour}
                    </span>
                  </th>
                  <td className="px-3 py-2 tabular-nums">{row.score === null ? "N/A" : `${row.score}%`}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {row.answered} / {row.total}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </Card>
  );
}

import type { ResponseDetail } from "../../../schema/records/admin";
import { DATASETS, PART_LABEL } from "../../../schema/constants";
import { Card } from "../ui/Card";
import { RankingList } from "../ui/RankingList";

const RANKING_KEY = { attraction: "attractionRanking", pursuer: "pursuerRanking" } as const;

export function PageRankingsCard({ record }: { record: ResponseDetail }) {
  return (
    <Card title="Page Rankings">
      <div className="grid gap-6 sm:grid-cols-2">
        {DATASETS.map((dataset) => (
          <div key={dataset}>
            <h3 className="text-base font-semibold mt-0 mb-2">
              {PART_LABEL[dataset]}: {dataset === "attraction" ? "Attraction" : "Pursuer"}
            </h3>
            <RankingList ranking={record.pageRankings?.[RANKING_KEY[dataset]]} dataset={dataset} />
          </div>
        ))}
      </div>
    </Card>
  );
}

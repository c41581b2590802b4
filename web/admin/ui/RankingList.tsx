import { TITLES, type Dataset } from "../../../schema/constants";
import type { Ranking } from "../../../schema/assessment/ranking";
import { ALL_NOT_LIKE_ME, NO_RANKING, rankingDisplay } from "../format/ranking";
import { ColourDot } from "./ColourDot";

/** docs/product.md#constants ranking display; with a dataset, each colour also shows its profile title. */
export function RankingList({
  ranking,
  dataset,
  compact = false,
}: {
  ranking: Partial<Ranking> | null | undefined;
  dataset?: Dataset;
  compact?: boolean;
}) {
  const display = rankingDisplay(ranking);
  if (display.kind === "none") return <span className="text-slate-600">{NO_RANKING}</span>;
  if (display.kind === "all-not-like-me") return <span>{ALL_NOT_LIKE_ME}</span>;
  return (
    <ol className={`list-none m-0 p-0 ${compact ? "space-y-0.5" : "space-y-2"}`}>
      {display.entries.map((e) => (
        <li key={e.category} className={`flex items-center whitespace-nowrap ${compact ? "gap-1.5" : "gap-2"}`}>
          <ColourDot category={e.category} />
          <span className="font-semibold">{e.label}</span>
          <span>
            {e.colour}
            {dataset && <span className="text-slate-700"> ({TITLES[dataset][e.category]})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

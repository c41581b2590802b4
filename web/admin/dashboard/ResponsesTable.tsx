import { memo } from "react";
import type { ResponseListItem } from "../../../schema/admin";
import { completionColumns } from "../../../schema/completion-columns";
import { PENDING } from "../../../schema/scoring";
import { assignedType, truncate } from "../format/assigned-type";
import { formatDate } from "../format/date";
import { formatDuration } from "../format/duration";
import { audienceLabel } from "../format/person";
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
    // Focusable so keyboard users can scroll the wide table sideways.
    <div role="region" aria-label="Responses table" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm" aria-labelledby={labelledBy} aria-busy={busy}>
        <thead className="bg-slate-100 text-left">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <ResponseRow key={r.id} record={r} onOpen={onOpen} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Memoised: loading another page or patching one record leaves the other rows alone. */
const ResponseRow = memo(function ResponseRow({ record: r, onOpen }: { record: ResponseListItem; onOpen: (id: string) => void }) {
  const type = assignedType(r.finalType);
  const done = completionColumns(r);
  return (
    <tr className="border-t border-slate-200 align-top" data-testid="response-row">
      <th scope="row" className="px-3 py-1 text-left font-normal min-w-40">
        <button
          type="button"
          className="min-h-11 text-left font-semibold text-brand underline underline-offset-2 bg-transparent border-0 p-0 cursor-pointer"
          onClick={() => onOpen(r.id)}
          data-open-response={r.id}
        >
          {r.name}
        </button>
      </th>
      <td className="px-3 py-3 break-all min-w-40">{r.email}</td>
      <td className="px-3 py-1">
        <CompanyLink website={r.companyWebsite} />
      </td>
      <td className="px-3 py-3">{audienceLabel(r.userFlow)}</td>
      <td className="px-3 py-3">
        <RankingList ranking={r.pageRankings?.attractionRanking} compact />
      </td>
      <td className="px-3 py-3">
        <RankingList ranking={r.pageRankings?.pursuerRanking} compact />
      </td>
      <td className="px-3 py-3">
        {type === PENDING ? (
          <span className="text-slate-700">{PENDING}</span>
        ) : (
          <span title={type} className="inline-block rounded-full bg-brand-light text-brand-dark px-2 py-0.5 font-semibold whitespace-nowrap">
            <span aria-hidden="true">{truncate(type)}</span>
            <span className="sr-only">{type}</span>
          </span>
        )}
      </td>
      <td className="px-3 py-3">
        <CultureSummary scores={r.cultureCompatibilityScores} />
      </td>
      <td className="px-3 py-3">{r.hasDemographics ? "Yes" : "No"}</td>
      <td className="px-3 py-3 tabular-nums">{done.inProgress ? <InProgressDash /> : formatDuration(done.seconds)}</td>
      <td className="px-3 py-3 whitespace-nowrap">{done.inProgress ? <InProgressDash visibleLabel /> : formatDate(done.completedAt)}</td>
    </tr>
  );
});

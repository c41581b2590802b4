import type { SponsorReport } from "../../schema/sponsor-report";

/** How the matches spread, or why not yet: a spread of fewer than MIN_AGGREGATE_MEMBERS would point at people. */
export function DistributionCard({ report }: { report: SponsorReport }) {
  const max = Math.max(1, ...(report.distribution?.map((b) => b.count) ?? []));
  return (
    <section aria-labelledby="distribution-heading" className="card break-inside-avoid">
      <h2 id="distribution-heading" className="text-xl font-bold mt-0">
        Distribution of culture matches
      </h2>
      {report.distribution ? (
        <table className="w-full border-collapse" data-testid="report-distribution">
          <thead>
            <tr className="text-left text-sm text-slate-700">
              <th scope="col" className="py-1 pr-3">Match</th>
              <th scope="col" className="py-1 pr-3">Members</th>
              <th scope="col" className="py-1 w-1/2">
                <span className="sr-only">Share</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.distribution.map((b) => (
              <tr key={b.label} className="border-t border-slate-200">
                <th scope="row" className="py-2 pr-3 text-left font-semibold whitespace-nowrap">
                  {b.label}%
                </th>
                <td className="py-2 pr-3 tabular-nums">{b.count}</td>
                <td className="py-2" aria-hidden="true">
                  <div className="h-4 rounded bg-brand print:border print:border-solid print:border-black" style={{ width: `${(b.count / max) * 100}%` }} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="m-0" data-testid="report-distribution-hidden">
          Shown once at least {report.minAggregateMembers} members have a culture match.
        </p>
      )}
    </section>
  );
}

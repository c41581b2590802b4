import { ANIMAL_LABEL, CULTURE_ANIMALS, type Audience } from "../../schema/constants";
import type { SponsorReport } from "../../schema/team-api";
import { CULTURE_SCORE_MAX } from "../../schema/teams";

const ROLE: Record<Audience, string> = { ceo: "CEO", manager: "Manager", ic: "Individual contributor" };
const dateText = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

function matchCell(m: SponsorReport["members"][number]): string {
  if (m.definesProfile) return "Defines the team profile";
  if (m.cultureMatch !== null) return `${m.cultureMatch}%`;
  return m.userFlow === "ceo" ? "No culture test (CEO)" : "—";
}

/** The sponsor's read-only view: names, matches, the profile and the distribution — nothing a person answered. */
export function ReportView({ report }: { report: SponsorReport }) {
  const max = Math.max(1, ...(report.distribution?.map((b) => b.count) ?? []));
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:py-0 flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-700">Culture compatibility report</p>
          <h1 className="text-3xl font-bold m-0">{report.team.name}</h1>
          {report.team.organisation && <p className="m-0 text-lg text-slate-700">{report.team.organisation}</p>}
        </div>
        <button type="button" className="btn-secondary print:hidden" onClick={() => window.print()}>
          Print report
        </button>
      </header>
      <p className="m-0 text-slate-700">
        {report.completedMembers} completed {report.completedMembers === 1 ? "member" : "members"}. This report shows overall scores only — never a
        person's answers, ratings, demographics or contact details. The link works until {dateText(report.expiresAt)}.
      </p>

      <section aria-labelledby="profile-heading" className="card break-inside-avoid">
        <h2 id="profile-heading" className="text-xl font-bold mt-0">
          Team profile
        </h2>
        {report.profile ? (
          <>
            <p className="mt-0 text-slate-700">
              {report.profileSource === "manager" ? "The culture the team's manager defined." : `The mean of ${report.completedMembers} completed members.`} Each
              animal scores 0 to {CULTURE_SCORE_MAX}.
            </p>
            <dl className="grid grid-cols-3 gap-3 m-0" data-testid="report-profile">
              {CULTURE_ANIMALS.map((a) => (
                <div key={a} className="rounded-lg bg-slate-100 p-3 text-center">
                  <dt className="text-sm font-semibold text-slate-700">{ANIMAL_LABEL[a]}</dt>
                  <dd className="m-0 text-2xl font-bold tabular-nums">{report.profile![a]}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className="m-0" data-testid="report-profile-hidden">
            {report.profileHidden
              ? `The team profile is an average, shown once at least ${report.minAggregateMembers} members have completed the assessment, so that it cannot point to anyone's answers.`
              : "No team profile yet: no completed member has taken the Culture Compatibility Test."}
          </p>
        )}
      </section>

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
            Shown once at least {report.minAggregateMembers} members have a culture match, so that it cannot point to anyone's answers.
          </p>
        )}
      </section>

      <section aria-labelledby="members-heading" className="card">
        <h2 id="members-heading" className="text-xl font-bold mt-0">
          Members
        </h2>
        {report.members.length === 0 ? (
          <p className="m-0 text-slate-700">No member has completed the assessment yet.</p>
        ) : (
          <table className="w-full border-collapse" data-testid="report-members">
            <thead>
              <tr className="text-left text-sm text-slate-700">
                <th scope="col" className="py-1 pr-3">Name</th>
                <th scope="col" className="py-1 pr-3">Role</th>
                <th scope="col" className="py-1">Culture match</th>
              </tr>
            </thead>
            <tbody>
              {report.members.map((m, i) => (
                <tr key={i} className="border-t border-slate-200 break-inside-avoid" data-testid="report-member">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {m.name}
                  </th>
                  <td className="py-2 pr-3">{ROLE[m.userFlow]}</td>
                  <td className="py-2 tabular-nums">{matchCell(m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}

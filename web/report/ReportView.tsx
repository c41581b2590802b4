import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { SponsorReport } from "../../schema/teams/sponsor-report";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../ui/Table";
import { DistributionCard } from "./DistributionCard";
import { usePercent } from "./percent";

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/** The sponsor's read-only view: names and culture matches — nothing a person answered (docs/privacy.md "Sponsors"). */
export function ReportView({ report }: { report: SponsorReport }) {
  const { i18n } = useLingui();
  const percent = usePercent();
  const count = report.members.length;
  const until = i18n.date(report.expiresAt, DATE);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:py-0 flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-700">
            <Trans>Culture compatibility report</Trans>
          </p>
          <h1 className="text-3xl font-bold m-0">{report.team.name}</h1>
          {report.team.organisation && <p className="m-0 text-lg text-slate-700">{report.team.organisation}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-3 print:hidden">
          <LanguageSwitcher />
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            <Trans>Print report</Trans>
          </button>
        </div>
      </header>
      <p className="m-0 text-slate-700">
        <Trans>
          <Plural value={count} one="# completed member." other="# completed members." /> This report shows each member's overall culture
          match only — never a person's answers, culture scores, ratings, demographics or contact details. The link works until {until}.
        </Trans>
      </p>

      <section aria-labelledby="profile-heading" className="card break-inside-avoid">
        <h2 id="profile-heading" className="text-xl font-bold mt-0">
          {report.profileConfirmed ? <Trans>Team profile</Trans> : <Trans>Profile not yet confirmed</Trans>}
        </h2>
        <p className="m-0" data-testid="report-profile-status">
          {report.profileConfirmed ? (
            <Trans>
              Each match compares a member with the team profile the team's administrator confirmed. The profile's own scores are not shown:
              they are one person's answers.
            </Trans>
          ) : (
            <Trans>
              Culture matches appear once the team's administrator confirms the manager response that defines the team's culture. Until then
              this report lists who has completed the assessment.
            </Trans>
          )}
        </p>
      </section>

      {report.spread && <DistributionCard spread={report.spread} />}

      <section aria-labelledby="members-heading" className="card">
        <h2 id="members-heading" className="text-xl font-bold mt-0">
          <Trans>Members</Trans>
        </h2>
        {report.members.length === 0 ? (
          <p className="m-0 text-slate-700">
            <Trans>No member has completed the assessment yet.</Trans>
          </p>
        ) : (
          <Table look="report" data-testid="report-members">
            <HeadRow>
              <ColumnHeader>
                <Trans>Name</Trans>
              </ColumnHeader>
              {report.profileConfirmed && (
                <ColumnHeader>
                  <Trans>Culture match</Trans>
                </ColumnHeader>
              )}
            </HeadRow>
            <tbody>
              {report.members.map((m, i) => (
                <Row key={i} data-testid="report-member">
                  <RowHeader strong>{m.name}</RowHeader>
                  {report.profileConfirmed && (
                    <Cell className="tabular-nums">{m.cultureMatch === null ? "—" : percent(m.cultureMatch)}</Cell>
                  )}
                </Row>
              ))}
            </tbody>
          </Table>
        )}
        {report.profileConfirmed && report.members.some((m) => m.cultureMatch === null) && (
          <p className="mb-0 mt-3 text-sm text-slate-700">
            <Trans>A dash means the member has no culture match.</Trans>
          </p>
        )}
      </section>
    </main>
  );
}

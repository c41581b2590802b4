import type { AdminStats } from "../../../schema/records/admin";
import { ANIMAL_LABEL, CULTURE_ANIMALS, type Animal } from "../../../schema/constants";
import { AUDIENCES } from "../../../schema/constants";
import { useStats } from "../api/get-stats";
import { audienceLabel } from "../format/person";
import { Card } from "../ui/Card";
import { BarTable } from "./BarTable";
import { DeviceLedger } from "./DeviceLedger";
import { Histogram } from "./Histogram";
import { formatCount } from "../format/count";
import { formatDate } from "../format/date";
import { PrivacyNote } from "./PrivacyNote";

// Literal class names so UnoCSS finds them (Rabbit = Yellow, Dog = Blue, Cat = Red).
const ANIMAL_FILL: Record<Animal, string> = { rabbit: "fill-cat-yellow", dog: "fill-cat-blue", cat: "fill-cat-red" };

/**
 * /admin/insights, beyond the spec: assigned types per audience, culture score distributions, the completion funnel and the
 * device ledger. Its own chunk (named Admin*), loaded when the view opens.
 */
export default function Insights() {
  const stats = useStats();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Insights
        </h1>
        <p className="text-slate-700 mt-1 mb-0">Types, culture scores and how far respondents got; what each device delivered.</p>
      </div>
      <Card title="Types, culture scores and the funnel">
        {stats.status === "pending" && <p className="text-slate-700">Loading insights...</p>}
        {stats.status === "error" && <p className="text-red-700">Insights could not be loaded.</p>}
        {stats.data && <Charts stats={stats.data} />}
      </Card>
      <section className="card" aria-labelledby="device-ledger-heading">
        <DeviceLedger />
      </section>
    </div>
  );
}

function Charts({ stats }: { stats: AdminStats }) {
  const { privacy } = stats;
  const view = privacy.view;
  const audiences = Object.entries(stats.typesByAudience);
  const funnel = stats.funnel;
  const first = funnel?.[0]?.count ?? 0;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-700 m-0" data-testid="privacy-floor">
        {view === "viewer"
          ? `As of ${formatDate(privacy.publishedAt)}: these figures move once ${privacy.floor} responses in their group have changed, and a group of fewer than ${privacy.floor} people is not shown, so that no figure points at a person.`
          : `Viewers see these figures only for groups of at least ${privacy.floor} people, and updated once ${privacy.floor} responses in the group have changed; the notes say what they see instead.`}
      </p>
      <div>
        <h3 className="text-lg font-bold mt-0 mb-2">Assigned types per audience</h3>
        {AUDIENCES.map((a) => (
          <PrivacyNote key={a} verdict={privacy.audiences[a]} view={view} what={`${audienceLabel(a)} types`} testId={`hidden-types-${a}`} />
        ))}
        {audiences.length === 0 ? (
          AUDIENCES.every((a) => privacy.audiences[a].shown) && <p className="text-slate-700">No types assigned yet.</p>
        ) : (
          <div className="grid gap-6 md:grid-cols-3">
            {audiences.map(([audience, types]) => (
              <BarTable
                key={audience}
                caption={audienceLabel(audience)}
                labelHeader="Type"
                bars={Object.entries(types)
                  .map(([label, value]) => ({ label, value }))
                  .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))}
              />
            ))}
          </div>
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold mt-0 mb-2">Culture score distribution</h3>
        <PrivacyNote verdict={privacy.culture} view={view} what="culture scores" testId="hidden-culture" />
        {stats.cultureScoreHistogram && (
          <div className="grid gap-6 md:grid-cols-3">
            {CULTURE_ANIMALS.map((a) => (
              <Histogram key={a} title={ANIMAL_LABEL[a]} counts={stats.cultureScoreHistogram?.[a] ?? []} colourClass={ANIMAL_FILL[a]} />
            ))}
          </div>
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold mt-0 mb-2">Completion funnel</h3>
        <PrivacyNote verdict={privacy.funnel} view={view} what="the funnel" testId="hidden-funnel" />
        {funnel && funnel.length === 0 && <p className="text-slate-700">No respondents yet.</p>}
        {funnel && funnel.length > 0 && (
          <>
            <BarTable
              caption={`Respondents reaching each step${first ? ` (of ${formatCount(first)} who started)` : ""}`}
              labelHeader="Step"
              valueHeader="Respondents"
              bars={funnel.map((s) => ({ label: stepLabel(s.step), value: s.count }))}
            />
            <p className="text-slate-700 text-sm mb-0" data-testid="funnel-note">
              Culture compatibility and the demographic survey count only who took them: CEOs have no culture test, and the survey is
              optional.
            </p>
          </>
        )}
      </div>
    </div>
  );
}

/** "assessment-attraction-yellow-complete" → "Assessment attraction yellow complete". */
function stepLabel(step: string): string {
  const words = step.replace(/[-_]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

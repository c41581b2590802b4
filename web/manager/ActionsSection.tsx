import { Trans, useLingui } from "@lingui/react/macro";
import type { TeamAction } from "../../schema/teams/map/team-actions";
import { STATUS } from "./labels";

const DUE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/** What the team agreed to do this round: read-only, as the admin recorded it. A list, not a table: it fits a phone's width. */
export function ActionsSection({ actions }: { actions: TeamAction[] }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="actions-heading" className="card break-inside-avoid">
      <h2 id="actions-heading" className="text-xl font-bold mt-0">
        <Trans>Actions</Trans>
      </h2>
      {actions.length === 0 ? (
        <p className="m-0 text-slate-700">
          <Trans>No action is recorded for this round yet.</Trans>
        </p>
      ) : (
        <ul className="m-0 p-0 list-none flex flex-col divide-y divide-slate-200" data-testid="manager-actions">
          {actions.map((a) => (
            <li key={a.id} className="py-3 first:pt-0 last:pb-0" data-testid="manager-action">
              <p className="m-0 font-semibold break-words">{a.what}</p>
              <dl className="m-0 mt-1 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
                <div className="flex gap-1.5">
                  <dt>
                    <Trans>Owner:</Trans>
                  </dt>
                  <dd className="m-0 break-words">{a.owner}</dd>
                </div>
                <div className="flex gap-1.5">
                  <dt>
                    <Trans>Due:</Trans>
                  </dt>
                  <dd className="m-0">{i18n.date(new Date(`${a.due}T12:00:00Z`), DUE)}</dd>
                </div>
                <div className="flex gap-1.5">
                  <dt>
                    <Trans>Status:</Trans>
                  </dt>
                  <dd className="m-0">{t(STATUS[a.status])}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

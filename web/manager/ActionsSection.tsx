import { Trans, useLingui } from "@lingui/react/macro";
import type { TeamAction } from "../../schema/teams/map/team-actions";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../ui/Table";
import { STATUS } from "./labels";

const DUE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" };

/** What the team agreed to do this round: read-only, as the admin recorded it. */
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
        <div className="overflow-x-auto">
          <Table look="report" data-testid="manager-actions">
            <HeadRow>
              <ColumnHeader>
                <Trans>What</Trans>
              </ColumnHeader>
              <ColumnHeader>
                <Trans>Owner</Trans>
              </ColumnHeader>
              <ColumnHeader>
                <Trans>Due</Trans>
              </ColumnHeader>
              <ColumnHeader>
                <Trans>Status</Trans>
              </ColumnHeader>
            </HeadRow>
            <tbody>
              {actions.map((a) => (
                <Row key={a.id} data-testid="manager-action">
                  <RowHeader strong className="break-words">
                    {a.what}
                  </RowHeader>
                  <Cell className="break-words">{a.owner}</Cell>
                  <Cell className="whitespace-nowrap">{i18n.date(new Date(`${a.due}T12:00:00Z`), DUE)}</Cell>
                  <Cell>{t(STATUS[a.status])}</Cell>
                </Row>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  );
}

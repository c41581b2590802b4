import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { SPONSOR_LINK_DEFAULT_DAYS, type SponsorLinkCreated, type LinkKind } from "../../../schema/teams/team-api";
import { fieldIssues } from "../api/issues";
import { useSponsorLinkActions, useSponsorLinks } from "../api/sponsor-links";
import { formatDate } from "../format/date";
import { Card } from "../ui/Card";
import { CopyButton } from "../ui/CopyButton";
import { Cell, ColumnHeader, HeadRow, Row, Table } from "../../ui/Table";

const DAY_MS = 24 * 60 * 60 * 1000;
const dateInputValue = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
/** A link "expires on" a day: it works to the end of that day, local time. */
const endOfDay = (value: string) => new Date(`${value}T23:59:59.999`);
const KIND_LABEL: Record<LinkKind, string> = { sponsor: "Sponsor report", manager: "Manager's view" };
const NOUN: Record<LinkKind, string> = { sponsor: "sponsor link", manager: "manager's link" };

/**
 * Read-only links: the sponsor report (docs/teams.md#the-sponsor-report) or the manager's view of the team map (decision 083).
 * Create with an expiry, see views, revoke.
 */
export function SponsorLinksCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const id = useId();
  const links = useSponsorLinks(teamId);
  const { create, revoke } = useSponsorLinkActions(teamId);
  const [expires, setExpires] = useState(() => dateInputValue(new Date(Date.now() + SPONSOR_LINK_DEFAULT_DAYS * DAY_MS)));
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<SponsorLinkCreated | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    createLink("sponsor");
  }

  function createLink(kind: LinkKind) {
    const at = endOfDay(expires);
    if (Number.isNaN(at.getTime())) return setError("Choose the day the link stops working");
    create.mutate(
      { teamId, expiresAt: at.toISOString(), kind },
      {
        onSuccess: (link) => {
          setError(null);
          setCreated(link);
        },
        onError: (failure) => setError(fieldIssues(failure).expiresAt ?? null),
      },
    );
  }

  return (
    <Card title="Sponsor report links">
      <p className="mt-0 text-slate-700">
        A sponsor sees {teamName}'s completed members by name; once you confirm a manager response as the team's profile, also each member's
        culture match and, from the deployment's anonymity floor (5 unless set otherwise), their spread — never the profile's scores,
        answers, ratings, demographics or contact details.
      </p>
      <p className="text-slate-700">
        A manager's link shows {teamName}'s manager the team map as aggregates, from the same floor: the team's culture point against its
        profile, the types of the members not named, the gaps with their conversation guides, and the actions. A member appears by name and
        type only if they agreed, on the completion screen, to share their type with their manager; no member's answers or culture scores.
      </p>
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-expires`} className="block text-sm font-semibold text-slate-800 mb-1">
            Link works until
          </label>
          <input
            id={`${id}-expires`}
            type="date"
            className="field"
            value={expires}
            min={dateInputValue(new Date())}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setExpires(e.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={create.status === "pending"}>
          {create.status === "pending" && create.variables?.kind !== "manager" ? "Creating..." : "Create sponsor link"}
        </button>
        <button type="button" className="btn-secondary" disabled={create.status === "pending"} onClick={() => createLink("manager")}>
          {create.status === "pending" && create.variables?.kind === "manager" ? "Creating..." : "Create a manager's link"}
        </button>
        {error && (
          <p id={`${id}-error`} className="w-full m-0 text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
      {created && (
        <div className="mt-4 rounded-lg bg-brand-light p-4 flex flex-col gap-2" data-testid="new-sponsor-link">
          <label htmlFor={`${id}-url`} className="font-semibold">
            New {NOUN[created.kind ?? "sponsor"]} — copy it now: it is shown only once
          </label>
          <input id={`${id}-url`} className="field text-sm" readOnly value={created.url} onFocus={(e) => e.currentTarget.select()} />
          <CopyButton text={created.url} label={`Copy ${NOUN[created.kind ?? "sponsor"]}`} fieldId={`${id}-url`} />
        </div>
      )}
      <h3 className="text-base font-bold mt-6 mb-2">Links</h3>
      {links.status === "success" && links.data?.length === 0 && <p className="m-0 text-slate-700">No links yet.</p>}
      {links.status === "error" && <p className="m-0 text-red-700">Could not load the links.</p>}
      {!!links.data?.length && (
        <Table region="Sponsor links table">
          <HeadRow>
            {["Kind", "Created", "Works until", "Status", "Views", "Last viewed", "Action"].map((c) => (
              <ColumnHeader key={c}>{c}</ColumnHeader>
            ))}
          </HeadRow>
          <tbody>
            {links.data.map((l) => (
              <Row key={l.id} data-testid="sponsor-link-row">
                <Cell className="whitespace-nowrap" data-testid="sponsor-link-kind">
                  {KIND_LABEL[l.kind ?? "sponsor"]}
                </Cell>
                <Cell className="whitespace-nowrap">{formatDate(l.createdAt)}</Cell>
                <Cell className="whitespace-nowrap">{formatDate(l.expiresAt)}</Cell>
                <Cell className="capitalize" data-testid="sponsor-link-status">
                  {l.status}
                </Cell>
                <Cell className="tabular-nums">{l.views}</Cell>
                <Cell className="whitespace-nowrap">{l.lastViewedAt ? formatDate(l.lastViewedAt) : "—"}</Cell>
                <Cell pad="tight">
                  {l.status === "active" ? (
                    <button
                      type="button"
                      className="btn-secondary"
                      disabled={revoke.status === "pending"}
                      aria-label={`Revoke the link created ${formatDate(l.createdAt)}`}
                      onClick={() => revoke.mutate(l.id, { onSuccess: () => toast.success("Sponsor link revoked") })}
                    >
                      Revoke
                    </button>
                  ) : (
                    "—"
                  )}
                </Cell>
              </Row>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

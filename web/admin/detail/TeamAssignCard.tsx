import { lazy, Suspense, useId, useState } from "react";
import { toast } from "sonner";
import type { TeamLink } from "../../../schema/teams/sponsor-exposure";
import { useTeams } from "../api/list-teams";
import { useAssignTeam, useResponseTeam } from "../api/response-team";
import { linkText } from "../format/sponsor-link";
import { addText, DEFINES_PROFILE, matchText, profileSourceText, profileText } from "../format/team";
import { Card } from "../ui/Card";

const AdminConfirmDialog = lazy(() => import("../ui/AdminConfirmDialog"));

/**
 * The respondent's team and culture match, and moving them to another team; shown to the roles that may read teams
 * (schema/identity/roles.ts).
 */
export function TeamAssignCard({ id }: { id: string }) {
  const current = useResponseTeam(id);
  const data = current.data;

  return (
    <Card title="Team">
      {current.status === "pending" && <p className="m-0 text-slate-700">Loading team...</p>}
      {current.status === "error" && <p className="m-0 text-red-700">Could not load the team.</p>}
      {data && (
        <div className="flex flex-col gap-4">
          {data.team ? (
            <dl className="grid gap-3 sm:grid-cols-3 m-0" data-testid="response-team">
              <div>
                <dt className="text-sm font-semibold text-slate-700">Team</dt>
                <dd className="m-0 font-semibold">
                  {data.team.name}
                  {data.team.archived ? " (archived)" : ""}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">Culture match</dt>
                <dd className="m-0 text-2xl font-bold tabular-nums" data-testid="response-team-match">
                  {data.definesProfile ? <span className="text-base">{DEFINES_PROFILE}</span> : matchText(data.cultureMatch)}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-slate-700">Culture add</dt>
                <dd className="m-0">{addText(data.cultureAdd)}</dd>
              </div>
              <div className="sm:col-span-3 text-sm text-slate-700">
                Team profile: {profileText(data.profile)} — {profileSourceText(data.profileSource, data.profileMembers)}
              </div>
            </dl>
          ) : (
            <p className="m-0 text-slate-700" data-testid="response-team">
              Not in a team.
              {data.teamCode && (
                <>
                  {" "}
                  Joined with the code <code>{data.teamCode}</code>, which matched no open team: choose the team below.
                </>
              )}
            </p>
          )}
          <MoveToTeam id={id} teamId={data.teamId} />
        </div>
      )}
    </Card>
  );
}

/** The team picker: it lists the teams, which only admins and owners may read. */
function MoveToTeam({ id, teamId }: { id: string; teamId: string | null }) {
  const selectId = useId();
  const teams = useTeams();
  const assign = useAssignTeam(id);
  const [choice, setChoice] = useState<string | null>(null);
  // The sponsor links the server says the move would show this person to in a second team (decision 063).
  const [warning, setWarning] = useState<TeamLink[] | null>(null);
  const value = choice ?? teamId ?? "";

  function save(confirmSponsorLinks?: string[]) {
    assign.mutate(
      { id, teamId: value || null, ...(confirmSponsorLinks ? { confirmSponsorLinks } : {}) },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === "confirm") {
            setWarning(outcome.links);
            return;
          }
          setWarning(null);
          setChoice(null);
          toast.success(outcome.team.team ? `Moved to ${outcome.team.team.name}` : "Removed from the team");
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-slate-800 mb-1">
          Move to team
        </label>
        <select id={selectId} className="field min-w-60" value={value} onChange={(e) => setChoice(e.target.value)}>
          <option value="">No team</option>
          {teams.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.archived ? " (archived)" : ""}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn-secondary"
        disabled={assign.status === "pending" || value === (teamId ?? "")}
        onClick={() => save()}
      >
        {assign.status === "pending" ? "Saving..." : "Save team"}
      </button>
      {warning && (
        <Suspense fallback={null}>
          <AdminConfirmDialog
            title="Show this person to a second team's sponsor?"
            description={
              <>
                <p className="m-0">
                  These sponsor links would see this person in two teams. A sponsor who holds links of both sees how far their culture
                  scores are from two profiles, which can narrow those scores down to a handful of possibilities.
                </p>
                <p className="mt-2 mb-0">Revoke the links on the team's page first where that matters.</p>
              </>
            }
            confirmLabel="Move anyway"
            pendingLabel="Moving..."
            pending={assign.status === "pending"}
            onConfirm={() => void save(warning.map((l) => l.id))}
            onClose={() => setWarning(null)}
          >
            <ul className="mt-3 mb-0 pl-5 text-slate-800" aria-label="Sponsor links that would see this person">
              {warning.map((l) => (
                <li key={l.id}>{linkText(l)}</li>
              ))}
            </ul>
          </AdminConfirmDialog>
        </Suspense>
      )}
    </div>
  );
}

import { useId, useState } from "react";
import { toast } from "sonner";
import type { TeamListItem } from "../../../schema/teams/team-api";
import { useUpdateTeam } from "../api/update-team";
import { InviteLinks } from "./InviteLinks";
import { ProfileSummary } from "./ProfileSummary";
import { TeamForm } from "./TeamForm";
import { formatCount } from "../format/count";

/** One team on the Teams page: counts, profile, rename, archive or restore, and its invite links. */
export function TeamCard({ team, onOpen }: { team: TeamListItem; onOpen: (id: string) => void }) {
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const update = useUpdateTeam();
  const busy = update.status === "pending";

  async function setArchived(archived: boolean) {
    update.mutate(
      { id: team.id, patch: { archived } },
      { onSuccess: () => toast.success(archived ? `${team.name} archived` : `${team.name} restored`) },
    );
  }

  return (
    <li className="card flex flex-col gap-4" aria-labelledby={headingId} data-testid="team-card">
      {renaming ? (
        <TeamForm
          initial={team}
          submitLabel="Save name"
          busy={busy}
          onCancel={() => setRenaming(false)}
          onSubmit={async (input) => {
            await update.mutateAsync({ id: team.id, patch: { name: input.name, organisation: input.organisation ?? null } });
            setRenaming(false);
          }}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={headingId} className="text-lg font-bold m-0">
              {team.name}
              {team.archived && (
                <span className="ml-2 rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-800">Archived</span>
              )}
            </h3>
            {team.organisation && <p className="m-0 text-slate-700">{team.organisation}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-primary" onClick={() => onOpen(team.id)} aria-label={`Open team ${team.name}`}>
              Open team
            </button>
            <button type="button" className="btn-secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${team.name}`}>
              Rename
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={busy}
              onClick={() => void setArchived(!team.archived)}
              aria-label={`${team.archived ? "Restore" : "Archive"} ${team.name}`}
            >
              {team.archived ? "Restore" : "Archive"}
            </button>
          </div>
        </div>
      )}
      <dl className="grid gap-3 sm:grid-cols-3 m-0">
        <div>
          <dt className="text-sm font-semibold text-slate-700">Members</dt>
          <dd className="m-0 text-2xl font-bold tabular-nums" data-testid="team-members">
            {formatCount(team.members)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Completed</dt>
          <dd className="m-0 text-2xl font-bold tabular-nums" data-testid="team-completed">
            {formatCount(team.completed)}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-700">Team profile</dt>
          <dd className="m-0">
            <ProfileSummary profile={team.profile} source={team.profileSource} members={team.profileMembers} mark={team.profileMark} />
          </dd>
        </div>
      </dl>
      <details className="group">
        <summary className="min-h-11 flex items-center cursor-pointer font-semibold text-brand">Invite links and QR codes</summary>
        <div className="mt-3">
          <InviteLinks team={team} level={4} />
        </div>
      </details>
    </li>
  );
}

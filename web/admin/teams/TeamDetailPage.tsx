import { useState } from "react";
import { toast } from "sonner";
import { Spinner } from "../../ui/Spinner";
import { exportTeamCsv } from "../api/export-team-csv";
import { useTeam } from "../api/get-team";
import { hasStatus } from "../api/http";
import { reportError } from "../api/query-client";
import { useQueryClient } from "../api/query-context";
import { saveBlob } from "../dashboard/save-file";
import { Card } from "../ui/Card";
import { LoadError } from "../ui/LoadError";
import { InviteLanguage } from "./InviteLanguage";
import { InviteLinks } from "./InviteLinks";
import { MembersTable } from "./MembersTable";
import { ProfileConfirmation } from "./ProfileConfirmation";
import { ProfileSummary } from "./ProfileSummary";
import { SponsorLinksCard } from "./SponsorLinksCard";
import { TeamMapCard } from "./map/TeamMapCard";
import { formatCount } from "../format/count";

/** How a match is computed (schema/teams/teams.ts, docs/teams.md), said in words instead of the formula. */
export const MATCH_EXPLAINED =
  "Culture match is how close a member's Rabbit, Dog and Cat scores are to the team profile, each animal counting the same: 100% when they are equal, less the further apart they are. Culture add is the animal a member scores most above the team profile.";

/** One team: its profile and source, every member's match, the team CSV, invite links and sponsor links. */
export function TeamDetailPage({ id, onBack, onOpenResponse }: { id: string; onBack: () => void; onOpenResponse: (id: string) => void }) {
  const query = useTeam(id);
  const client = useQueryClient();
  const [exporting, setExporting] = useState(false);

  async function exportNow() {
    setExporting(true);
    try {
      const result = await exportTeamCsv(id);
      saveBlob(result.blob, result.filename);
      toast.success("Export completed", { description: `Exported ${result.rows} team ${result.rows === 1 ? "member" : "members"}` });
    } catch (error) {
      if (hasStatus(error, 401, 403)) reportError(client, error);
      else toast.error("Export failed", { description: "An error occurred while exporting data" });
    } finally {
      setExporting(false);
    }
  }

  const back = (
    <div>
      <button type="button" className="btn-secondary" onClick={onBack}>
        <span aria-hidden="true">←</span> Back to teams
      </button>
    </div>
  );
  if (query.status === "pending")
    return (
      <div className="flex flex-col gap-6">
        {back}
        <Spinner label="Loading team..." />
      </div>
    );
  if (query.status === "error" || !query.data)
    return (
      <div className="flex flex-col gap-6">
        {back}
        {hasStatus(query.error, 401) ? <Spinner label="Redirecting to login..." /> : <LoadError message="Failed to load this team" />}
      </div>
    );
  const { team, members, profileCandidates, confirmedProfile } = query.data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          {team.name}
          {team.archived && (
            <span className="ml-2 align-middle rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold text-slate-800">Archived</span>
          )}
        </h1>
        <p className="text-slate-700 mt-1 mb-0">
          {team.organisation ? `${team.organisation} · ` : ""}
          {formatCount(team.members)} {team.members === 1 ? "member" : "members"}, {formatCount(team.completed)} completed
        </p>
      </div>
      <Card
        title="Team profile"
        actions={
          <button type="button" className="btn-secondary" onClick={() => void exportNow()} disabled={exporting}>
            {exporting ? "Exporting..." : "Export team CSV"}
          </button>
        }
      >
        <ProfileSummary profile={team.profile} source={team.profileSource} members={team.profileMembers} mark={team.profileMark} />
        <p className="text-sm text-slate-700 mb-0">{MATCH_EXPLAINED}</p>
        <ProfileConfirmation teamId={team.id} candidates={profileCandidates} confirmed={confirmedProfile} />
      </Card>
      <TeamMapCard teamId={team.id} teamName={team.name} />
      <Card title="Members">
        <MembersTable members={members} onOpen={onOpenResponse} />
      </Card>
      <Card title="Invite links and QR codes" actions={team.archived ? null : <InviteLanguage team={team} />}>
        <InviteLinks team={team} level={3} />
      </Card>
      <SponsorLinksCard teamId={team.id} teamName={team.name} />
    </div>
  );
}

import { toast } from "sonner";
import { Spinner } from "../../ui/Spinner";
import { useCreateTeam } from "../api/create-team";
import { hasStatus } from "../api/http";
import { useTeams } from "../api/list-teams";
import { Card } from "../ui/Card";
import { LoadError } from "../ui/LoadError";
import { TeamCard } from "./TeamCard";
import { TeamForm } from "./TeamForm";

/**
 * Teams (docs/teams.md#membership-invite-links-join-codes-and-kiosks): create, rename, archive; invite links with QR codes; counts and
 * profiles.
 */
export function TeamsPage({ onOpen }: { onOpen: (id: string) => void }) {
  const teams = useTeams();
  const create = useCreateTeam();
  let list;
  if (teams.status === "pending") list = <Spinner label="Loading teams..." />;
  else if (teams.status === "error")
    list = hasStatus(teams.error, 401) ? <Spinner label="Redirecting to login..." /> : <LoadError message="Failed to load teams" />;
  else if (!teams.data?.length) list = <p className="card text-center text-slate-700 m-0">No teams yet. Create the first one above.</p>;
  else
    list = (
      <ul className="list-none m-0 p-0 flex flex-col gap-4" aria-label="Teams">
        {teams.data.map((team) => (
          <TeamCard key={team.id} team={team} onOpen={onOpen} />
        ))}
      </ul>
    );
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold m-0" tabIndex={-1} data-page-heading>
          Teams
        </h1>
        <p className="text-slate-700 mt-1 mb-0">
          Invite people with a team's link or QR code; see how each member's culture matches the team's.
        </p>
      </div>
      <Card title="Create a team">
        <TeamForm
          submitLabel="Create team"
          busy={create.status === "pending"}
          onSubmit={async (input) => {
            await create.mutateAsync(input);
            toast.success(`Team ${input.name} created`);
          }}
        />
      </Card>
      <section aria-labelledby="teams-list-heading" className="flex flex-col gap-4">
        <h2 id="teams-list-heading" className="text-xl font-bold m-0">
          All teams
        </h2>
        {list}
      </section>
    </div>
  );
}

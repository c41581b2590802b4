import { useId } from "react";
import { UNASSIGNED_TEAM } from "../../../schema/teams/team-api";
import { useTeams } from "../api/list-teams";

/**
 * Narrows the response list to one team, or to responses whose join code matched no team
 * (docs/teams.md#membership-invite-links-join-codes-and-kiosks).
 */
export function TeamFilter({ value, onChange }: { value: string; onChange: (team: string) => void }) {
  const id = useId();
  const teams = useTeams();
  return (
    <div className="w-full sm:w-64 sm:ml-auto">
      <label htmlFor={id} className="block text-sm font-semibold mb-1">
        Team
      </label>
      <select id={id} className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All responses</option>
        {teams.data?.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
            {t.archived ? " (archived)" : ""}
          </option>
        ))}
        <option value={UNASSIGNED_TEAM}>Join code without a team</option>
      </select>
    </div>
  );
}

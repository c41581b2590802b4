import type { TeamMember } from "../../../schema/team-api";
import { audienceLabel } from "../format/person";
import { addText, DEFINES_PROFILE, matchText } from "../format/team";

/** A team's members with their culture match and add; the defining manager is marked instead of matched. */
export function MembersTable({ members, onOpen }: { members: TeamMember[]; onOpen: (id: string) => void }) {
  if (members.length === 0) return <p className="m-0 text-slate-700">No members yet. Share an invite link to add people.</p>;
  return (
    <div role="region" aria-label="Members table" tabIndex={0} className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Team members and their culture match</caption>
        <thead className="bg-slate-100 text-left">
          <tr>
            {["Name", "Audience", "Completed", "Culture match", "Culture add"].map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-t border-slate-200" data-testid="member-row">
              <th scope="row" className="px-3 py-1 text-left font-normal">
                <button type="button" className="min-h-11 text-left font-semibold text-brand underline underline-offset-2 bg-transparent border-0 p-0 cursor-pointer" onClick={() => onOpen(m.id)} data-open-response={m.id}>
                  {m.name}
                </button>
              </th>
              <td className="px-3 py-3">{audienceLabel(m.userFlow)}</td>
              <td className="px-3 py-3">{m.isCompleted ? "Yes" : "In progress"}</td>
              <td className="px-3 py-3 tabular-nums" data-testid="member-match">
                {m.definesProfile ? <span className="font-semibold">{DEFINES_PROFILE}</span> : matchText(m.cultureMatch)}
              </td>
              <td className="px-3 py-3">{addText(m.cultureAdd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

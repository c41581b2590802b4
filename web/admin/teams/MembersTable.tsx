import type { TeamMember } from "../../../schema/teams/team-api";
import { audienceLabel } from "../format/person";
import { addText, DEFINES_PROFILE, matchText } from "../format/team";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { Emblem } from "../../ui/Emblem";

/** A team's members with their culture match and add; the defining manager is marked instead of matched. */
export function MembersTable({ members, onOpen }: { members: TeamMember[]; onOpen: (id: string) => void }) {
  if (members.length === 0) return <p className="m-0 text-slate-700">No members yet. Share an invite link to add people.</p>;
  return (
    <Table region="Members table" framed pad="roomy">
      <Caption srOnly>Team members and their culture match</Caption>
      <HeadRow>
        {["Name", "Audience", "Completed", "Culture match", "Culture add"].map((c) => (
          <ColumnHeader key={c}>{c}</ColumnHeader>
        ))}
      </HeadRow>
      <tbody>
        {members.map((m) => (
          <Row key={m.id} data-testid="member-row">
            <RowHeader pad="tight">
              <button
                type="button"
                className="min-h-11 text-left font-semibold text-brand underline underline-offset-2 bg-transparent border-0 p-0 cursor-pointer"
                onClick={() => onOpen(m.id)}
                data-open-response={m.id}
              >
                {m.name}
              </button>
            </RowHeader>
            <Cell>{audienceLabel(m.userFlow)}</Cell>
            <Cell>{m.isCompleted ? "Yes" : "In progress"}</Cell>
            <Cell className="tabular-nums" data-testid="member-match">
              {m.definesProfile ? <span className="font-semibold">{DEFINES_PROFILE}</span> : matchText(m.cultureMatch)}
            </Cell>
            <Cell>
              <span className="inline-flex items-center gap-2">
                {m.cultureAdd && <Emblem name={m.cultureAdd} size={20} />}
                {addText(m.cultureAdd)}
              </span>
            </Cell>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}

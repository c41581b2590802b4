import { lastHour, type LiveTeam } from "../../../schema/live/live-board";
import { outsideAdmins } from "../format/marked-figure";
import { ANIMAL_LABEL, CULTURE_ANIMALS } from "../../../schema/constants";
import { Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../ui/Table";
import { count } from "./format";
import { Facts, Section } from "./Section";

const profileText = (p: NonNullable<LiveTeam["profile"]>["figure"]) => CULTURE_ANIMALS.map((a) => `${ANIMAL_LABEL[a]} ${p[a]}`).join(" · ");

/** Every figure, with what sponsors would see in its place when the anonymity floor hides it from them (decision 081). */
const marked = (text: string, m: Parameters<typeof outsideAdmins>[0]) => {
  const note = outsideAdmins(m);
  return note ? `${text} (${note})` : text;
};

function spreadText(t: LiveTeam): string {
  if (!t.spread) return "No matches yet";
  return marked(t.spread.figure.map((b) => `${b.label}%: ${count(b.count)}`).join(" · "), t.spread);
}

function profileCell(t: LiveTeam): string {
  if (t.teamId === null) return "—";
  // A confirmed manager's profile is one person's scores: the board never carries them (decision 061).
  if (t.profileSource === "manager") return "Confirmed manager's profile (on the team page)";
  if (t.profile) return marked(`${profileText(t.profile.figure)} (mean of ${count(t.profileMembers)})`, t.profile);
  return "No completed member with culture scores yet";
}

export function TeamsCard({ teams, now }: { teams: LiveTeam[]; now: number }) {
  return (
    <Section id="live-teams" title="Per team">
      {teams.length === 0 ? (
        <p className="m-0 text-slate-700">Nobody has started today yet.</p>
      ) : (
        <>
          <div className="hidden md:block">
            <Table look="wide" region="Per team" aria-label="Per team">
              <HeadRow>
                <ColumnHeader>Team</ColumnHeader>
                <ColumnHeader numeric>Started today</ColumnHeader>
                <ColumnHeader numeric>Completed today</ColumnHeader>
                <ColumnHeader numeric>Started last hour</ColumnHeader>
                <ColumnHeader numeric>Completed last hour</ColumnHeader>
                <ColumnHeader>Profile</ColumnHeader>
                <ColumnHeader>Match spread</ColumnHeader>
              </HeadRow>
              <tbody>
                {teams.map((t) => {
                  const hour = lastHour(t.minutes, now);
                  return (
                    <Row key={t.teamId ?? ""} data-team={t.teamId ?? "none"}>
                      <RowHeader strong>{t.name}</RowHeader>
                      <Cell className="text-end tabular-nums">{count(t.today.started)}</Cell>
                      <Cell className="text-end tabular-nums">{count(t.today.completed)}</Cell>
                      <Cell className="text-end tabular-nums">{count(hour.started)}</Cell>
                      <Cell className="text-end tabular-nums">{count(hour.completed)}</Cell>
                      <Cell>{profileCell(t)}</Cell>
                      <Cell>{t.teamId === null ? "—" : spreadText(t)}</Cell>
                    </Row>
                  );
                })}
              </tbody>
            </Table>
          </div>
          <ul className="md:hidden list-none m-0 p-0" aria-label="Per team">
            {teams.map((t) => {
              const hour = lastHour(t.minutes, now);
              const facts: [string, string][] = [
                ["Today", `${count(t.today.started)} started, ${count(t.today.completed)} completed`],
                ["Last hour", `${count(hour.started)} started, ${count(hour.completed)} completed`],
                ...(t.teamId === null
                  ? []
                  : ([
                      ["Profile", profileCell(t)],
                      ["Match spread", spreadText(t)],
                    ] as [string, string][])),
              ];
              return (
                <li key={t.teamId ?? ""} className="border-t border-slate-200 py-3">
                  <p className="m-0 font-semibold">{t.name}</p>
                  <Facts facts={facts} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Section>
  );
}

import { ANIMAL_LABEL, CATEGORIES, CATEGORY_LABEL, CULTURE_ANIMALS, TITLES } from "../../../../schema/constants";
import type { RoundChange } from "../../../../schema/teams/map/round-change";
import type { TeamMapView } from "../../../../schema/teams/map/team-map";
import { Caption, Cell, ColumnHeader, HeadRow, Row, RowHeader, Table } from "../../../ui/Table";
import { TeamMapFigure } from "./TeamMapFigure";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const one = (n: number) => (Math.round(n * 10) / 10).toString();

/** The round before and this one side by side, and what changed: the types, the team's point, the match bands (decision 083). */
export function RoundsCompared({
  round,
  previous,
  current,
  change,
}: {
  round: number;
  previous: TeamMapView;
  current: TeamMapView;
  change: RoundChange;
}) {
  const moved = CATEGORIES.flatMap((a) => CATEGORIES.map((p) => ({ a, p, n: change.grid[a][p] }))).filter((c) => c.n !== 0);
  return (
    <section aria-labelledby="rounds-compared" className="flex flex-col gap-4">
      <h3 id="rounds-compared" className="text-lg font-bold m-0">
        Round {round - 1} and round {round}
      </h3>
      <div className="grid gap-6 md:grid-cols-2">
        <TeamMapFigure members={previous.members} profile={previous.profile} title={`Round ${round - 1}`} />
        <TeamMapFigure members={current.members} profile={current.profile} title={`Round ${round}`} />
      </div>
      <Table look="figure" data-testid="round-change">
        <Caption>
          What changed from round {round - 1} to round {round}
        </Caption>
        <HeadRow>
          <ColumnHeader>Figure</ColumnHeader>
          <ColumnHeader>Round {round - 1}</ColumnHeader>
          <ColumnHeader>Round {round}</ColumnHeader>
        </HeadRow>
        <tbody>
          {CULTURE_ANIMALS.map((a) => (
            <Row key={a}>
              <RowHeader>Team's {ANIMAL_LABEL[a]} score</RowHeader>
              <Cell className="tabular-nums">{change.mean.from ? one(change.mean.from[a]) : "—"}</Cell>
              <Cell className="tabular-nums">{change.mean.to ? one(change.mean.to[a]) : "—"}</Cell>
            </Row>
          ))}
          {change.bands.from.map((b, i) => (
            <Row key={b.label}>
              <RowHeader>Matching the profile at {b.label}%</RowHeader>
              <Cell className="tabular-nums">{b.count}</Cell>
              <Cell className="tabular-nums">{change.bands.to[i]?.count ?? 0}</Cell>
            </Row>
          ))}
        </tbody>
      </Table>
      <p className="m-0 text-slate-700" data-testid="grid-change">
        {moved.length === 0
          ? "The types are the same in both rounds."
          : `Types: ${moved.map((c) => `${CATEGORY_LABEL[c.a]} ${TITLES.attraction[c.a]} / ${CATEGORY_LABEL[c.p]} ${TITLES.pursuer[c.p]} ${signed(c.n)}`).join(", ")}.`}
      </p>
    </section>
  );
}

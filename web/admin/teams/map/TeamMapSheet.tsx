import type { TeamAction } from "../../../../schema/teams/map/team-actions";
import type { TeamMapView } from "../../../../schema/teams/map/team-map";
import { gapText } from "./gap-text";
import { gapsWithGuides } from "./guides-file";
import { TeamMapFigure, TypeGridTable } from "./TeamMapFigure";

/**
 * The team map on one printed page (A4 or Letter, decision 083): the map and the grid side by side, the gaps with their guides, and
 * the round's actions. Sized in print units so it fits one sheet at a team of any size.
 */
export function TeamMapSheet({
  teamName,
  round,
  view,
  actions,
}: {
  teamName: string;
  round: number;
  view: TeamMapView;
  actions: TeamAction[];
}) {
  return (
    <article className="text-[10pt] leading-snug text-black" data-testid="team-map-sheet">
      <h1 className="text-[16pt] font-bold m-0">
        {teamName}: team map, round {round}
      </h1>
      {/* The map at 8 cm leaves the grid what its longest titles need, in 9 pt, inside an A4 page's margins. */}
      <div className="grid grid-cols-[8cm_minmax(0,1fr)] gap-4 mt-2 items-start">
        <TeamMapFigure members={view.members} profile={view.profile} />
        <TypeGridTable counts={view.grid.figure.counts} className="!text-[9pt]" />
      </div>
      <h2 className="text-[12pt] font-bold mt-3 mb-1">Gaps to talk about</h2>
      {view.gaps.length === 0 && <p className="m-0">No gaps stand out.</p>}
      <ol className="m-0 ps-5">
        {gapsWithGuides(view.gaps).map(({ gap, guide, asAbove }) => {
          return (
            <li key={JSON.stringify(gap)} className="mb-1 break-inside-avoid">
              <strong>{gapText(gap)}</strong>
              {asAbove && " The questions and exercise above fit this gap too."}
              {guide && (
                <>
                  {" "}
                  {guide.questions.join(" ")} <em>Try: {guide.exercise}</em>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <h2 className="text-[12pt] font-bold mt-3 mb-1">Actions</h2>
      {actions.length === 0 ? (
        <p className="m-0">None recorded yet.</p>
      ) : (
        <ul className="m-0 ps-5">
          {actions.map((a) => (
            <li key={a.id}>
              {a.what} — {a.owner}, due {a.due} ({a.status})
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

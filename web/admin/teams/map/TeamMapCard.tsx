import guidesCsv from "../../../../schema/assessment/content/en/team-guides.csv";
import { guideKey, parseGuides } from "../../../../schema/teams/map/guides";
import { useTeamMap } from "../../api/get-team-map";
import { outsideAdmins } from "../../format/marked-figure";
import { Card } from "../../ui/Card";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../../ui/Spinner";
import { gapText } from "./gap-text";
import { TeamActions } from "./TeamActions";
import { TeamMapFigure, TypeGridTable } from "./TeamMapFigure";

// The shipped file is checked by the guides' test; a replaced one with holes shows the gaps without their guides.
const parsed = parseGuides(guidesCsv);
const guides = "guides" in parsed ? parsed.guides : null;

/** The team map on the team page (decision 083): the members on the culture triangle, the type grid, the gaps and their guides. */
export function TeamMapCard({ teamId }: { teamId: string }) {
  const query = useTeamMap(teamId);
  return (
    <Card title="Team map">
      {query.status === "pending" && <Spinner label="Loading the team map..." />}
      {query.status === "error" && <LoadError message="Failed to load the team map" />}
      {query.data && (
        <div className="flex flex-col gap-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <TeamMapFigure members={query.data.members} profile={query.data.profile} />
            <div className="flex flex-col gap-2">
              <TypeGridTable counts={query.data.grid.figure.counts} />
              {query.data.grid.figure.incomplete > 0 && (
                <p className="text-sm text-slate-700 m-0">
                  {query.data.grid.figure.incomplete} without a complete type are not in the grid.
                </p>
              )}
              {outsideAdmins(query.data.grid) && <p className="text-sm text-amber-800 m-0">{outsideAdmins(query.data.grid)}</p>}
            </div>
          </div>
          <section aria-labelledby={`gaps-${teamId}`}>
            <h3 id={`gaps-${teamId}`} className="text-lg font-bold mt-0 mb-2">
              Gaps to talk about
            </h3>
            {query.data.gaps.length === 0 ? (
              <p className="text-slate-700 m-0">No gaps stand out: every colour is there, and the team sits near its profile.</p>
            ) : (
              <ol className="flex flex-col gap-4 m-0 ps-5" data-testid="team-gaps">
                {query.data.gaps.map((gap) => {
                  const guide = guides?.[guideKey(gap)];
                  return (
                    <li key={guideKey(gap) + JSON.stringify(gap)}>
                      <p className="font-semibold m-0">{gapText(gap)}</p>
                      {guide && (
                        <>
                          <ul className="mt-1 mb-1">
                            {guide.questions.map((q) => (
                              <li key={q}>{q}</li>
                            ))}
                          </ul>
                          <p className="m-0 text-slate-700">
                            <span className="font-semibold">Try:</span> {guide.exercise}
                          </p>
                        </>
                      )}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
          <TeamActions teamId={teamId} />
        </div>
      )}
    </Card>
  );
}

import { useState } from "react";
import { toast } from "sonner";
import type { TeamMapView } from "../../../../schema/teams/map/team-map";
import { useOpenNextRound, useTeamMap } from "../../api/get-team-map";
import { RoundsCompared } from "./RoundsCompared";
import { outsideAdmins } from "../../format/marked-figure";
import { Card } from "../../ui/Card";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../../ui/Spinner";
import { gapText } from "./gap-text";
import { gapsWithGuides } from "./guides-file";
import { TeamMapSheet } from "./TeamMapSheet";
import { useTeamActions } from "../../api/team-actions";
import { usePrint } from "../../ui/print";
import { TeamActions } from "./TeamActions";
import { TeamMapFigure, TypeGridTable } from "./TeamMapFigure";

/** The team map on the team page (decision 083): the open round's map, grid, gaps, guides and actions; from round 2, the round before. */
export function TeamMapCard({ teamId, teamName }: { teamId: string; teamName: string }) {
  const query = useTeamMap(teamId);
  const actions = useTeamActions(teamId);
  const print = usePrint();
  const answer = query.data;
  return (
    <Card
      title={answer ? `Team map, round ${answer.round}` : "Team map"}
      actions={
        answer ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-secondary"
              onClick={() =>
                print(<TeamMapSheet teamName={teamName} round={answer.round} view={answer.current} actions={actions.data?.items ?? []} />)
              }
            >
              Print the map
            </button>
            <NextRound teamId={teamId} round={answer.round} />
          </div>
        ) : null
      }
    >
      {query.status === "pending" && <Spinner label="Loading the team map..." />}
      {query.status === "error" && <LoadError message="Failed to load the team map" />}
      {answer && (
        <div className="flex flex-col gap-6">
          <RoundMap view={answer.current} />
          <Gaps teamId={teamId} view={answer.current} />
          <TeamActions teamId={teamId} />
          {answer.previous && answer.change && (
            <RoundsCompared round={answer.round} previous={answer.previous} change={answer.change} current={answer.current} />
          )}
        </div>
      )}
    </Card>
  );
}

function RoundMap({ view }: { view: TeamMapView }) {
  const mark = outsideAdmins(view.grid);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TeamMapFigure members={view.members} profile={view.profile} />
      <div className="flex flex-col gap-2 min-w-0">
        <TypeGridTable counts={view.grid.figure.counts} />
        {view.grid.figure.incomplete > 0 && (
          <p className="text-sm text-slate-700 m-0">{view.grid.figure.incomplete} without a complete type are not in the grid.</p>
        )}
        {mark && <p className="text-sm text-amber-800 m-0">{mark}</p>}
      </div>
    </div>
  );
}

function Gaps({ teamId, view }: { teamId: string; view: TeamMapView }) {
  return (
    <section aria-labelledby={`gaps-${teamId}`}>
      <h3 id={`gaps-${teamId}`} className="text-lg font-bold mt-0 mb-2">
        Gaps to talk about
      </h3>
      {view.grid.figure.total === 0 ? (
        <p className="text-slate-700 m-0">No completed members yet: the gaps show once people complete.</p>
      ) : view.gaps.length === 0 ? (
        <p className="text-slate-700 m-0">No gaps stand out: every colour is there, and the team sits near its profile.</p>
      ) : (
        <ol className="flex flex-col gap-4 m-0 ps-5" data-testid="team-gaps">
          {gapsWithGuides(view.gaps).map(({ gap, guide, asAbove }) => {
            return (
              <li key={JSON.stringify(gap)}>
                <p className="font-semibold m-0">{gapText(gap)}</p>
                {asAbove && <p className="m-0 text-slate-700">The questions and exercise above fit this gap too.</p>}
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
  );
}

/** Closing the round asks first: what completes from then on counts in the next one, and there is no going back. */
function NextRound({ teamId, round }: { teamId: string; round: number }) {
  const open = useOpenNextRound(teamId);
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
        Open round {round + 1}
      </button>
    );
  return (
    <div role="group" aria-label={`Open round ${round + 1}`} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-800">
        Close round {round} for good? Completions from now count in round {round + 1}.
      </span>
      <button
        type="button"
        className="btn-primary"
        disabled={open.status === "pending"}
        onClick={() =>
          open.mutate(undefined, {
            onSuccess: () => setAsking(false),
            onError: () => toast.error("The round was not opened", { description: "Try again in a moment" }),
          })
        }
      >
        {open.status === "pending" ? "Opening..." : `Open round ${round + 1}`}
      </button>
      <button type="button" className="btn-secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </div>
  );
}

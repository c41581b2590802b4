import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { Direction } from "../../schema/teams/map/geometry";
import type { ManagerRound } from "../../schema/teams/map/manager-view";
import { TeamMapFigure, TypeGridTable, type GridLabels, type MapLabels } from "../admin/teams/map/TeamMapFigure";
import { ANIMAL, COLOUR, TITLE } from "./labels";

type Shown = Extract<ManagerRound, { shown: true }>;

/** The round's culture point (no member's) beside the types of the members not named on the page, or why those are hidden. */
export function RoundFigures({
  round,
  profile,
  named,
  floor,
  direction,
}: {
  round: Shown;
  profile: CultureScores | null;
  named: number;
  floor: number;
  direction: Direction;
}) {
  const { t, i18n } = useLingui();
  const members = round.members;
  const mapLabels: MapLabels = {
    corner: { rabbit: t(ANIMAL.rabbit), dog: t(ANIMAL.dog), cat: t(ANIMAL.cat) },
    summary: profile
      ? t({
          message: plural(members, {
            one: "The team's profile (diamond) and the mean of its # member (cross); no member is drawn.",
            other: "The team's profile (diamond) and the mean of its # members (cross); no member is drawn.",
          }),
        })
      : t({
          message: plural(members, {
            one: "The mean of the team's # member (cross); no member is drawn. The team has no confirmed profile yet.",
            other: "The mean of the team's # members (cross); no member is drawn. The team has no confirmed profile yet.",
          }),
        }),
    caption: t`the team's profile and mean`,
    who: t`Point`,
    type: "",
    profile: t`Team profile`,
    mean: t`Team mean`,
  };
  const gridLabels: GridLabels = {
    caption: t`Types: Part 1 (what draws them) down, Part 2 (how they go after it) across`,
    corner: t`Part 1`,
    colour: (dataset, colour) => `${t(COLOUR[colour])} (${t(TITLE[dataset][colour])})`,
    count: (n) => i18n.number(n),
  };
  const grid = round.grid;
  const others = grid?.total ?? Math.max(0, members - named);
  const incomplete = grid?.incomplete ?? 0;
  return (
    <section aria-labelledby="figures-heading" className="card break-inside-avoid">
      <h2 id="figures-heading" className="text-xl font-bold mt-0">
        <Trans>The team on its culture</Trans>
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <TeamMapFigure
          members={[]}
          profile={profile}
          mean={round.mean}
          direction={direction}
          title={t`Culture of the team`}
          labels={mapLabels}
        />
        <div className="flex flex-col gap-2 min-w-0" data-testid="manager-types">
          <h3 className="text-lg font-bold m-0">
            {named > 0 ? (
              <Plural value={others} one="The other member's type" other="The other # members' types" />
            ) : (
              <Plural value={others} one="The member's type" other="The # members' types" />
            )}
          </h3>
          {grid ? (
            <>
              <div className="overflow-x-auto">
                <TypeGridTable counts={grid.counts} labels={gridLabels} />
              </div>
              {incomplete > 0 && (
                <p className="text-sm text-slate-700 m-0">
                  <Plural
                    value={incomplete}
                    one="# member without a complete type is not in the grid."
                    other="# members without a complete type are not in the grid."
                  />
                </p>
              )}
            </>
          ) : (
            <p className="m-0" data-testid="manager-types-hidden">
              <Trans>
                Not yet reportable: fewer than {floor} members are left unnamed on this page, so their types stay hidden to keep them
                anonymous.
              </Trans>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

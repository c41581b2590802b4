import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CATEGORIES, CULTURE_ANIMALS } from "../../schema/constants";
import { directionOf } from "../../schema/assessment/languages";
import { activeLanguage } from "../i18n/catalogs";
import type { ManagerRound } from "../../schema/teams/map/manager-view";
import { ANIMAL, COLOUR, TITLE } from "./labels";

const CHANGE: Intl.NumberFormatOptions = { signDisplay: "exceptZero", maximumFractionDigits: 1 };
const SCORE: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/** The round before against this one: members, the team's culture point per animal, and the type counts that changed. */
export function RoundChange({ previous, current }: { previous: ManagerRound; current: ManagerRound }) {
  const { t, i18n } = useLingui();
  const [from, to] = [previous.round, current.round];
  // From the earlier figure to the later, the way the page reads.
  const arrow = directionOf(activeLanguage()) === "rtl" ? "←" : "→";
  const wanted = previous.shown ? 0 : previous.needed;
  const bothShown = previous.shown && current.shown;
  const means = previous.shown && current.shown && previous.mean && current.mean ? { before: previous.mean, now: current.mean } : null;
  const grids = previous.shown && current.shown && previous.grid && current.grid ? { before: previous.grid, now: current.grid } : null;
  const [before, now] = [previous.shown ? i18n.number(previous.members) : "", current.shown ? i18n.number(current.members) : ""];
  const changed = grids
    ? CATEGORIES.flatMap((a) =>
        CATEGORIES.map((p) => ({ a, p, before: grids.before.counts[a][p], now: grids.now.counts[a][p] })).filter((c) => c.before !== c.now),
      )
    : [];
  return (
    <section aria-labelledby="change-heading" className="card break-inside-avoid" data-testid="manager-change">
      <h2 id="change-heading" className="text-xl font-bold mt-0">
        <Trans>
          Round {from} → round {to}
        </Trans>
      </h2>
      {!previous.shown ? (
        <p className="m-0">
          {t({
            message: plural(wanted, {
              one: `Round ${from} was not reportable — # more member was needed.`,
              other: `Round ${from} was not reportable — # more members were needed.`,
            }),
          })}
        </p>
      ) : !bothShown ? (
        <p className="m-0">
          <Trans>The comparison appears once this round is reportable.</Trans>
        </p>
      ) : (
        <ul className="m-0 ps-5 flex flex-col gap-2">
          <li>
            <Trans>
              Members: {before} → {now}
            </Trans>
          </li>
          {means && (
            <li>
              <Trans>The team's culture point:</Trans>{" "}
              {CULTURE_ANIMALS.map((a) => (
                <span key={a} className="inline-block me-3 whitespace-nowrap tabular-nums">
                  {t(ANIMAL[a])} {i18n.number(means.before[a], SCORE)} {arrow} {i18n.number(means.now[a], SCORE)} (
                  {/* A signed number keeps its sign in front on a right-to-left page. */}
                  <span dir="ltr">{i18n.number(means.now[a] - means.before[a], CHANGE)}</span>)
                </span>
              ))}
            </li>
          )}
          {grids && (
            <li>
              {changed.length === 0 ? (
                <Trans>The types of the members not named here: no count changed.</Trans>
              ) : (
                <>
                  <Trans>The types of the members not named here:</Trans>{" "}
                  {changed.map((c) => (
                    <span key={`${c.a}-${c.p}`} className="inline-block me-3 tabular-nums">
                      {t(COLOUR[c.a])} ({t(TITLE.attraction[c.a])}) / {t(COLOUR[c.p])} ({t(TITLE.pursuer[c.p])}) {i18n.number(c.before)}{" "}
                      {arrow} {i18n.number(c.now)}
                    </span>
                  ))}
                </>
              )}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

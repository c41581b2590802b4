import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ManagerView as View } from "../../schema/teams/map/manager-view";
import { directionOf } from "../../schema/assessment/languages";
import { activeLanguage } from "../i18n/catalogs";
import { LanguageSwitcher } from "../ui/LanguageSwitcher";
import { ActionsSection } from "./ActionsSection";
import { GapsSection } from "./GapsSection";
import { NamedMembers } from "./NamedMembers";
import { RoundChange } from "./RoundChange";
import { RoundFigures } from "./RoundFigures";

export const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/**
 * The manager's read-only view of the team map (decision 083, docs/teams.md): the round's aggregates once the anonymity floor allows
 * them, and by name only the members who agreed to share their type with their manager — never a member's point or answers.
 */
export function ManagerView({ view }: { view: View }) {
  const { i18n } = useLingui();
  const language = activeLanguage();
  const direction = directionOf(language);
  const { current, floor } = view;
  const needed = current.shown ? 0 : current.needed;
  const until = i18n.date(view.expiresAt, DATE);
  const [organisation, round] = [view.team.organisation, view.round];
  const asOf = current.shown ? i18n.date(current.asOf, { ...DATE, hour: "numeric", minute: "2-digit" }) : "";
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 print:py-0 flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="m-0 text-sm font-semibold uppercase tracking-wide text-slate-700">
            <Trans>Manager's view of the team map</Trans>
          </p>
          <h1 className="text-3xl font-bold m-0 break-words">{view.team.name}</h1>
          <p className="m-0 text-lg text-slate-700">
            {organisation ? (
              <Trans>
                {organisation} · Round {round}
              </Trans>
            ) : (
              <Trans>Round {round}</Trans>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3 print:hidden">
          <LanguageSwitcher />
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </button>
        </div>
      </header>
      <p className="m-0 text-slate-700" data-testid="manager-privacy">
        <Trans>
          Figures about the team appear once at least {floor} members answered and change only after {floor} more have; members are named
          only if they chose to share their type with you.
        </Trans>{" "}
        <Trans>The link works until {until}.</Trans>
      </p>

      {current.shown ? (
        <RoundFigures round={current} profile={view.profile} named={view.named.length} floor={floor} direction={direction} />
      ) : (
        <section aria-labelledby="figures-heading" className="card">
          <h2 id="figures-heading" className="text-xl font-bold mt-0">
            <Trans>The team on its culture</Trans>
          </h2>
          <p className="m-0 font-semibold" data-testid="manager-not-shown">
            <Plural value={needed} one="Not yet reportable — # more needed" other="Not yet reportable — # more needed" />
          </p>
          <p className="mb-0 mt-2 text-slate-700">
            <Trans>The map, the types and the gaps of this round appear once enough members have completed the assessment.</Trans>
          </p>
        </section>
      )}

      <NamedMembers named={view.named} />
      {current.shown && <GapsSection gaps={current.gaps} language={language} />}
      <ActionsSection actions={view.actions} />
      {view.previous && <RoundChange previous={view.previous} current={current} />}

      {current.shown && (
        <p className="m-0 text-sm text-slate-700" data-testid="manager-as-of">
          <Trans>Figures as of {asOf}</Trans>
        </p>
      )}
    </main>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import type { Language } from "../../schema/assessment/languages";
import type { Gap } from "../../schema/teams/map/gaps";
import { guideKey } from "../../schema/teams/map/guides";
import { gapSentence } from "./gap-sentence";
import { useGuides } from "./use-guides";

/** The round's gaps, largest first, each with its conversation guide in the page's language. */
export function GapsSection({ gaps, language }: { gaps: Gap[]; language: Language }) {
  const { i18n } = useLingui();
  const guides = useGuides(language);
  return (
    <section aria-labelledby="gaps-heading" className="card">
      <h2 id="gaps-heading" className="text-xl font-bold mt-0">
        <Trans>Gaps and how to talk about them</Trans>
      </h2>
      {gaps.length === 0 ? (
        <p className="m-0 text-slate-700">
          <Trans>No gap stands out in this round's figures.</Trans>
        </p>
      ) : (
        <ol className="m-0 ps-5 flex flex-col gap-5" data-testid="manager-gaps">
          {gaps.map((gap, i) => {
            const guide = guides?.[guideKey(gap)];
            return (
              <li key={i} className="break-inside-avoid" data-testid="manager-gap">
                <p className="m-0 font-semibold">{gapSentence(gap, i18n)}</p>
                {guide && (
                  <div className="mt-2" data-testid="manager-guide">
                    <p className="m-0 text-sm font-semibold text-slate-700">
                      <Trans>Questions for the team</Trans>
                    </p>
                    <ul className="mt-1 mb-2 ps-5">
                      {guide.questions.map((q) => (
                        <li key={q}>{q}</li>
                      ))}
                    </ul>
                    <p className="m-0">
                      <span className="font-semibold">
                        <Trans>Exercise:</Trans>
                      </span>{" "}
                      {guide.exercise}
                    </p>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

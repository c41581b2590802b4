import { Trans, useLingui } from "@lingui/react/macro";
import type { CompletionResult, ResultView } from "../../../schema/assessment/completion-result";
import { DATASETS } from "../../../schema/constants";
import { Emblem } from "../../ui/Emblem";
import { TITLE_LABEL } from "../ranking/labels";
import { TONE } from "../ranking/tones";
import { CultureChart } from "./CultureChart";
import { NO_TYPE, PART_CAPTION, TYPE_DESCRIPTION } from "./result-text";

/**
 * The result above "What's Next?" where the deployment shows one (RESULT_ON_COMPLETION, decision 066): both parts of the
 * Sociality Type, and a manager's or IC's culture profile; until the answers upload, that it will appear here.
 */
export function ResultSection({ view }: { view: ResultView }) {
  const { t } = useLingui();
  if (view.kind === "none") return null;
  return (
    <section aria-labelledby="result-heading" className="card border-solid mt-6" data-testid="result">
      <h2 id="result-heading" className="m-0 text-title font-bold text-ink">
        <Trans>Your Sociality Type</Trans>
      </h2>
      {view.kind === "shown" ? (
        <Shown result={view.result} />
      ) : (
        <p role="status" className="mt-3 mb-0 flex items-center gap-3 text-ink-muted">
          {view.kind === "loading" && (
            <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded-full border-3 border-solid border-slate-200 border-t-brand animate-spin" />
          )}
          {view.kind === "waiting" && t`Your result will appear here once your answers upload.`}
          {view.kind === "loading" && t`Loading your result...`}
          {view.kind === "unavailable" && t`Your result could not be loaded on this device. We will go through it with you at your meeting.`}
        </p>
      )}
    </section>
  );
}

function Shown({ result }: { result: CompletionResult }) {
  const { t } = useLingui();
  return (
    <>
      <ul className="m-0 mt-4 p-0 list-none grid gap-4 sm:grid-cols-2">
        {DATASETS.map((dataset) => {
          const colour = result[dataset];
          return (
            <li key={dataset} className="flex items-start gap-3" data-type-part={dataset}>
              {colour && <Emblem name={colour} size={48} />}
              <div className="min-w-0">
                <p className="m-0 text-sm font-semibold text-ink-muted">{t(PART_CAPTION[dataset])}</p>
                {colour ? (
                  <>
                    <p className={`m-0 text-title font-bold ${TONE[colour].text}`} data-testid={`type-${dataset}`}>
                      {t(TITLE_LABEL[dataset][colour])}
                    </p>
                    <p className="m-0 mt-1 text-ink">{t(TYPE_DESCRIPTION[dataset][colour])}</p>
                  </>
                ) : (
                  <p className="m-0 mt-1 text-ink" data-testid={`type-${dataset}`}>
                    {t(NO_TYPE)}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {result.culture && <CultureChart scores={result.culture} />}
    </>
  );
}

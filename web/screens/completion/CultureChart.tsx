import { Trans, useLingui } from "@lingui/react/macro";
import { CULTURE_ANIMALS, CULTURE_STATEMENT_COUNT } from "../../../schema/constants";
import type { CultureScores } from "../../../schema/assessment/scoring";
import { Emblem } from "../../ui/Emblem";
import { CULTURE_DESCRIPTION, CULTURE_NAME } from "./result-text";

/** Each culture has a third of the test's statements: a score counts those a person identifies with. */
const PER_CULTURE = CULTURE_STATEMENT_COUNT / CULTURE_ANIMALS.length;

// Literal class names so UnoCSS finds them: Rabbit is the yellow culture, Dog the blue, Cat the red.
const BAR = { rabbit: "bg-amber-500", dog: "bg-blue-600", cat: "bg-red-600" } as const;

/** A manager's or IC's culture profile (decision 066): a bar per culture, its count written beside it, the bar only decoration. */
export function CultureChart({ scores }: { scores: CultureScores }) {
  const { t, i18n } = useLingui();
  const of = i18n.number(PER_CULTURE);
  return (
    <section aria-labelledby="result-culture" className="mt-6">
      <h3 id="result-culture" className="m-0 text-lg font-bold text-ink">
        <Trans>The culture you thrive in</Trans>
      </h3>
      <p className="mt-1 mb-3 text-sm text-ink-muted">
        <Trans>How many of each culture's {of} statements you said describe you.</Trans>
      </p>
      <ul className="m-0 p-0 list-none space-y-3" data-testid="culture-chart">
        {CULTURE_ANIMALS.map((animal) => {
          const score = scores[animal];
          const count = i18n.number(score);
          return (
            <li key={animal} className="flex items-center gap-3" data-culture={animal}>
              <Emblem name={animal} size={40} />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-ink">{t(CULTURE_NAME[animal])}</span>
                  <span className="text-sm tabular-nums text-ink-muted" data-testid={`culture-${animal}`}>
                    <Trans comment="A culture's score on the result: 12 of 20 statements">
                      {count} of {of}
                    </Trans>
                  </span>
                </div>
                <div aria-hidden="true" className="mt-1 h-2.5 w-full overflow-hidden rounded-full bg-slate-200">
                  <div className={`h-full rounded-full ${BAR[animal]}`} style={{ width: `${Math.round((score / PER_CULTURE) * 100)}%` }} />
                </div>
                <p className="m-0 mt-1 text-sm text-ink-muted">{t(CULTURE_DESCRIPTION[animal])}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

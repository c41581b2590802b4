import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { CultureCode } from "../../../schema/constants";
import type { CultureStatement } from "../../../schema/assessment/content";
import { ArrowLeftIcon, CultureIcon } from "../../ui/icons";
import { InstructionsButton } from "../../ui/InstructionsButton";
import { ProgressHeader } from "../../ui/ProgressHeader";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { useScrollToTop } from "../../ui/scroll";
import { ANSWER_LABEL } from "./answer-labels";
import { CultureInstructionsText } from "./CultureInstructionsText";

type Props = {
  statement: CultureStatement;
  /** 0-based position of this statement in the shuffled run; shown as 'Question index+1 of total'. */
  index: number;
  total: number;
  answer: CultureCode | undefined;
  /** The machine's answer to Next (this statement is answered). */
  canNext: boolean;
  onAnswer: (code: CultureCode) => void;
  onBack: () => void;
  onNext: () => void;
};

/**
 * Two columns at every width: the No family at the start (left; right in a right-to-left language), the Yes family at
 * the end, each from its strongest answer down, so each row pairs opposites (Strong No | Strong Yes, …) and the map
 * stays the same on a phone and a laptop. DOM order runs down the No column, then the Yes column (docs/flow.md#layout).
 */
const ANSWER_ORDER: readonly CultureCode[] = [4, 1, 2, 3, 9, 6, 7, 8];

/**
 * docs/product.md#screens-and-routes culture question. onAnswer fires only from a click (the machine auto-advances on it),
 * never on render, so revisiting an answered statement does not skip it; Next moves on from there.
 */
export function CultureQuestionScreen({ statement, index, total, answer, canNext, onAnswer, onBack, onNext }: Props) {
  const { t, i18n } = useLingui();
  const position = index + 1;
  // Named for the translator: 'Question {number} of {count}', each in the language's digits.
  const number = i18n.number(position);
  const count = i18n.number(total);
  const statementId = useId();
  useScrollToTop(index);
  return (
    <Screen steps={<StepIndicator current="culture" />}>
      <ProgressHeader label={t`Culture Compatibility Test`} text={t`Question ${number} of ${count}`} current={position} total={total} />
      <div className="flex flex-wrap justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={onBack}>
          <ArrowLeftIcon size={18} />
          <Trans>Back</Trans>
        </button>
        <InstructionsButton title={t`Culture Compatibility Test`}>
          <CultureInstructionsText />
        </InstructionsButton>
      </div>
      <StepHeading focusKey={index} describedBy={statementId} className="mt-6">
        <Trans>Do You Identify?</Trans>
      </StepHeading>
      {/* Keyed: each question slides in (step-enter), and no tile keeps the last one's state. */}
      <div key={statement.id} className="step-enter">
        <p id={statementId} data-content className="card border-solid mt-4 text-lg sm:text-xl font-medium text-ink">
          {statement.text}
        </p>
        <div role="group" aria-label={t`Your answer`} className="mt-6 grid grid-cols-2 grid-rows-4 grid-flow-col gap-2 sm:gap-3">
          {ANSWER_ORDER.map((code) => {
            const selected = answer === code;
            return (
              <button
                key={code}
                type="button"
                aria-pressed={selected}
                data-code={code}
                onClick={() => onAnswer(code)}
                className={`flex min-h-14 flex-col sm:flex-row items-center justify-center sm:justify-start gap-1.5 sm:gap-3 rounded-xl border-2 border-solid px-2 sm:px-4 py-3 text-center sm:text-start text-sm sm:text-base font-semibold leading-tight cursor-pointer touch-manipulation transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand ${
                  selected ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-ink hover:border-brand hover:bg-brand-light"
                }`}
              >
                <CultureIcon code={code} />
                {t(ANSWER_LABEL[code])}
              </button>
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-primary w-full sm:w-auto" disabled={!canNext} onClick={onNext}>
          <Trans>Next</Trans>
        </button>
      </div>
    </Screen>
  );
}

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { use } from "react";
import { journeySteps, type JourneyStep } from "../../schema/assessment/journey";
import { FlowAudience } from "./flow-audience";

/** schema/assessment/journey.ts's JOURNEY_LABEL, in the active language. */
export const STEP_LABEL: Record<JourneyStep, MessageDescriptor> = {
  part1: msg`Part 1`,
  part2: msg`Part 2`,
  culture: msg`Culture`,
  aboutYou: msg`About you`,
};

/** 'Part 1 · Part 2 · Culture · About you': a bar per step, filled up to the current one, which is marked for screen readers too. */
export function StepIndicator({ current }: { current: JourneyStep }) {
  const { t } = useLingui();
  const steps = journeySteps(use(FlowAudience) ?? "ic");
  const at = steps.indexOf(current);
  return (
    <nav aria-label={t`Assessment steps`}>
      <ol className="m-0 p-0 list-none flex gap-2">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === at ? "step" : undefined}
            className={`flex-1 border-t-4 border-t-solid pt-1 text-sm ${i <= at ? "border-t-brand" : "border-t-slate-200"} ${i === at ? "font-bold text-ink" : "text-ink-muted"}`}
          >
            {t(STEP_LABEL[step])}
          </li>
        ))}
      </ol>
    </nav>
  );
}

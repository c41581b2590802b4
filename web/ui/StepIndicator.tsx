import { use } from "react";
import { JOURNEY_LABEL, journeySteps, type JourneyStep } from "../../schema/journey";
import { FlowAudience } from "./flow-audience";

/** 'Part 1 · Part 2 · Culture · About you': a bar per step, filled up to the current one, which is marked for screen readers too. */
export function StepIndicator({ current }: { current: JourneyStep }) {
  const steps = journeySteps(use(FlowAudience) ?? "ic");
  const at = steps.indexOf(current);
  return (
    <nav aria-label="Assessment steps">
      <ol className="m-0 p-0 list-none flex gap-2">
        {steps.map((step, i) => (
          <li
            key={step}
            aria-current={i === at ? "step" : undefined}
            className={`flex-1 border-t-4 border-t-solid pt-1 text-sm ${i <= at ? "border-t-brand" : "border-t-slate-200"} ${i === at ? "font-bold text-ink" : "text-ink-muted"}`}
          >
            {JOURNEY_LABEL[step]}
          </li>
        ))}
      </ol>
    </nav>
  );
}

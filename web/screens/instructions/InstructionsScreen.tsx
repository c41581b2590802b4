import type { Audience } from "../../../schema/constants";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";

/** docs/flow.md#how-the-flow-is-built: the spec's "cannot be restarted" and "back button ends it" are reworded to what our app does (docs/spec-deviations.md). */
export const INSTRUCTION_NOTICES = [
  "Please complete the assessment in one sitting; your answers are saved on this device as you go.",
  "Use the buttons in the assessment rather than your browser's back button.",
] as const;

export function timeEstimate(audience: Audience): string {
  return audience === "ceo" ? "5-10 minutes" : "10-15 minutes";
}

/** docs/product.md#screens-and-routes instructions screen: time estimate, notices and the 'What to Expect' list. */
export function InstructionsScreen({ audience, productName, onBegin }: { audience: Audience; productName: string; onBegin: () => void }) {
  const steps = [productName, ...(audience === "ceo" ? [] : ["Culture Compatibility Test"]), "Optional Demographics Survey", "Schedule Meeting to Review Results"];
  return (
    <Screen>
      <StepHeading>Assessment Instructions</StepHeading>
      <div className="card border-solid mt-6 space-y-5">
        <p className="m-0 text-lg text-slate-900">
          This assessment takes about <strong>{timeEstimate(audience)}</strong>.
        </p>
        <ul className="m-0 p-0 list-none space-y-2">
          {INSTRUCTION_NOTICES.map((notice) => (
            <li key={notice} className="rounded-lg border-l-4 border-l-solid border-brand bg-brand-light px-3 py-2 text-slate-900">
              {notice}
            </li>
          ))}
        </ul>
        <section aria-labelledby="what-to-expect">
          <h2 id="what-to-expect" className="m-0 text-xl font-bold text-slate-900">
            What to Expect
          </h2>
          <ol className="m-0 mt-2 pl-6 space-y-1 text-slate-800">
            {steps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={onBegin}>
          Start Assessments
        </button>
      </div>
    </Screen>
  );
}

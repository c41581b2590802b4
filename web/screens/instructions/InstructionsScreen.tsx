import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Audience } from "../../../schema/constants";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";

/**
 * docs/flow.md#how-the-flow-is-built: the spec's "cannot be restarted" and "back button ends it" are reworded to what our app does
 * (docs/spec-deviations.md).
 */
export const INSTRUCTION_NOTICES: readonly MessageDescriptor[] = [
  msg`Please complete the assessment in one sitting; your answers are saved on this device as you go.`,
  msg`Use the buttons in the assessment rather than your browser's back button.`,
];

/** The estimate in minutes (docs/product.md#constants): 5-10 for a CEO, 10-15 otherwise. */
export function timeEstimate(audience: Audience): { from: number; to: number } {
  return audience === "ceo" ? { from: 5, to: 10 } : { from: 10, to: 15 };
}

const CULTURE_TEST = msg`Culture Compatibility Test`;
const DEMOGRAPHICS = msg`Optional Demographics Survey`;
const MEETING = msg`Schedule Meeting to Review Results`;

/** docs/product.md#screens-and-routes instructions screen: time estimate, notices and the 'What to Expect' list. */
export function InstructionsScreen({ audience, productName, onBegin }: { audience: Audience; productName: string; onBegin: () => void }) {
  const { t, i18n } = useLingui();
  // The product's name is configured, not translated.
  const steps = [productName, ...(audience === "ceo" ? [] : [t(CULTURE_TEST)]), t(DEMOGRAPHICS), t(MEETING)];
  const estimate = timeEstimate(audience);
  const from = i18n.number(estimate.from);
  const to = i18n.number(estimate.to);
  const minutes = t`${from}-${to} minutes`;
  return (
    <Screen>
      <StepHeading>
        <Trans>Assessment Instructions</Trans>
      </StepHeading>
      <div className="card border-solid mt-6 space-y-5">
        <p className="m-0 text-lg text-slate-900">
          <Trans>
            This assessment takes about <strong>{minutes}</strong>.
          </Trans>
        </p>
        <ul className="m-0 p-0 list-none space-y-2">
          {INSTRUCTION_NOTICES.map((notice) => (
            <li key={notice.id} className="rounded-lg border-s-4 border-s-solid border-brand bg-brand-light px-3 py-2 text-slate-900">
              {t(notice)}
            </li>
          ))}
        </ul>
        <section aria-labelledby="what-to-expect">
          <h2 id="what-to-expect" className="m-0 text-title font-bold text-ink">
            <Trans>What to Expect</Trans>
          </h2>
          <ol className="m-0 mt-2 ps-6 space-y-1 text-slate-800">
            {steps.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      </div>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={onBegin}>
          <Trans>Start Assessments</Trans>
        </button>
      </div>
    </Screen>
  );
}

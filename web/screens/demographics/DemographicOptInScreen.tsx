import { useState } from "react";
import { DEMOGRAPHIC_CONSENT_TEXT } from "../../../schema/consent";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";

/** docs/product.md#screens-and-routes demographic opt-in: why we ask, the privacy panel, then Continue (opt in) or Skip and finish. */
export function DemographicOptInScreen({ busy, onOptIn, onSkip }: { busy: boolean; onOptIn: () => void; onSkip: () => void }) {
  const [skipped, setSkipped] = useState(false);
  return (
    <Screen steps={<StepIndicator current="aboutYou" />}>
      <StepHeading>Optional Demographics Survey</StepHeading>
      <p className="mt-3 text-lg text-slate-800">
        We collect demographic data to learn how social and cultural influences affect the way people identify. The survey is short and every question
        is optional.
      </p>
      <section aria-labelledby="privacy" className="card border-solid mt-6">
        <h2 id="privacy" className="m-0 text-xl font-bold text-slate-900">
          Privacy &amp; Data Use
        </h2>
        <ul className="m-0 mt-3 pl-5 space-y-2 text-slate-800">
          <li>Participation is 100% voluntary.</li>
          <li>Your data is used for research only.</li>
          <li>Any results we share are aggregated and deidentified.</li>
          <li>Your information is never sold or shared with your employer.</li>
        </ul>
        <p className="mt-4 mb-0 text-slate-800" data-testid="consent-text">
          {DEMOGRAPHIC_CONSENT_TEXT}
        </p>
      </section>
      <div className="mt-8 flex flex-col-reverse sm:flex-row sm:justify-end gap-3">
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          onClick={() => {
            setSkipped(true);
            onSkip();
          }}
        >
          {busy && skipped ? "Submitting..." : "Skip and finish"}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => {
            setSkipped(false);
            onOptIn();
          }}
        >
          Continue
        </button>
      </div>
    </Screen>
  );
}

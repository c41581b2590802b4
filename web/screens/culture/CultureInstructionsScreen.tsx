import { Trans } from "@lingui/react/macro";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { useScrollToTop } from "../../ui/scroll";
import { CultureInstructionsText } from "./CultureInstructionsText";

/**
 * docs/product.md#screens-and-routes culture compatibility instructions: explain the test, then Start (or Back to the assessment pages).
 */
export function CultureInstructionsScreen({ onStart, onBack }: { onStart: () => void; onBack: () => void }) {
  useScrollToTop("culture-instructions");
  return (
    <Screen steps={<StepIndicator current="culture" />}>
      <StepHeading>
        <Trans>Culture Compatibility Test</Trans>
      </StepHeading>
      <div className="card border-solid mt-6">
        <CultureInstructionsText />
      </div>
      <div className="mt-8 flex flex-col-reverse sm:flex-row sm:justify-between gap-3">
        <button type="button" className="btn-secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
        <button type="button" className="btn-primary" onClick={onStart}>
          <Trans>Start</Trans>
        </button>
      </div>
    </Screen>
  );
}

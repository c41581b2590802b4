import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ExternalIcon, CheckCircleIcon } from "../../ui/icons";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";
import type { ResultView } from "../../../schema/assessment/completion-result";
import { BookingQr } from "./BookingQr";
import { ResultSection } from "./ResultSection";

const UPLOADED = msg`Your answers have been uploaded.`;
const SAVED_LOCALLY = msg`Your answers are saved on this device and will upload automatically when you are back online.`;
/** The English the tests wait for (docs/product.md quotes it); the screen shows the messages above. */
export const UPLOADED_TEXT = "Your answers have been uploaded.";
export const SAVED_LOCALLY_TEXT = "Your answers are saved on this device and will upload automatically when you are back online.";

/**
 * docs/product.md#screens-and-routes completion: invite to book a review meeting; docs/architecture.md#the-sync-protocol: say
 * whether the answers reached the server yet. It says once that the assessment is complete (its heading; the toast is the
 * contract's notice), decision 068.
 */
export function CompletionScreen({
  schedulingUrl,
  uploaded,
  kiosk = false,
  result = { kind: "none" },
  onStartNew,
  startNewLabel,
}: {
  schedulingUrl: string;
  uploaded: boolean;
  /** A shared tablet: the booking page as a QR code, no link out of the kiosk (decision 069). */
  kiosk?: boolean;
  /** The result where the deployment shows one (decision 066), above "What's Next?". */
  result?: ResultView;
  onStartNew: () => void;
  startNewLabel: string;
}) {
  const { t } = useLingui();
  return (
    <Screen>
      <div className="flex items-center gap-3 text-green-700">
        <CheckCircleIcon size={40} />
        <StepHeading>
          <Trans>Assessment Complete!</Trans>
        </StepHeading>
      </div>
      <p role="status" className={`mt-4 rounded-lg px-4 py-3 ${uploaded ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}>
        {t(uploaded ? UPLOADED : SAVED_LOCALLY)}
      </p>
      <ResultSection view={result} />
      <section aria-labelledby="whats-next" className="card border-solid mt-6">
        <h2 id="whats-next" className="m-0 text-title font-bold text-ink">
          <Trans>What's Next?</Trans>
        </h2>
        <p className="mt-2 mb-5 text-slate-800">
          <Trans>Book a meeting with us to review your results and what they mean for you and your team.</Trans>
        </p>
        {kiosk ? (
          <BookingQr schedulingUrl={schedulingUrl} />
        ) : (
          <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary no-underline w-full sm:w-auto">
            <Trans>Book Now</Trans>
            <ExternalIcon size={18} />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        )}
      </section>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onStartNew}>
          {startNewLabel}
        </button>
      </div>
    </Screen>
  );
}

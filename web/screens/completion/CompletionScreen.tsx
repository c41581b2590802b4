import { ExternalIcon, CheckCircleIcon } from "../../ui/icons";
import { Screen } from "../../ui/Screen";
import { StepHeading } from "../../ui/StepHeading";

export const UPLOADED_TEXT = "Your answers have been uploaded.";
export const SAVED_LOCALLY_TEXT = "Your answers are saved on this device and will upload automatically when you are back online.";

/** docs/product.md#screens-and-routes completion: invite to book a review meeting; docs/architecture.md#the-sync-protocol: say whether the answers reached the server yet. */
export function CompletionScreen({
  schedulingUrl,
  uploaded,
  onStartNew,
  startNewLabel,
}: {
  schedulingUrl: string;
  uploaded: boolean;
  onStartNew: () => void;
  startNewLabel: string;
}) {
  return (
    <Screen>
      <div className="flex items-center gap-3 text-green-700">
        <CheckCircleIcon size={40} />
        <StepHeading>Assessment Complete!</StepHeading>
      </div>
      <p className="mt-3 text-lg text-slate-800">Thank you for completing the assessment.</p>
      <p role="status" className={`mt-4 rounded-lg px-4 py-3 ${uploaded ? "bg-green-50 text-green-900" : "bg-amber-50 text-amber-900"}`}>
        {uploaded ? UPLOADED_TEXT : SAVED_LOCALLY_TEXT}
      </p>
      <section aria-labelledby="whats-next" className="card border-solid mt-6">
        <h2 id="whats-next" className="m-0 text-xl font-bold text-slate-900">
          What's Next?
        </h2>
        <p className="mt-2 mb-5 text-slate-800">Book a meeting with us to review your results and what they mean for you and your team.</p>
        <a href={schedulingUrl} target="_blank" rel="noopener noreferrer" className="btn-primary no-underline w-full sm:w-auto">
          Book Now
          <ExternalIcon size={18} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </section>
      <div className="mt-8 flex justify-end">
        <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onStartNew}>
          {startNewLabel}
        </button>
      </div>
    </Screen>
  );
}

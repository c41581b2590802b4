import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DEMOGRAPHIC_CONSENT_VERSION, MANAGER_SHARE_VERSION } from "../../../schema/save/consent";
import { Screen } from "../../ui/Screen";
import { StepIndicator } from "../../ui/StepIndicator";
import { StepHeading } from "../../ui/StepHeading";
import { CONSENT_TEXT, MANAGER_SHARE_TEXT } from "./labels";

/**
 * docs/product.md#screens-and-routes demographic opt-in: why we ask, the privacy panel, then Continue (opt in) or Skip and finish. A
 * team's member also finds here, unticked, sharing their type with the team's manager (decision 084): the last screen before the
 * answers are sent, so the choice travels with them.
 */
export function DemographicOptInScreen({
  busy,
  onOptIn,
  onSkip,
  share,
}: {
  busy: boolean;
  onOptIn: () => void;
  onSkip: () => void;
  /** Only for a team's member. */
  share?: { checked: boolean; onChange: (share: boolean) => void };
}) {
  const { t } = useLingui();
  const [skipped, setSkipped] = useState(false);
  return (
    <Screen steps={<StepIndicator current="aboutYou" />}>
      <StepHeading>
        <Trans>Optional Demographics Survey</Trans>
      </StepHeading>
      <p className="mt-3 text-lg text-slate-800">
        <Trans>
          We collect demographic data to learn how social and cultural influences affect the way people identify. The survey is short and every
          question is optional.
        </Trans>
      </p>
      <section aria-labelledby="privacy" className="card border-solid mt-6">
        <h2 id="privacy" className="m-0 text-title font-bold text-ink">
          <Trans>Privacy &amp; Data Use</Trans>
        </h2>
        <ul className="m-0 mt-3 ps-5 space-y-2 text-slate-800">
          <li>
            <Trans>Participation is 100% voluntary.</Trans>
          </li>
          <li>
            <Trans>Your data is used for research only.</Trans>
          </li>
          <li>
            <Trans>Any results we share are aggregated and deidentified.</Trans>
          </li>
          <li>
            <Trans>Your information is never sold or shared with your employer.</Trans>
          </li>
        </ul>
        <p className="mt-4 mb-0 text-slate-800" data-testid="consent-text">
          {t(CONSENT_TEXT[DEMOGRAPHIC_CONSENT_VERSION])}
        </p>
      </section>
      {share && (
        <label className="card border-solid mt-6 flex items-start gap-3 cursor-pointer min-h-11">
          <input
            type="checkbox"
            className="mt-1 h-6 w-6 shrink-0"
            checked={share.checked}
            disabled={busy}
            data-version={MANAGER_SHARE_VERSION}
            onChange={(e) => share.onChange(e.target.checked)}
          />
          <span className="text-slate-800">{t(MANAGER_SHARE_TEXT[MANAGER_SHARE_VERSION])}</span>
        </label>
      )}
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
          {busy && skipped ? t`Submitting...` : t`Skip and finish`}
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
          <Trans>Continue</Trans>
        </button>
      </div>
    </Screen>
  );
}

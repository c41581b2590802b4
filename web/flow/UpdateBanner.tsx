import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { applyUpdate, onUpdateWaiting } from "./pwa";

/** Offered only where the caller says the respondent is between steps (never mid-answer). */
export function UpdateBanner({ allowed }: { allowed: boolean }) {
  const { t } = useLingui();
  const [waiting, setWaiting] = useState(false);
  useEffect(() => onUpdateWaiting(setWaiting), []);
  if (!waiting || !allowed) return null;
  return (
    <div role="region" aria-label={t`App update`} className="mx-auto max-w-3xl px-4 pt-3">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-brand-light px-4 py-2 text-sm">
        <span>
          <Trans>A new version of the app is ready. Your answers are kept.</Trans>
        </span>
        <button type="button" className="btn-secondary" onClick={applyUpdate}>
          <Trans>Reload</Trans>
        </button>
      </div>
    </div>
  );
}

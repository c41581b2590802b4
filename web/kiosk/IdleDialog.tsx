import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useOpenedAfterMount } from "../ui/use-opened";

/**
 * "Are you still there?" before a kiosk starts over (decision 065): the seconds left, counting down, and a large Continue.
 * Escape or a tap beside it count as Continue too: whoever is there is still there. Loaded with the kiosk's chunk.
 */
export default function IdleDialog({ deadline, onStay }: { deadline: number; onStay: () => void }) {
  const { i18n } = useLingui();
  const opened = useOpenedAfterMount();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  // In the language's digits (Arabic's ٢٠).
  const count = i18n.number(seconds);
  return (
    <Dialog open={opened} onClose={onStay} role="alertdialog" className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-md text-center">
          <DialogTitle as="h2" className="m-0 text-display font-bold text-ink">
            <Trans>Are you still there?</Trans>
          </DialogTitle>
          <p aria-hidden="true" className="m-0 mt-4 text-7xl font-bold tabular-nums text-brand" data-testid="idle-seconds">
            {count}
          </p>
          <Description as="p" className="mt-2 mb-0 text-lg text-ink" data-testid="idle-countdown">
            <Trans comment="The countdown before a kiosk left idle starts over: {count} is the seconds left">
              This tablet starts over for the next person in {count} s.
            </Trans>
          </Description>
          <button type="button" className="btn-primary mt-6 w-full min-h-14 text-xl" onClick={onStay}>
            <Trans>Continue</Trans>
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

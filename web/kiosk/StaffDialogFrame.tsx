import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { useOpenedAfterMount } from "../ui/use-opened";

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  /** Absent: the dialog cannot be dismissed (the PIN a new kiosk must set). */
  onClose?: () => void;
  onSubmit: (e: FormEvent) => void;
  submitDisabled?: boolean;
  children?: ReactNode;
};

/** The frame every staff dialog shares: a title, what it does, its fields, Cancel and the action. */
export function StaffDialogFrame({ title, description, submitLabel, onClose, onSubmit, submitDisabled, children }: Props) {
  const opened = useOpenedAfterMount();
  return (
    // The dialog element covers the viewport, so it has a size and counts as visible.
    <Dialog open={opened} onClose={() => onClose?.()} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="card w-full max-w-sm">
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
          <p className="mt-2 text-sm text-slate-700">{description}</p>
          <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3">
            {children}
            <div className="flex gap-2 justify-end">
              {onClose && (
                <button type="button" className="btn-secondary" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </button>
              )}
              <button type="submit" className="btn-primary" disabled={submitDisabled}>
                {submitLabel}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

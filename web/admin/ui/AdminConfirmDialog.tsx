import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

export type ConfirmDialogProps = {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The way out without the change; "Cancel" unless said. */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  /** Shown as an alert when the last attempt failed. */
  error?: string | null;
  /** False keeps the confirm button disabled (e.g. until the person's name is typed). */
  ready?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/**
 * A confirmation for a change that cannot be undone (removing a user, erasing a respondent, leaving unsaved edits); its own
 * chunk, named Admin* so respondents never precache it. Cancel has the focus first, so Enter alone never confirms.
 */
export default function AdminConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open onClose={() => !p.pending && p.onClose()} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle as="h2" className="m-0 text-xl font-bold text-slate-900">
            {p.title}
          </DialogTitle>
          <Description as="div" className="mt-3 text-slate-800">
            {p.description}
          </Description>
          {p.children}
          {p.error && (
            <p role="alert" className="mt-3 mb-0 text-red-800">
              {p.error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button type="button" className="btn-secondary" autoFocus disabled={p.pending} onClick={p.onClose}>
              {p.cancelLabel ?? "Cancel"}
            </button>
            <button type="button" className="btn-danger" disabled={p.pending || p.ready === false} onClick={p.onConfirm}>
              {p.pending ? p.pendingLabel : p.confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

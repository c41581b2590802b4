import { Dialog, DialogPanel, DialogTitle, Description } from "@headlessui/react";

type Props = { pending: boolean; failed: boolean; onConfirm: () => void; onClose: () => void };

/** The confirmation of "Sign out everywhere"; its own chunk (named Admin*, so respondents never precache it). */
export default function AdminSignOutDialog({ pending, failed, onConfirm, onClose }: Props) {
  return (
    // The dialog element itself covers the viewport, so it has a size and counts as visible (as in ui/Modal).
    <Dialog open onClose={() => !pending && onClose()} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/60" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle as="h2" className="m-0 text-xl font-bold text-slate-900">
            Sign out everywhere?
          </DialogTitle>
          <Description className="mt-3 mb-0 text-slate-800">
            This ends every admin session on every device, including this one. Everyone, you too, has to sign in again.
          </Description>
          {failed && (
            <p role="alert" className="mt-3 mb-0 text-red-800">
              The sessions could not be ended. Check the connection and try again.
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            {/* The safe choice has the focus first, so Enter alone never signs everyone out. */}
            <button type="button" className="btn-secondary" autoFocus disabled={pending} onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="btn-primary" disabled={pending} onClick={onConfirm}>
              {pending ? "Signing out..." : "Sign out everywhere"}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

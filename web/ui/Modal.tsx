import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import type { ReactNode } from "react";

export type ModalProps = { title: ReactNode; onClose: () => void; children: ReactNode; wide?: boolean };

/**
 * A Headless UI dialog with a title and a Close button. Mounted only while open (the caller
 * renders it conditionally), and loaded on demand through LazyModal: Headless UI is heavy
 * (STACK.md, bundle weight).
 */
export default function Modal({ title, onClose, children, wide = false }: ModalProps) {
  return (
    // The dialog element itself covers the viewport, so it has a size and counts as visible.
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="relative flex min-h-full items-start sm:items-center justify-center p-3 sm:p-6">
        <DialogPanel className={`w-full ${wide ? "max-w-2xl" : "max-w-lg"} rounded-xl bg-white p-5 sm:p-6 shadow-xl`}>
          <DialogTitle as="h2" className="m-0 text-xl font-bold text-slate-900">
            {title}
          </DialogTitle>
          <div className="mt-4 text-slate-800">{children}</div>
          <div className="mt-6 flex justify-end">
            <button type="button" className="btn-primary" onClick={onClose}>
              Close
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

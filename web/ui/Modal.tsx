import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CrossIcon } from "./icons";
import { useOpenedAfterMount } from "./use-opened";

export type ModalProps = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  /** False for a dialog that shows something only once: a stray tap beside it must not lose it. */
  closeOnBackdrop?: boolean;
};

/**
 * A Headless UI dialog with a title and a Close button. Mounted only while open (the caller
 * renders it conditionally), and loaded on demand through LazyModal: Headless UI is heavy
 * (docs/toolchain.md#bundle-weight).
 *
 * On a phone a long list must not hide the way out: the header with Close stays in
 * view while the content scrolls under it, and the panel never fills the screen, so the backdrop
 * around it stays visible and a tap there closes (Headless UI's onClose on an outside click).
 */
export default function Modal({ title, onClose, children, wide = false, closeOnBackdrop = true }: ModalProps) {
  const { t } = useLingui();
  const opened = useOpenedAfterMount();
  return (
    // The dialog element itself covers the viewport, so it has a size and counts as visible.
    // Headless UI closes on Escape and on an outside click alike; without the backdrop, Escape is ours.
    <Dialog
      open={opened}
      onClose={closeOnBackdrop ? onClose : () => {}}
      onKeyDown={closeOnBackdrop ? undefined : (e) => e.key === "Escape" && onClose()}
      className="fixed inset-0 z-50"
    >
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div data-modal-backdrop className="fixed inset-0 flex items-end sm:items-center justify-center px-3 pb-3 pt-14 sm:p-6">
        <DialogPanel
          className={`flex w-full ${wide ? "max-w-2xl" : "max-w-lg"} max-h-full flex-col overflow-hidden rounded-xl bg-white shadow-xl`}
        >
          <header className="flex shrink-0 items-center justify-between gap-3 border-b border-b-solid border-slate-200 py-2 ps-5 pe-2 sm:ps-6">
            <DialogTitle as="h2" className="m-0 text-xl font-bold text-slate-900">
              {title}
            </DialogTitle>
            <button
              type="button"
              aria-label={t`Close`}
              className="btn shrink-0 px-0 bg-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900"
              onClick={onClose}
            >
              <CrossIcon size={24} />
            </button>
          </header>
          <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4 sm:px-6 text-slate-800">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

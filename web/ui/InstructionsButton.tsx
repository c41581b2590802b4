import { Trans } from "@lingui/react/macro";
import { useEffect, useState, type ReactNode } from "react";
import { LazyModal, preloadModal } from "./LazyModal";

/** The 'View Instructions' button and the modal it opens (docs/product.md#screens-and-routes: statement page and culture question). */
export function InstructionsButton({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(preloadModal, []);
  return (
    <>
      <button type="button" className="btn-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>View Instructions</Trans>
      </button>
      {open && (
        <LazyModal title={title} onClose={() => setOpen(false)}>
          {children}
        </LazyModal>
      )}
    </>
  );
}

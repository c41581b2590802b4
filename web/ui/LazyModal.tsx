import { lazy, Suspense } from "react";
import type { ModalProps } from "./Modal";

const loadModal = () => import("./Modal");
const Modal = lazy(loadModal);

/** Warm the dialog chunk before the first click (it is precached for offline use anyway). */
export function preloadModal(): void {
  void loadModal();
}

export function LazyModal(props: ModalProps) {
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

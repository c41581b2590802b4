import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "../ui/after-load";

// Loaded after first paint to keep the first-load budget (docs/performance.md#quality-bars): sonner replays toasts
// raised before its Toaster subscribes, so none are lost.
const Toaster = lazy(() => import("./PlacedToaster"));

/**
 * docs/product.md#constants: one toast at a time, 5000 ms, swipe right to dismiss, F8 focuses the viewport. A toast never
 * covers a control (decision 068): bottom-right covered the flow's buttons and the admin's search, top-centre under the
 * admin's header its tabs, so each toast is placed where the page has none.
 */
export function Toasts() {
  const { t } = useLingui();
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* The region's name, read out with the hotkey's ("Notifications F8"). */}
      {/* A toast still showing when the admin prints is no part of the printed sheet. */}
      <Toaster
        className="print:hidden"
        visibleToasts={1}
        hotkey={["F8"]}
        swipeDirections={["right"]}
        duration={5000}
        containerAriaLabel={t`Notifications`}
      />
    </Suspense>
  );
}

import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { afterLoad } from "../ui/after-load";

// Loaded after first paint to keep the first-load budget (docs/performance.md#quality-bars): sonner replays toasts
// raised before its Toaster subscribes, so none are lost.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/**
 * In the admin, toasts sit at the top centre, over the header's empty middle: bottom-right covered the
 * search field, then the import card's passphrase (layout check, issue 27). The flow keeps bottom-right.
 */
const isAdmin = (path: string) => path === "/admin" || path.startsWith("/admin/");
export const toastPosition = (path: string) => (isAdmin(path) ? "top-center" : "bottom-right");
/** Below the admin's header (≈ 65 px), so a toast never covers who is signed in or the sign-out button; sonner's default elsewhere. */
export const toastOffset = (path: string) => (isAdmin(path) ? { top: "5rem" } : undefined);

/** docs/product.md#constants: one toast at a time, 5000 ms, swipe right to dismiss, F8 focuses the viewport. */
export function Toasts() {
  const { t } = useLingui();
  const [ready, setReady] = useState(false);
  const [path] = useLocation();
  useEffect(() => afterLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      {/* The region's name, read out with the hotkey's ("Notifications F8"). */}
      <Toaster
        visibleToasts={1}
        hotkey={["F8"]}
        swipeDirections={["right"]}
        duration={5000}
        position={toastPosition(path)}
        offset={toastOffset(path)}
        containerAriaLabel={t`Notifications`}
      />
    </Suspense>
  );
}

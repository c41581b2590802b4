import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "../ui/after-load";

// Loaded after first paint to keep the first-load budget (DESIGN §7): sonner replays toasts
// raised before its Toaster subscribes, so none are lost.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** SPEC §9: one toast at a time, 5000 ms, swipe right to dismiss, F8 focuses the viewport. */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster visibleToasts={1} hotkey={["F8"]} swipeDirections={["right"]} duration={5000} position="bottom-right" />
    </Suspense>
  );
}

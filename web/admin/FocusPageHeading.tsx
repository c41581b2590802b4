import { useEffect } from "react";
import { visible } from "./use-view-position";

/** Moves the focus to the shown page's heading when it mounts after a move between sections. */
export function FocusPageHeading({ enabled }: { enabled: { current: boolean } }) {
  useEffect(() => {
    if (enabled.current) visible("[data-page-heading]")?.focus({ preventScroll: true });
  }, [enabled]);
  return null;
}

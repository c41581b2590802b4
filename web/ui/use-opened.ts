import { useEffect, useState } from "react";

/**
 * `open` for a Headless UI Dialog mounted to be shown: false for its first commit, true from the next. Headless UI (2.2.10)
 * makes the rest of the page inert, which also keeps a screen reader in the dialog, only if it already knows the page's
 * main tree when the dialog opens, and learns it in the dialog's first commit; so a dialog mounted open after an
 * earlier one had closed left the page behind it reachable.
 */
export function useOpenedAfterMount(): boolean {
  const [opened, setOpened] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the point: one commit closed, then open.
  useEffect(() => setOpened(true), []);
  return opened;
}

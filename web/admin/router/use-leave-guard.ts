import { useEffect } from "react";
import { hold } from "./leave-guard";

/** While `unsaved`, leaving the shown view asks first: in the app, by Back and Forward, and on closing or reloading the tab. */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => (unsaved ? hold() : undefined), [unsaved]);
}

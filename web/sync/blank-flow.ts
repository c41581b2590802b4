import { useSyncExternalStore } from "react";

// Whether the respondent on screen has answered nothing yet (the intake, before its first save): the status line
// then says nothing (web/flow/SyncIndicator.tsx). Set by the flow, read by the line, which sit side by side.
let blank = false;
const listeners = new Set<() => void>();

export function setBlankFlow(value: boolean): void {
  if (value === blank) return;
  blank = value;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useBlankFlow = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => blank,
    () => false,
  );

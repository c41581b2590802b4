import type { Workbox } from "workbox-window";
import { afterLoad } from "../ui/after-load";

type Listener = (waiting: boolean) => void;
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<Listener>();

/**
 * Registers the service worker; a new version waits until the respondent is between steps.
 * workbox-window loads after the page has loaded: no route needs it to paint (docs/performance.md#quality-bars first-load
 * bars), and Workbox itself registers only after the window's load event anyway.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  void navigator.storage?.persist?.().catch(() => false);
  afterLoad(() => {
    import("workbox-window")
      .then(({ Workbox }) => {
        workbox = new Workbox("/sw.js");
        workbox.addEventListener("waiting", () => {
          waiting = true;
          listeners.forEach((l) => l(true));
        });
        return workbox.register();
      })
      .catch((error) => console.error("Service worker registration failed", error));
  });
}

export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

/** Activates the waiting version and reloads; the flow resumes from its saved snapshot. */
export function applyUpdate() {
  if (!workbox) return;
  workbox.addEventListener("controlling", () => window.location.reload());
  workbox.messageSkipWaiting();
}

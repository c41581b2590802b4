import { Workbox } from "workbox-window";

type Listener = (waiting: boolean) => void;
let workbox: Workbox | null = null;
let waiting = false;
const listeners = new Set<Listener>();

/** Registers the service worker; a new version waits until the respondent is between steps. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  workbox = new Workbox("/sw.js");
  workbox.addEventListener("waiting", () => {
    waiting = true;
    listeners.forEach((l) => l(true));
  });
  void workbox.register();
  void navigator.storage?.persist?.().catch(() => false);
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

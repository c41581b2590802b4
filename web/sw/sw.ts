/// <reference lib="webworker" />
// The service worker: precaches the app shell, every respondent route and the content, and drains
// the outbox on Background Sync (Chromium). Other browsers drain from the page (web/sync/triggers.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { drainOutbox } from "../sync/drain";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app path (/, /test/*, /admin, unknown ones) is the single-page shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));

// Fresh statements when online, the cached copy when not.
registerRoute(
  ({ url }) => url.pathname === "/api/assessment-data",
  new NetworkFirst({ cacheName: "assessment-data", networkTimeoutSeconds: 4 }),
);

type SyncEvent = ExtendableEvent & { tag: string };

self.addEventListener("sync", (event) => {
  const e = event as SyncEvent;
  if (e.tag === "sociality-outbox") e.waitUntil(drainOutbox());
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

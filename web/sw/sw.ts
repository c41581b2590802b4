/// <reference lib="webworker" />
// The service worker: precaches the app shell, every respondent route and the content (admin pages
// always come from the network), and drains the outbox on Background Sync (Chromium). Other browsers
// drain from the page (web/sync/triggers.ts).
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isAdminPage } from "../../schema/records/admin-pages";
import { drainOutbox } from "../sync/drain";
import { reportAroundDrains } from "../sync/health-report";
import { listenersDone } from "../sync/sync-events";
import { adminPage } from "./admin-page";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// Control the open page as soon as this worker activates. Without it, the page of a first visit stays
// uncontrolled until its next navigation: its later steps' code (lazy chunks) then comes from the
// network, and a network drop mid-flow left a blank page (e2e/sync/offline.test.ts). An update still waits
// for the respondent to be between steps (web/flow/pwa.ts): claiming only happens on activation.
clientsClaim();

// Admin pages go to the network, never the precached shell: the Worker sends them uncached, so Back
// after logout loads them afresh (docs/decisions/032-nothing-of-an-admin-survives-logout.md).
registerRoute(({ request, url }) => request.mode === "navigate" && isAdminPage(url.pathname), adminPage);

// Every other app path (/, /test/*, /report/*, unknown ones) is the single-page shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL("/index.html"), { denylist: [/^\/api\//] }));

// Fresh statements when online, the cached copy when not.
registerRoute(
  ({ url }) => url.pathname === "/api/assessment-data",
  new NetworkFirst({ cacheName: "assessment-data", networkTimeoutSeconds: 4 }),
);

type SyncEvent = ExtendableEvent & { tag: string };

// The device's health reports listen to this worker's drains (docs/offline.md#health-reports-from-devices).
reportAroundDrains();

self.addEventListener("sync", (event) => {
  const e = event as SyncEvent;
  // The network is back or a step ended, and no page may be open to send answers held for their step's end: they go
  // too (decision 073). The worker lives until the health report after the drain has gone as well.
  if (e.tag === "sociality-outbox") e.waitUntil(drainOutbox(fetch, { flush: true }).then(listenersDone));
});

self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

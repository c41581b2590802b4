// What each open Chromium page is still waiting for, so a test that times out says where the time went
// (a page that never fired "load" once failed CI with nothing but the URL; failure-report.ts prints this).
import type { Page, Request } from "playwright-core";

const watched = new Map<Page, Map<Request, number>>();

/** Starts recording `page`'s requests; they leave the record when they finish or fail. */
export function watchRequests(page: Page): void {
  const open = new Map<Request, number>();
  watched.set(page, open);
  page.on("request", (r) => open.set(r, Date.now()));
  page.on("requestfinished", (r) => open.delete(r));
  page.on("requestfailed", (r) => open.delete(r));
  page.on("close", () => watched.delete(page));
}

/** One line per open page: its URL and each unanswered request with how long it has waited. */
export function requestsInFlight(now = Date.now()): string[] {
  return [...watched].map(([page, open]) => {
    const waiting = [...open].map(([r, since]) => `${r.method()} ${r.url()} (${r.resourceType()}, ${((now - since) / 1000).toFixed(1)} s)`);
    return `page ${page.url()}: ${waiting.length ? waiting.join("; ") : "no request in flight"}`;
  });
}

// The security headers of every answer: one source for the Worker's middleware (worker/http/security-headers.ts)
// and the static assets' _headers file written at build time (scripts/build/vite-headers.ts), so the two cannot drift
// (docs/decisions/074-static-files-skip-the-worker.md).

// Styles allow 'unsafe-inline' because the toast library injects a <style> element; scripts stay 'self'.
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** A page's headers: the web app, its assets and any HTML the API answers (the sign-in problem page). */
export const DOCUMENT_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/**
 * The API's JSON, CSV and redirects: nothing in them may load, run or be framed, and they are never
 * sniffed as another type. Referrer, permissions and X-Frame-Options only mean something to a page
 * (frame-ancestors supersedes X-Frame-Options). Each header set on an answer cost the save path about
 * 0.02 ms of CPU locally, the page set about a tenth of its time above the ceiling (decision 023).
 */
export const API_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
};

/** Two years, the usual HSTS age; no preload, which would bind the whole registrable domain. */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * The paths that run the Worker before the static assets (wrangler.toml `assets.run_worker_first`, checked against it
 * by scripts/checks/wrangler-config.test.ts): the API, the admin's pages, which the Worker answers `no-store` (decision 032),
 * and `/__scheduled`, which `wrangler dev --test-scheduled` turns into a run of the Cron handler (deployed, the Worker
 * answers it with the shell). Every other path is a static file, or the single-page shell, served without the Worker.
 */
export const WORKER_FIRST = ["/api/*", "/admin", "/admin/*", "/admin.html", "/__scheduled"] as const;

/**
 * The static assets' _headers file: the page's headers on every path the assets answer (files, the shell, the SPA
 * fallback). Strict-Transport-Security stays the Worker's: it is sent only over https and never to a local host.
 */
export function headersFile(): string {
  const lines = Object.entries(DOCUMENT_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ["# Written by the build (scripts/build/vite-headers.ts) from schema/security-headers.ts; do not edit.", "/*", ...lines, ""].join(
    "\n",
  );
}

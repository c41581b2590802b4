import { createMiddleware } from "hono/factory";
import { isLocalHost } from "../auth/local-host";

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

const isHtml = (res: Response) => res.headers.get("Content-Type")?.startsWith("text/html") ?? false;

/** Sets the headers on every response, including static assets (whose headers are immutable). */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  // The Worker's own answers take the headers in place; an asset's (immutable headers) is copied once.
  // Copying every answer cost the save path about 0.1 ms of CPU (bench:api).
  const api = c.req.path.startsWith("/api/");
  const res = api ? c.res : new Response(c.res.body, c.res);
  const headers = api && !isHtml(res) ? API_HEADERS : DOCUMENT_HEADERS;
  for (const name in headers) res.headers.set(name, headers[name]!);
  // Only over https (a header on http is ignored and would be spoofable) and never for localhost,
  // which the browser would then refuse to open over the plain http of `wrangler dev`.
  if (c.req.url.startsWith("https:") && !isLocalHost(c.req.url)) res.headers.set("Strict-Transport-Security", HSTS);
  if (res !== c.res) c.res = res;
});

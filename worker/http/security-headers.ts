import { createMiddleware } from "hono/factory";
import { isLocalHost } from "./local-host";
import { API_HEADERS, DOCUMENT_HEADERS, HSTS } from "../../schema/security-headers";

export { API_HEADERS, DOCUMENT_HEADERS, HSTS };

const isHtml = (res: Response) => res.headers.get("Content-Type")?.startsWith("text/html") ?? false;

/**
 * Sets the headers on every answer the Worker gives: the API's, and the pages that run it first (the admin's,
 * schema/security-headers.ts WORKER_FIRST). Static files get the same page headers from the assets' _headers file.
 */
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

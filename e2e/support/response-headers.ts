// Every header of every kind of response the server gives a browser, read from a running server and
// its build: the HTML shells, the SPA fallback, redirects, admin pages, scripts, styles, the manifest,
// the service worker, icons, a missing file, a revalidation (304), a HEAD and the API. What changes
// with the transport and not with the server's rules is left out or reduced to its presence.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Probe = { kind: string; path: string; method?: "GET" | "HEAD"; navigate?: boolean; revalidate?: boolean };
export type Answer = { status: number; headers: Record<string, string> };

/** Transport, not policy: the Worker streams a page (chunked) where the assets send its length, and the time. */
const TRANSPORT = new Set(["date", "transfer-encoding", "content-length", "connection", "keep-alive"]);

/** The requests, with the built file names they need found in `dist`. */
export function probes(dist: string): Probe[] {
  const index = readFileSync(join(dist, "index.html"), "utf8");
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1];
  const css = /<link rel="stylesheet" crossorigin href="([^"]+)"/.exec(index)?.[1];
  const lazy = readdirSync(join(dist, "assets")).find((f) => /^SyncIndicator-.*\.js$/.test(f));
  if (!entry || !css || !lazy) throw new Error(`the build in ${dist} lacks an entry script, a stylesheet or the status line's chunk`);
  return [
    { kind: "landing, navigation", path: "/", navigate: true },
    { kind: "landing, fetched", path: "/" },
    { kind: "landing, HEAD", path: "/", method: "HEAD" },
    { kind: "flow shell, navigation", path: "/test/ic", navigate: true },
    { kind: "flow shell file (precache)", path: "/test/ic.html" },
    { kind: "index file (precache)", path: "/index.html" },
    { kind: "SPA fallback, deep link", path: "/test/ic/deep/link", navigate: true },
    { kind: "SPA fallback, sponsor report", path: "/report/some-token", navigate: true },
    { kind: "SPA fallback, unknown page", path: "/no/such/page", navigate: true },
    { kind: "missing file", path: "/assets/no-such-file-0000.js" },
    { kind: "admin page", path: "/admin", navigate: true },
    { kind: "admin deep link", path: "/admin/teams", navigate: true },
    { kind: "admin file (precache)", path: "/admin.html" },
    { kind: "entry script", path: entry },
    { kind: "entry script, revalidated", path: entry, revalidate: true },
    { kind: "lazy chunk", path: `/assets/${lazy}` },
    { kind: "stylesheet", path: css },
    { kind: "manifest", path: "/manifest.webmanifest" },
    { kind: "service worker", path: "/sw.js" },
    { kind: "icon", path: "/icons/icon-192.png" },
    { kind: "apple touch icon", path: "/icons/apple-touch-icon.png" },
    { kind: "favicon", path: "/favicon.svg" },
    { kind: "API answer", path: "/api/health" },
    { kind: "API not found", path: "/api/no-such-route" },
  ];
}

async function ask(base: string, probe: Probe, etag?: string): Promise<Response> {
  const headers: Record<string, string> = probe.navigate
    ? { Accept: "text/html", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" }
    : { Accept: "*/*" };
  if (etag) headers["If-None-Match"] = etag;
  return fetch(new URL(probe.path, base), { method: probe.method ?? "GET", headers, redirect: "manual" });
}

/** Each probe's status and headers (lower-case names, sorted; an ETag's value reduced to its presence). */
export async function readAnswers(base: string, dist: string): Promise<Record<string, Answer>> {
  const out: Record<string, Answer> = {};
  for (const probe of probes(dist)) {
    let res = await ask(base, probe);
    if (probe.revalidate) {
      const etag = res.headers.get("etag");
      await res.arrayBuffer();
      if (!etag) throw new Error(`${probe.path} has no ETag to revalidate with`);
      res = await ask(base, probe, etag);
    }
    await res.arrayBuffer();
    const headers: Record<string, string> = {};
    for (const [name, value] of [...res.headers].sort(([a], [b]) => a.localeCompare(b))) {
      if (TRANSPORT.has(name)) continue;
      headers[name] = name === "etag" ? "(present)" : value;
    }
    out[probe.kind] = { status: res.status, headers };
  }
  return out;
}

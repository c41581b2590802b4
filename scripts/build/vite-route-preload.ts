import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { AUDIENCES } from "../../schema/constants";

/** The lazily loaded modules a page needs before it can paint: its route's chunk and that route's English messages. */
const ROUTES = [
  { modules: ["/web/screens/landing/Landing.tsx", "/web/i18n/locales/landing/en.po"], pages: ["index.html"] },
  { modules: ["/web/flow/FlowRoute.tsx", "/web/i18n/locales/flow/en.po"], pages: AUDIENCES.map((audience) => `test/${audience}.html`) },
  { modules: ["/web/admin/AdminRoute.tsx"], pages: ["admin.html"] },
];

/**
 * Writes `<link rel="modulepreload">` for each route's lazy chunks and their static imports into its page:
 * index.html (the landing page, and every other path's fallback), test/{audience}.html and admin.html (static
 * assets serve /test/ic from test/ic.html and /admin from admin.html, wrangler's default html_handling). The
 * browser then fetches the route's code and messages beside the entry bundle instead of after it has run: one
 * network round trip less before the page paints (docs/performance.md#quality-bars). With the service worker
 * installed, every navigation gets the precached index.html.
 */
export function routePreload(): Plugin {
  return {
    name: "route-preload",
    apply: "build",
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const inHtml = closure(entry.fileName, new Set());
      const index = readFileSync(join(dir, "index.html"), "utf8");
      for (const route of ROUTES) {
        const preload = new Set<string>();
        for (const module of route.modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`route-preload: no chunk holds ${module}`);
          for (const file of closure(chunk.fileName, new Set())) if (!inHtml.has(file)) preload.add(file);
        }
        const links = [...preload].map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join("\n");
        const html = index.replace("</head>", `\n${links}\n  </head>`);
        for (const page of route.pages) {
          mkdirSync(dirname(join(dir, page)), { recursive: true });
          writeFileSync(join(dir, page), html);
        }
      }
    },
  };
}

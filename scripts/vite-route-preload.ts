import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { AUDIENCES } from "../schema/constants";

/** The lazily loaded route module, and the pages that need it before they can paint. */
const ROUTES = [
  { module: "/web/flow/FlowRoute.tsx", pages: AUDIENCES.map((audience) => `test/${audience}.html`) },
  { module: "/web/admin/AdminRoute.tsx", pages: ["admin.html"] },
];

/**
 * Writes test/{audience}.html and admin.html: index.html plus `<link rel="modulepreload">` for the
 * route's chunk and its static imports. Static assets serve /test/ic from test/ic.html and /admin from
 * admin.html (wrangler's default html_handling), so the browser fetches the route's code beside the
 * entry bundle instead of after it has run: one network round trip less before the page paints
 * (docs/performance.md#quality-bars). Other paths still fall back to index.html; with the service
 * worker installed, every navigation gets the precached index.html.
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
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(route.module)));
        if (!chunk) continue;
        const preload = [...closure(chunk.fileName, new Set())].filter((f) => !inHtml.has(f));
        const links = preload.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join("\n");
        const html = index.replace("</head>", `\n${links}\n  </head>`);
        for (const page of route.pages) {
          mkdirSync(dirname(join(dir, page)), { recursive: true });
          writeFileSync(join(dir, page), html);
        }
      }
    },
  };
}

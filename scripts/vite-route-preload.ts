import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { AUDIENCES } from "../schema/constants";

/**
 * Writes test/{audience}.html: index.html plus `<link rel="modulepreload">` for the flow route's
 * chunk and its static imports. Static assets serve /test/ic from test/ic.html (wrangler's default
 * html_handling), so the browser fetches the flow route beside the entry bundle instead of after
 * it has run: one network round trip less before the intake paints (DESIGN §7, docs/performance.md).
 * Other paths still fall back to index.html; offline, the service worker serves index.html.
 */
export function routePreload(): Plugin {
  return {
    name: "route-preload",
    apply: "build",
    writeBundle({ dir }, bundle) {
      if (!dir) return;
      const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const flow = chunks.find((c) => c.moduleIds.some((id) => id.endsWith("/web/flow/FlowRoute.tsx")));
      const entry = chunks.find((c) => c.isEntry);
      if (!flow || !entry) return;
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const inHtml = closure(entry.fileName, new Set());
      const preload = [...closure(flow.fileName, new Set())].filter((f) => !inHtml.has(f));
      const links = preload.map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">`).join("\n");
      const html = readFileSync(join(dir, "index.html"), "utf8").replace("</head>", `\n${links}\n  </head>`);
      mkdirSync(join(dir, "test"), { recursive: true });
      for (const audience of AUDIENCES) writeFileSync(join(dir, "test", `${audience}.html`), html);
    },
  };
}

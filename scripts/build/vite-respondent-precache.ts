import type { Plugin } from "vite";

/** The chunks that start a route a respondent never opens: the admin's, the sponsor report's and the manager's view (online only). */
const OTHER_ROUTE = /\/web\/(admin\/AdminRoute|report\/ReportRoute|manager\/ManagerRoute)\.tsx$/;
type ManifestEntry = { url: string; revision: string | null; size: number };

/**
 * What the service worker precaches for a respondent (docs/offline.md): every script a respondent route can load, statically
 * or on demand, and nothing only the admin or the sponsor report reaches. Names alone (Admin-*, Report-*) left out library
 * chunks the bundler split for the admin alone (Headless UI's disclosure, the table): a respondent's device downloaded them
 * for nothing (decision 069). `transform` is a workbox manifest transform, run after the bundle is written.
 */
export function respondentPrecache(): { plugin: Plugin; transform: (entries: ManifestEntry[]) => { manifest: ManifestEntry[] } } {
  let reachable: Set<string> | null = null;
  const plugin: Plugin = {
    name: "respondent-precache",
    apply: "build",
    generateBundle(_, bundle) {
      // The app's bundle, not the service worker's own build.
      if (Object.values(bundle).some((c) => c.type === "chunk" && c.facadeModuleId?.endsWith("/web/sw/sw.ts"))) return;
      const chunks = new Map(
        Object.values(bundle)
          .filter((c) => c.type === "chunk")
          .map((c) => [c.fileName, c]),
      );
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file) || (chunk.facadeModuleId && OTHER_ROUTE.test(chunk.facadeModuleId))) return;
        seen.add(file);
        [...chunk.imports, ...chunk.dynamicImports].forEach(visit);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      reachable = seen;
    },
  };
  const transform = (entries: ManifestEntry[]) => ({
    manifest: entries.filter((e) => !e.url.endsWith(".js") || !reachable || reachable.has(e.url) || !e.url.startsWith("assets/")),
  });
  return { plugin, transform };
}

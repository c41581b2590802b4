// What each route downloads before its first paint, gzipped, read from a build's manifest
// (docs/performance.md#quality-bars first-load bars). Used by `npm run bench:web`, which prints it, and by
// scripts/checks/first-load.test.ts, which holds the bars in `npm test`: byte counts do not depend on the machine.
//
// A route needs, before it paints:
//   /         the entry chunk + its static imports + their CSS, plus the lazily loaded Landing chunk and the
//             landing's English messages (both preloaded by index.html) with their static imports;
//   /test/*   the entry, plus the lazily loaded FlowRoute chunk and the flow's English messages with their
//             static imports (the router waits for them; the first step, intake, is a static import of
//             FlowScreen, later steps load on demand);
//   /admin    the entry, plus the AdminRoute chunk + its static imports.
// A first paint in another language adds that language's catalogue part (docs/languages.md#catalogues).
// Every file is gzipped on its own with node:zlib level 9 (each is a separate download). 1 KB = 1000 bytes.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const KB = 1000;
// The admin's bar is ours (decision 020): the same as a flow route's, so the dashboard's first paint
// stays as light as a respondent's while its library (TanStack Query) and its sections grow.
// A language's messages, all catalogue parts: ours (decision 050).
export const BARS = { landing: 90 * KB, flow: 150 * KB, respondent: 252 * KB, admin: 150 * KB, catalogues: 25 * KB };
const isAdminFile = (file) => /(^|\/)Admin[^/]*\.js$/.test(file);

/** @param {string} dist a `vite build` output folder with build.manifest on */
export function measureFirstLoad(dist) {
  const manifestFile = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build with build.manifest = true`);
  /** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const sum = (files) => files.reduce((n, f) => n + gz(f), 0);

  const findChunk = (srcSuffix) => {
    const hit = Object.keys(manifest).find((k) => manifest[k].src?.endsWith(srcSuffix));
    if (!hit) throw new Error(`no chunk for ${srcSuffix} in the build manifest`);
    return hit;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error("the build manifest has no entry chunk");

  /** The chunk keys a browser must fetch before the given chunks can run: the static `imports` closure. */
  function staticClosure(keys) {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  }
  function filesOf(keys) {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const c of manifest[key].css ?? []) css.add(c);
    }
    return { js: [...js], css: [...css] };
  }

  const landing = [findChunk("screens/landing/Landing.tsx"), findChunk("i18n/locales/landing/en.po")];
  const flow = [findChunk("flow/FlowRoute.tsx"), findChunk("i18n/locales/flow/en.po")];
  const routes = [
    { path: "/", keys: [entryKey, ...landing], bar: BARS.landing },
    { path: "/test/ceo", keys: [entryKey, ...flow], bar: BARS.flow },
    { path: "/test/ic", keys: [entryKey, ...flow], bar: BARS.flow },
    { path: "/admin", keys: [entryKey, findChunk("admin/AdminRoute.tsx")], bar: BARS.admin },
    // The sponsor report (docs/teams.md#the-sponsor-report) must not pull in admin code either.
    { path: "/report/*", keys: [entryKey, findChunk("report/ReportRoute.tsx"), findChunk("i18n/locales/report/en.po")], bar: null },
  ].map((route) => {
    const { js, css } = filesOf(staticClosure(route.keys));
    const jsBytes = sum(js);
    const cssBytes = sum(css);
    return {
      path: route.path,
      bar: route.bar,
      js: jsBytes,
      css: cssBytes,
      total: jsBytes + cssBytes,
      files: [...js, ...css].map((f) => ({ file: f, bytes: gz(f) })),
    };
  });

  // The precache list the service worker was built with (workbox injectManifest writes it into sw.js).
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const match = sw.match(/\[\{"revision":[^\]]*\}\]/);
  if (!match) throw new Error("no precache manifest found in sw.js");
  const precache = [...new Set(JSON.parse(match[0]).map((e) => e.url))];

  // All respondent code: every JS and CSS file the service worker precaches for a respondent's device (no Admin*
  // chunk, nothing only the admin or the sponsor report reaches: scripts/build/vite-respondent-precache.ts, decision 069), but
  // the message catalogues, which are counted per language, English included (docs/languages.md#catalogues; decision 050).
  const catalogueOf = new Map(
    Object.values(manifest).flatMap((c) => {
      const m = c.src?.match(/i18n\/locales\/[^/]+\/([^/.]+)\.po$/);
      return m ? [[c.file, m[1]]] : [];
    }),
  );
  const assets = readdirSync(join(dist, "assets")).map((f) => `assets/${f}`);
  const code = assets.filter((f) => /\.(js|css)$/.test(f) && !isAdminFile(f));
  const precached = new Set(precache);
  const respondentFiles = code.filter((f) => precached.has(f) && !catalogueOf.has(f));
  const catalogues = [...new Set(catalogueOf.values())].sort().map((language) => {
    const files = code.filter((f) => catalogueOf.get(f) === language);
    return { language, files: files.length, bytes: sum(files), bar: BARS.catalogues };
  });
  const adminOnly = assets.filter(isAdminFile);

  const adminLeaks = [
    ...routes
      .filter((r) => r.path !== "/admin")
      .flatMap((r) => r.files.filter((f) => isAdminFile(f.file)).map((f) => `${r.path}: ${f.file}`)),
    ...precache.filter(isAdminFile).map((f) => `precache: ${f}`),
  ];
  const respondent = { files: respondentFiles.length, bytes: sum(respondentFiles), bar: BARS.respondent };
  const failures = [
    ...routes.filter((r) => r.bar !== null && r.total > r.bar).map((r) => `${r.path} ${kb(r.total)} > ${kb(r.bar)}`),
    ...(respondent.bytes > respondent.bar ? [`all respondent code ${kb(respondent.bytes)} > ${kb(respondent.bar)}`] : []),
    ...catalogues.filter((c) => c.bytes > c.bar).map((c) => `${c.language} catalogues ${kb(c.bytes)} > ${kb(c.bar)}`),
    ...(adminLeaks.length ? [`admin code in respondent routes: ${adminLeaks.join(", ")}`] : []),
  ];
  return {
    routes,
    respondent,
    catalogues,
    adminOnly: { files: adminOnly, bytes: sum(adminOnly) },
    precache: {
      files: precache.length,
      raw: precache.reduce((n, f) => n + statSync(join(dist, f)).size, 0),
      gzipped: sum(precache),
      sw: { raw: statSync(join(dist, "sw.js")).size, gzipped: gz("sw.js") },
    },
    adminLeaks,
    failures,
  };
}

export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

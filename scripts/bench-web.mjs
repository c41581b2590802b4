// npm run bench:web — what each route downloads before its first paint, gzipped (docs/performance.md#quality-bars first-load bars).
//
// Builds the app into a private folder (or reads an existing build: `npm run bench:web -- --dist dist`)
// and reads Vite's build manifest (.vite/manifest.json). A route needs, before it paints:
//   /         the entry chunk + its static imports + their CSS (the landing screen is in the entry);
//   /test/*   that, plus the lazily loaded FlowRoute chunk + its static imports (the router waits for it;
//             the first step, intake, is a static import of FlowScreen, later steps load on demand);
//   /admin    that, plus the AdminRoute chunk + its static imports.
// Every file is gzipped on its own with node:zlib level 9 (each is a separate download). 1 KB = 1000 bytes.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { buildWeb, root } from "./local-server.mjs";

const KB = 1000;
// The admin's bar is ours (decision 020): the same as a flow route's, so the dashboard's first paint
// stays as light as a respondent's while its library (TanStack Query) and its sections grow.
const BARS = { landing: 90 * KB, flow: 150 * KB, respondent: 250 * KB, admin: 150 * KB };
const isAdminFile = (file) => /(^|\/)Admin[^/]*\.js$/.test(file);

const distArg = process.argv.indexOf("--dist");
let dist;
let built = false;
if (distArg !== -1) {
  dist = join(process.cwd(), process.argv[distArg + 1] ?? "dist");
} else {
  dist = join(root, ".bench", `web-${process.pid}`);
  console.log("Building the web app (vite build) ...");
  buildWeb({}, dist);
  built = true;
}

try {
  const manifestFile = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${relative(root, manifestFile)} is missing: build with build.manifest = true`);
  /** @type {Record<string, {file: string, src?: string, name?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));

  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

  const findChunk = (srcSuffix, name) => {
    const hit =
      Object.keys(manifest).find((k) => manifest[k].src?.endsWith(srcSuffix)) ??
      Object.keys(manifest).find((k) => manifest[k].name === name && !manifest[k].src);
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
  /** JS and CSS files of a set of chunk keys. */
  function filesOf(keys) {
    const js = new Set();
    const css = new Set();
    for (const key of keys) {
      js.add(manifest[key].file);
      for (const c of manifest[key].css ?? []) css.add(c);
    }
    return { js: [...js], css: [...css] };
  }
  const sum = (files) => files.reduce((n, f) => n + gz(f), 0);

  const flowKey = findChunk("flow/FlowRoute.tsx", "FlowRoute");
  const adminKey = findChunk("admin/AdminRoute.tsx", "AdminRoute");
  const reportKey = findChunk("report/ReportRoute.tsx", "ReportRoute");
  const routes = [
    { path: "/", keys: [entryKey], bar: BARS.landing, barText: "≤ 90 KB" },
    { path: "/test/ceo", keys: [entryKey, flowKey], bar: BARS.flow, barText: "≤ 150 KB" },
    { path: "/test/ic", keys: [entryKey, flowKey], bar: BARS.flow, barText: "≤ 150 KB" },
    { path: "/admin", keys: [entryKey, adminKey], bar: BARS.admin, barText: "≤ 150 KB" },
    // The sponsor report (docs/teams.md#the-sponsor-report) must not pull in admin code either.
    { path: "/report/*", keys: [entryKey, reportKey], bar: null, barText: "(no bar)" },
  ];

  console.log(`\nbench:web — ${new Date().toISOString()} — build ${relative(root, dist) || "."} — gzip level 9, 1 KB = 1000 bytes\n`);
  console.log(`${"route".padEnd(10)} ${"JS".padStart(9)} ${"CSS".padStart(8)} ${"total".padStart(9)}  ${"bar".padEnd(9)} result  files`);
  const failures = [];
  const adminLeaks = [];
  for (const route of routes) {
    const { js, css } = filesOf(staticClosure(route.keys));
    const jsBytes = sum(js);
    const cssBytes = sum(css);
    const total = jsBytes + cssBytes;
    let result = "";
    if (route.bar !== null) {
      result = total <= route.bar ? "PASS" : "FAIL";
      if (result === "FAIL") failures.push(`${route.path} ${kb(total)} > ${route.barText.slice(2)}`);
    }
    if (route.path !== "/admin") adminLeaks.push(...js.filter(isAdminFile).map((f) => `${route.path}: ${f}`));
    const list = [...js, ...css].map((f) => `${f.replace(/^assets\//, "")} ${kb(gz(f))}`).join(", ");
    console.log(
      `${route.path.padEnd(10)} ${kb(jsBytes).padStart(9)} ${kb(cssBytes).padStart(8)} ${kb(total).padStart(9)}  ${route.barText.padEnd(9)} ${result.padEnd(6)}  ${list}`,
    );
  }

  // All respondent code: every JS and CSS file of the build except the Admin* chunks (the files the
  // service worker precaches for offline use, apart from HTML, icons and the manifest).
  const assets = readdirSync(join(dist, "assets")).map((f) => `assets/${f}`);
  const respondent = assets.filter((f) => /\.(js|css)$/.test(f) && !isAdminFile(f));
  const respondentBytes = sum(respondent);
  const adminOnly = assets.filter(isAdminFile);
  const respondentResult = respondentBytes <= BARS.respondent ? "PASS" : "FAIL";
  if (respondentResult === "FAIL") failures.push(`all respondent code ${kb(respondentBytes)} > 250 KB`);
  console.log(
    `\nall respondent code (${respondent.length} files, every JS/CSS except Admin*): ${kb(respondentBytes)}  bar ≤ 250 KB  ${respondentResult}`,
  );
  console.log(`admin-only chunks (${adminOnly.map((f) => f.replace(/^assets\//, "")).join(", ")}): ${kb(sum(adminOnly))}`);

  // The precache list the service worker was built with (workbox injectManifest writes it into sw.js).
  const sw = readFileSync(join(dist, "sw.js"), "utf8");
  const match = sw.match(/\[\{"revision":[^\]]*\}\]/);
  if (!match) throw new Error("no precache manifest found in sw.js");
  const precache = [...new Set(JSON.parse(match[0]).map((e) => e.url))];
  const precacheRaw = precache.reduce((n, f) => n + statSync(join(dist, f)).size, 0);
  const precacheGz = sum(precache);
  adminLeaks.push(...precache.filter(isAdminFile).map((f) => `precache: ${f}`));
  console.log(
    `precache (${precache.length} files from sw.js): ${kb(precacheRaw)} on disk, ${kb(precacheGz)} gzipped; sw.js itself ${kb(statSync(join(dist, "sw.js")).size)} (${kb(gz("sw.js"))} gzipped)`,
  );

  const adminResult = adminLeaks.length === 0 ? "PASS" : "FAIL";
  if (adminLeaks.length) failures.push(`admin code in respondent routes: ${adminLeaks.join(", ")}`);
  console.log(`admin chunk never in respondent routes or the precache: ${adminResult}`);

  console.log(failures.length ? `\nFAIL: ${failures.join("; ")}` : "\nAll docs/performance.md#quality-bars first-load bars pass.");
  process.exitCode = failures.length ? 1 : 0;
} finally {
  if (built) rmSync(dist, { recursive: true, force: true });
}

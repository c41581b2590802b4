// npm run bench:web — what each route downloads before its first paint, gzipped (docs/performance.md#quality-bars
// first-load bars). Builds the app into a private folder (or reads an existing build:
// `npm run bench:web -- --dist dist`); the measuring is scripts/bench/first-load.mjs, which npm test also runs.
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { measureFirstLoad, kb } from "./first-load.mjs";
import { buildWeb, root } from "../local/local-server.mjs";

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
  const m = measureFirstLoad(dist);
  console.log(`\nbench:web — ${new Date().toISOString()} — build ${relative(root, dist) || "."} — gzip level 9, 1 KB = 1000 bytes\n`);
  console.log(`${"route".padEnd(10)} ${"JS".padStart(9)} ${"CSS".padStart(8)} ${"total".padStart(9)}  ${"bar".padEnd(9)} result  files`);
  for (const r of m.routes) {
    const result = r.bar === null ? "" : r.total <= r.bar ? "PASS" : "FAIL";
    const barText = r.bar === null ? "(no bar)" : `≤ ${kb(r.bar).replace(".0 ", " ")}`;
    const list = r.files.map((f) => `${f.file.replace(/^assets\//, "")} ${kb(f.bytes)}`).join(", ");
    console.log(
      `${r.path.padEnd(10)} ${kb(r.js).padStart(9)} ${kb(r.css).padStart(8)} ${kb(r.total).padStart(9)}  ${barText.padEnd(9)} ${result.padEnd(6)}  ${list}`,
    );
  }
  const r = m.respondent;
  console.log(
    `\nall respondent code (${r.files} files, every JS/CSS the precache holds for a respondent but the message catalogues): ${kb(r.bytes)}  bar ≤ ${kb(r.bar)}  ${r.bytes <= r.bar ? "PASS" : "FAIL"}`,
  );
  for (const c of m.catalogues) {
    const offline = `with the code, what a respondent in it keeps offline: ${kb(r.bytes + c.bytes)}`;
    console.log(
      `${c.language} messages (${c.files} files): ${kb(c.bytes)}  bar ≤ ${kb(c.bar)}  ${c.bytes <= c.bar ? "PASS" : "FAIL"}; ${offline}`,
    );
  }
  console.log(`admin-only chunks (${m.adminOnly.files.map((f) => f.replace(/^assets\//, "")).join(", ")}): ${kb(m.adminOnly.bytes)}`);
  const p = m.precache;
  console.log(
    `precache (${p.files} files from sw.js): ${kb(p.raw)} on disk, ${kb(p.gzipped)} gzipped; sw.js itself ${kb(p.sw.raw)} (${kb(p.sw.gzipped)} gzipped)`,
  );
  console.log(`admin chunk never in respondent routes or the precache: ${m.adminLeaks.length === 0 ? "PASS" : "FAIL"}`);
  console.log(m.failures.length ? `\nFAIL: ${m.failures.join("; ")}` : "\nAll docs/performance.md#quality-bars first-load bars pass.");
  process.exitCode = m.failures.length ? 1 : 0;
} finally {
  if (built) rmSync(dist, { recursive: true, force: true });
}

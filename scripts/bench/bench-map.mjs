// npm run bench:map — the team map's render time in Chromium (docs/performance.md#quality-bars, teams): builds the real
// TeamMapFigure with the app's styles (Vite, production React; the page is scripts/bench/team-map-render/), opens it in headless
// Chromium and mounts it BENCH_RUNS (20) times for a team of BENCH_MEMBERS (1,000) after two warm-ups, each into a fresh root.
// Render: from the mount to the end of the frame that paints it (a task queued from that frame's requestAnimationFrame), so
// React's render and commit, style, layout and paint are in; the commit alone is printed beside it.
import { createServer } from "node:http";
import { readFile, rm } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { extname, join, normalize } from "node:path";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright-core";
import UnoCSS from "unocss/vite";
import { build } from "vite";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../local/chromium.mjs";
import { root } from "../local/local-server.mjs";

const RUNS = Number(process.env.BENCH_RUNS || 20);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 1000);
const BAR = { renderMs: 100, svgBytes: 150_000 };

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");

const outDir = join(root, ".bench", `map-${process.pid}`);
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };
let server;
let browser;
try {
  console.log("Building the team map's bench page (vite build) ...");
  await build({
    configFile: false,
    root: join(root, "scripts/bench/team-map-render"),
    base: "./",
    logLevel: "warn",
    mode: "production",
    plugins: [UnoCSS({ configFile: join(root, "uno.config.ts") }), react()],
    build: { outDir, emptyOutDir: true },
  });
  server = createServer(async (req, res) => {
    const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^(\.\.[/\\])+/, "");
    try {
      const body = await readFile(join(outDir, path === "/" ? "index.html" : path));
      res.writeHead(200, { "Content-Type": TYPES[extname(path) || ".html"] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const url = `http://127.0.0.1:${server.address().port}/`;

  const loadBefore = load();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  // A laptop, as the admin is laid out for one (docs/performance.md#quality-bars, layout).
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => typeof globalThis.mountOnce === "function");
  const runs = [];
  for (let i = 0; i < RUNS + 2; i++) {
    // A new team each run (the seed), so no run reuses another's strings.
    const r = await page.evaluate(([size, seed]) => globalThis.mountOnce(size, seed), [MEMBERS, 1000 + i]);
    if (r.circles !== MEMBERS || r.width < 100) throw new Error(`run ${i}: ${r.circles} points in a figure ${r.width} px wide`);
    if (i >= 2) runs.push(r);
  }
  if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
  const version = browser.version();

  const ms = (n) => `${n.toFixed(1)} ms`.padStart(10);
  const paintedP95 = percentile(
    runs.map((r) => r.paintedMs),
    95,
  );
  const svgMax = Math.max(...runs.map((r) => r.svgBytes));
  console.log(`\nbench:map — ${new Date().toISOString()} — Chromium ${version}, headless, 1280 × 800, ${RUNS} mounts after 2 warm-ups`);
  console.log(`load average before ${loadBefore}, after ${load()} on ${cpus().length} cores (other processes slow every figure)\n`);
  console.log(`${"team map, 1 figure".padEnd(36)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}`);
  for (const [label, key] of [
    [`${MEMBERS} members: React commit`, "commitMs"],
    [`${MEMBERS} members: style and layout`, "layoutMs"],
    [`${MEMBERS} members: mount to painted`, "paintedMs"],
  ]) {
    const xs = runs.map((r) => r[key]);
    console.log(`${label.padEnd(36)}${ms(percentile(xs, 50))}${ms(percentile(xs, 95))}${ms(Math.max(...xs))}`);
  }
  console.log(`\nrender p95 ${paintedP95.toFixed(1)} ms   bar ≤ ${BAR.renderMs} ms: ${paintedP95 <= BAR.renderMs ? "ok" : "OVER"}`);
  console.log(
    `SVG as the browser holds it: ${(svgMax / 1000).toFixed(1)} KB (largest run)   bar < ${BAR.svgBytes / 1000} KB: ${svgMax < BAR.svgBytes ? "ok" : "OVER"}`,
  );
} finally {
  await browser?.close();
  server?.close();
  await rm(outDir, { recursive: true, force: true });
}

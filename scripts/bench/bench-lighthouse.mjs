// npm run bench:lighthouse — Lighthouse (default config: mobile emulation, simulated throttling) against the
// real local server (a fresh build, `wrangler dev` and a fresh local D1), in Debian's Chromium.
//
// Pages: the landing page, the intake (/test/ic), a ranking page and the admin login. For the ranking page
// playwright-core drives the same Chromium (over its DevTools port) through the intake and "Start
// Assessments"; the flow state persisted in IndexedDB then sits on the ranking step, and Lighthouse loads
// /test/ic with `disableStorageReset` so it resumes there (a returning respondent: the service worker is
// installed by then).
//
// LH_RUNS (default 3) runs per page; the run with the median performance score is reported (Lighthouse's
// own advice for variance). Reports are kept in .bench/lighthouse/ for inspection. Performance is
// simulated from the CPU time each page really took here, so it drops when the machine is busy: the
// load average and Lighthouse's CPU benchmarkIndex (higher is faster) are printed beside every score.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildWeb, freePort, isolatedConfig, migrateLocal, root, serveInProcess } from "../local/local-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../local/chromium.mjs";
import { intakeFields } from "./intake-fields.mjs";

const RUNS = Number(process.env.LH_RUNS || 3);
// LH_PAGES=intake,admin runs a subset (landing, intake, admin, ranking).
const PAGES = new Set((process.env.LH_PAGES || "landing,intake,admin,ranking").split(","));
const BARS = { performance: 95, accessibility: 100, "best-practices": 95 };
const CATEGORIES = Object.keys(BARS);
const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

/** Completes the intake and the instructions so the stored flow of /test/ic sits on the ranking step. */
async function seedRankingStep(port, url) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${url}/test/ic`);
    await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
    for (const [label, value] of intakeFields({ name: "Lighthouse Respondent", email: "lighthouse@example.com" }))
      await page.getByLabel(label, { exact: false }).first().fill(value);
    await page.getByRole("button", { name: "Begin Assessment" }).click();
    await page.getByRole("button", { name: "Start Assessments" }).click();
    await page.getByRole("heading", { name: /Drag to rank/ }).waitFor();
    // The snapshot is written to IndexedDB after the transition: a reload proves it resumes on the ranking.
    await page.waitForTimeout(500);
    await page.reload();
    await page.getByRole("heading", { name: /Drag to rank/ }).waitFor({ timeout: 15_000 });
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser launched by chrome-launcher keeps running
  }
}

/** Runs Lighthouse RUNS times on one page; returns the median run by performance score. */
async function audit(port, name, url, { disableStorageReset = false } = {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, disableStorageReset });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    runs.push({ lhr, report: result.report, load: load() });
    process.stdout.write(
      `  ${name} run ${i + 1}/${RUNS}: performance ${Math.round(lhr.categories.performance.score * 100)} (load ${runs.at(-1).load})\n`,
    );
  }
  runs.sort((a, b) => a.lhr.categories.performance.score - b.lhr.categories.performance.score);
  const median = runs[Math.floor(runs.length / 2)];
  writeFileSync(join(reportsDir, `${name.replace(/[^a-z0-9]+/gi, "-")}.json`), median.report);
  return { name, url, lhr: median.lhr, load: median.load, perfRuns: runs.map((r) => Math.round(r.lhr.categories.performance.score * 100)) };
}

/** Audits that cost points in a category (weighted, score below 1). */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && ref.weight > 0 && audit.score !== null && audit.score < 1)
    .map(({ ref, audit }) => {
      const items =
        audit.details?.items
          ?.slice(0, 3)
          .map((it) => it.node?.snippet ?? it.source?.url ?? it.url ?? it.description ?? "")
          .filter(Boolean) ?? [];
      return `${audit.id} (weight ${ref.weight}, score ${audit.score})${audit.displayValue ? ` ${audit.displayValue}` : ""}${items.length ? ` — ${items.join(" | ")}` : ""}`;
    });
}

const workDir = join(root, ".wrangler", `bench-lighthouse-${process.pid}`);
const reportsDir = join(root, ".bench", "lighthouse");
rmSync(workDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });
const dist = join(workDir, "dist");
const persistTo = join(workDir, "state");

let server;
let chrome;
let failed = false;
try {
  console.log("Building the web app (vite build) ...");
  buildWeb({}, dist);
  const config = isolatedConfig(workDir, dist);
  migrateLocal(persistTo, config);
  // The DevTools inspector off, as in production: with it on, every asset the Worker fetches is
  // relayed through wrangler's Node process and the server's answer times (TTFB) grow.
  server = await serveInProcess({
    port: await freePort(),
    persistTo,
    config,
    vars: { ADMIN_PASSWORD: `lh-${Date.now()}`, DEMO_MODE: "false" },
  });
  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  const browserVersion = await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((r) => r.json());
  console.log(
    `\nbench:lighthouse — ${new Date().toISOString()} — Lighthouse default config (mobile, simulated throttling), ${browserVersion.Browser}, ${RUNS} run(s) per page, load average at start ${load()}\n`,
  );

  const results = [];
  if (PAGES.has("landing")) results.push(await audit(chrome.port, "landing /", `${server.url}/`));
  if (PAGES.has("intake")) results.push(await audit(chrome.port, "intake /test/ic", `${server.url}/test/ic`));
  if (PAGES.has("admin")) results.push(await audit(chrome.port, "admin login /admin", `${server.url}/admin`));
  // Last: the runs above reset the origin's storage, which would erase the seeded flow.
  if (PAGES.has("ranking")) {
    await seedRankingStep(chrome.port, server.url);
    results.push(await audit(chrome.port, "ranking /test/ic (resumed)", `${server.url}/test/ic`, { disableStorageReset: true }));
  }

  console.log(
    `\n${"page".padEnd(28)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"best".padStart(5)}  bars: perf ≥ 95, a11y 100, best practices ≥ 95`,
  );
  for (const r of results) {
    const scores = CATEGORIES.map((c) => Math.round(r.lhr.categories[c].score * 100));
    const verdicts = CATEGORIES.map((c, i) => (scores[i] >= BARS[c] ? "PASS" : "FAIL"));
    if (verdicts.includes("FAIL")) failed = true;
    const m = (id) => r.lhr.audits[id]?.displayValue ?? "-";
    console.log(
      `${r.name.padEnd(28)} ${String(scores[0]).padStart(5)} ${String(scores[1]).padStart(5)} ${String(scores[2]).padStart(5)}  ${verdicts.join(" ")}` +
        `  (FCP ${m("first-contentful-paint")}, LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}; perf runs ${r.perfRuns.join("/")}; CPU benchmarkIndex ${Math.round(r.lhr.environment.benchmarkIndex)}; load ${r.load})`,
    );
    if (r.lhr.finalDisplayedUrl !== r.url) console.log(`${"".padEnd(28)} final URL ${r.lhr.finalDisplayedUrl}`);
    for (const c of CATEGORIES) for (const line of failingAudits(r.lhr, c)) console.log(`${"".padEnd(30)}${c}: ${line}`);
  }
  console.log(failed ? "\nFAIL: a Lighthouse bar is not met (see the audits listed above)." : "\nAll Lighthouse bars pass.");
  console.log(`Median reports: ${reportsDir}`);
} finally {
  if (chrome) chrome.kill();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;

// npm run bench:requests — what one respondent costs the server, through the real UI (decision 073, docs/scaling.md).
//
// A fresh build and local D1 served by the real `wrangler dev`, its Worker wrapped in counters (worker/bench/counting.ts:
// routes, body bytes, D1 statements and D1's own meta.rows_written; no bench code in the product's path). Chromium
// (playwright-core) takes each audience's whole flow (scripts/bench/respondent-run.mjs), each respondent in a fresh browser
// context (a first visit on a new device), on each network:
//   online   the local link;
//   slow     300 ms added to every round trip (scripts/bench/delay-proxy.mjs), for the page and the service worker alike;
//   offline  two offline periods (attraction pages 1–2; culture questions 21–35, or a CEO's pursuer pages 4–5);
// at each pace: a bot's (as fast as the UI allows) and a person's (a culture answer every 4 s, a statement page every
// 25 s). Per respondent it prints the API requests by route, D1 statements and rows written, body bytes up and down,
// the longest time an answer given online was only on the device, and lost and duplicated (the server's record against
// the answers given), against the bars: online, ≤ 20 API requests and ≤ 120 D1 rows written at a bot's pace (a CEO,
// who has no culture test: ≤ 16 and ≤ 100), ≤ 30 requests at a person's pace; no answer only on the device for more
// than 60 s while online; 0 lost, 0 duplicated, everywhere.
//
// BENCH_AUDIENCES (ceo,manager,ic), BENCH_NETWORKS (online,slow,offline), BENCH_PACES (bot,person) pick a subset;
// BENCH_TIME_SCALE=0.1 runs a person's pace ten times faster, with the app's 45 s hold scaled alike (the device's meta
// uploadHoldMs), for a quick look: its times are not the real ones, and the figures to report come from a run at 1.
// `-- --dist DIR` serves an existing build (another version of the app) instead of building this one;
// BENCH_WORKER_FIRST=all runs the Worker for every request, as before decision 074, for the old figures beside the new.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../local/chromium.mjs";
import { startDelayProxy } from "./delay-proxy.mjs";
import { buildWeb, freePort, isolatedConfig, migrateLocal, root, serve, wranglerEnv } from "../local/local-server.mjs";
import { longestOnDevice, runRespondent, watchSaves } from "./respondent-run.mjs";

const list = (name, all) => (process.env[name] || all).split(",").map((s) => s.trim());
const AUDIENCES = list("BENCH_AUDIENCES", "ceo,manager,ic");
const NETWORKS = list("BENCH_NETWORKS", "online,slow,offline");
const PACES = list("BENCH_PACES", "bot,person");
const SCALE = Number(process.env.BENCH_TIME_SCALE || 1);
const RTT_MS = 300;
const HOLD_MS = 45_000;
const distArg = process.argv.indexOf("--dist");
const GIVEN_DIST = distArg > 0 ? resolve(process.argv[distArg + 1]) : null;

/** The bars (decision 073): online respondents' requests and rows; everywhere, the wait and nothing lost or doubled. */
const BARS = {
  bot: { ceo: { requests: 16, rows: 100 }, manager: { requests: 20, rows: 120 }, ic: { requests: 20, rows: 120 } },
  person: { ceo: { requests: 30, rows: null }, manager: { requests: 30, rows: null }, ic: { requests: 30, rows: null } },
  onDeviceMs: 60_000,
};

const workDir = join(root, ".bench", `requests-${process.pid}`);
const persistTo = join(workDir, "state");
const TAG = `bench-req-${Date.now().toString(36)}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

function queryD1(config, sql) {
  const out = execFileSync(
    join(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", config, "--json", "--command", sql],
    { cwd: root, encoding: "utf8", env: wranglerEnv(), stdio: ["ignore", "pipe", "pipe"] },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

/** The server's record of `email` against what the run gave: lost (none, or fewer answers), duplicated (more than one). */
function judge(config, email, audience, taps) {
  const rows = queryD1(
    config,
    `SELECT is_completed, attraction_responses, pursuer_responses, culture_compatibility_responses FROM assessment_responses WHERE email = '${email}'`,
  );
  const sum = (json) => Object.values(JSON.parse(json ?? "{}")).reduce((s, c) => s + Object.values(c).reduce((a, b) => a + b, 0), 0);
  const stored = rows[0]
    ? sum(rows[0].attraction_responses) +
      sum(rows[0].pursuer_responses) +
      Object.keys(JSON.parse(rows[0].culture_compatibility_responses ?? "{}")).length
    : 0;
  const complete = rows.length > 0 && rows[0].is_completed === 1 && stored === taps.length && (audience === "ceo" || stored >= 78);
  return { lost: complete ? 0 : 1, duplicated: Math.max(0, rows.length - 1) };
}

/** The API's routes, and the rest (static files, pages) that ran the Worker, by count. */
function split(requests) {
  const api = Object.entries(requests).filter(([route]) => !route.endsWith("(not API)"));
  const other = Object.entries(requests).filter(([route]) => route.endsWith("(not API)"));
  return {
    api: Object.fromEntries(api.sort(([a], [b]) => a.localeCompare(b))),
    apiRequests: api.reduce((s, [, n]) => s + n, 0),
    staticThroughWorker: other.reduce((s, [, n]) => s + n, 0),
  };
}

let server;
let proxy;
let browser;
let exitCode = 1;
try {
  const dist = GIVEN_DIST ?? join(workDir, "dist");
  console.log(`bench:requests — load ${load()}; ${GIVEN_DIST ? `serving ${GIVEN_DIST}` : `building into ${dist}`} ...`);
  if (!GIVEN_DIST) buildWeb({}, dist);
  const config = isolatedConfig(workDir, dist, "worker/bench/counting.ts");
  if (process.env.BENCH_WORKER_FIRST === "all")
    writeFileSync(config, readFileSync(config, "utf8").replace(/^run_worker_first = .*$/m, "run_worker_first = true"));
  migrateLocal(persistTo, config);
  server = await serve({
    port: await freePort(),
    persistTo,
    config,
    quiet: true,
    vars: { ADMIN_PASSWORD: `bench-${Date.now()}`, DEMO_MODE: "false" },
  });
  proxy = NETWORKS.includes("slow") ? await startDelayProxy(server.url, RTT_MS) : null;
  const counts = async (reset = false) => (await fetch(`${server.url}/api/__bench/counts`, { method: reset ? "POST" : "GET" })).json();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  if (SCALE !== 1) console.log(`  time scaled ×${SCALE} (hold ${Math.round(HOLD_MS * SCALE)} ms): a quick look, not the figures to report`);

  const results = [];
  let n = 0;
  for (const pace of PACES)
    for (const network of NETWORKS)
      for (const audience of AUDIENCES) {
        const person = { name: `Bench ${TAG} ${n}`, email: `${TAG}-${n++}@bench.example.com` };
        const context = await browser.newContext({
          baseURL: network === "slow" ? proxy.url : server.url,
          viewport: { width: 1280, height: 1000 },
        });
        const page = await context.newPage();
        const saves = watchSaves(context);
        await counts(true);
        const started = Date.now();
        await page.goto(`/test/${audience}`);
        // A new device: the service worker installs and precaches (static files; free once they skip the Worker).
        await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 60_000 });
        if (SCALE !== 1)
          await page.evaluate(
            async (hold) => {
              const idb = await new Promise((res, rej) => {
                const open = globalThis.indexedDB.open("sociality");
                open.onsuccess = () => res(open.result);
                open.onerror = () => rej(open.error);
              });
              const tx = idb.transaction("meta", "readwrite");
              tx.objectStore("meta").put({ key: "uploadHoldMs", value: hold });
              await new Promise((res) => (tx.oncomplete = res));
              idb.close();
            },
            Math.round(HOLD_MS * SCALE),
          );
        const run = await runRespondent(page, {
          audience,
          person,
          pace,
          scale: SCALE,
          offlinePeriods: network === "offline",
          setOffline: (offline) => context.setOffline(offline),
        });
        await page.getByText("Your answers have been uploaded.").waitFor({ timeout: 120_000 });
        // Trailing requests: a health report follows a drain that moved a queue the server was told of (≥ 5 s later).
        await page.waitForTimeout(6000);
        const c = await counts();
        await context.close();
        const { api, apiRequests, staticThroughWorker } = split(c.requests);
        const result = {
          pace,
          network,
          audience,
          seconds: Math.round((Date.now() - started) / 1000),
          taps: run.taps.length,
          apiRequests,
          routes: api,
          staticThroughWorker,
          statements: c.statements,
          statementsWithoutMeta: c.statementsWithoutMeta,
          rowsWritten: c.rowsWritten,
          bytesUp: c.bytesUp,
          bytesDown: c.bytesDown,
          batchRequests: saves.length,
          longestOnDeviceMs: longestOnDevice(run.taps, saves, run.offline),
          ...judge(config, person.email, audience, run.taps),
        };
        const bar = network === "online" ? BARS[pace][audience] : null;
        result.pass =
          result.lost === 0 &&
          result.duplicated === 0 &&
          result.longestOnDeviceMs <= BARS.onDeviceMs &&
          (!bar || (result.apiRequests <= bar.requests && (bar.rows === null || result.rowsWritten <= bar.rows)));
        results.push(result);
        const barText = bar ? ` (bars ≤ ${bar.requests}${bar.rows === null ? "" : `, rows ≤ ${bar.rows}`})` : "";
        console.log(
          `  ${pace.padEnd(6)} ${network.padEnd(7)} ${audience.padEnd(7)} ${String(result.seconds).padStart(4)} s, ${result.taps} answers: ` +
            `${apiRequests} API requests${barText}, D1 ${c.statements} statements, ${c.rowsWritten} rows written; ` +
            `${(c.bytesUp / 1024).toFixed(1)} KB up, ${(c.bytesDown / 1024).toFixed(1)} KB down (API bodies); ` +
            `longest only on the device online ${(result.longestOnDeviceMs / 1000).toFixed(1)} s (bar ≤ 60); ` +
            `lost ${result.lost}, duplicated ${result.duplicated} — ${result.pass ? "PASS" : "FAIL"}  (load ${load()})`,
        );
        console.log(
          `           ${Object.entries(api)
            .map(([route, k]) => `${k} ${route}`)
            .join(", ")}; static files and pages through the Worker: ${staticThroughWorker}` +
            (c.statementsWithoutMeta ? `; ${c.statementsWithoutMeta} statements without meta` : ""),
        );
      }
  const ok = results.every((r) => r.pass);
  console.log(`\n${JSON.stringify(results)}`);
  console.log(ok ? "PASS" : "FAIL");
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await browser?.close().catch(() => undefined);
  await proxy?.close();
  server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);

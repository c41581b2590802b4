// npm run bench:api — save throughput and latency against the real local server (wrangler dev + local D1).
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { freePort, isolatedConfig, migrateLocal, root, serve, serveInProcess, wranglerEnv } from "./local-server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BAR = { saves: 300, p99: 100 }; // DESIGN §7

const ratings = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), i % 3]));
const culture = Object.fromEntries(
  Array.from({ length: 20 }, (_, i) => [
    [`rabbit-a${i + 1}`, 6],
    [`dog-a${i + 21}`, 2],
    [`cat-ap${i + 41}`, 9],
  ]).flat(),
);

/** A realistic mid-flow save: intake, all attraction pages, rankings, culture answers. */
function payload(id, revision) {
  return {
    id,
    revision,
    writeToken: "bench-token-".padEnd(43, "x"),
    step: `assessment-attraction-red-complete`,
    deviceId: "bench-device",
    schemaVersion: 1,
    name: "Bench Respondent",
    email: "bench@example.com",
    phoneNumber: "+1 555 0100",
    jobTitle: "Engineering Manager",
    companyWebsite: "https://example.com",
    linkedinProfile: "https://www.linkedin.com/in/bench",
    userFlow: "manager",
    attractionResponses: { yellow: ratings(18), blue: ratings(18), red: ratings(18) },
    pursuerResponses: { yellow: ratings(18) },
    pageRankings: { attractionRanking: { yellow: 2, blue: 1, red: 3 }, pursuerRanking: { yellow: 1, blue: 2, red: 4 } },
    cultureCompatibilityResponses: culture,
    completionTimeSeconds: "0",
    isCompleted: false,
  };
}

function run(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

function summary(label, res) {
  const ok = res["2xx"];
  const rate = ok / (res.duration || DURATION);
  console.log(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${String(res.latency.p50).padStart(4)} ms  p99 ${String(res.latency.p99).padStart(4)} ms  2xx ${ok}  non-2xx ${res.non2xx}  errors ${res.errors}`,
  );
  return { rate, p50: res.latency.p50, p99: res.latency.p99, non2xx: res.non2xx, errors: res.errors };
}

/**
 * Autocannon options for saves as respondents make them: one respondent per connection, each save a
 * newer revision of it (autocannon resets `context` after every request, so the state lives here).
 */
const saves = (url, path) => {
  const respondents = Array.from({ length: CONNECTIONS }, () => ({ id: randomUUID(), revision: 0 }));
  let next = 0;
  return {
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        path,
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          const r = respondents[next++ % respondents.length];
          r.revision += 1;
          return { ...req, body: JSON.stringify(payload(r.id, r.revision)) };
        },
      },
    ],
  };
};

/** Every request a new response, each from its own client address, so the creation limit (300 a minute per address) never refuses one. */
const creations = (url, path) => {
  let n = 0;
  return {
    ...saves(url, path),
    requests: [
      {
        method: "POST",
        path,
        setupRequest: (req) => {
          n += 1;
          const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...req, headers: { "content-type": "application/json", "cf-connecting-ip": address }, body: JSON.stringify(payload(randomUUID(), 1)) };
        },
      },
    ],
  };
};

const workDir = join(root, ".wrangler", `bench-api-${process.pid}`);
rmSync(workDir, { recursive: true, force: true });
const assets = join(workDir, "dist");
mkdirSync(assets, { recursive: true });
const config = isolatedConfig(workDir, assets);
const persistTo = join(workDir, "state");
migrateLocal(persistTo, config);

/** The probe worker (one bare upsert per request) on the same server setup: the ceiling any save path can reach here. */
function probeConfig() {
  const file = join(workDir, "probe.toml");
  // Same assets setup (every request through the Worker) and D1 as the product: only the code differs.
  const toml = readFileSync(config, "utf8").replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(root, "worker/bench/d1-probe.ts"))}`);
  writeFileSync(file, toml);
  const sql = "CREATE TABLE bench_probe (id TEXT PRIMARY KEY, revision INTEGER NOT NULL, body TEXT NOT NULL)";
  const args = ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", file, "--command", sql];
  const made = spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, { cwd: root, env: wranglerEnv(), stdio: ["ignore", "ignore", "inherit"] });
  if (made.status !== 0) throw new Error("could not create the probe table");
  return file;
}

const results = {};
const load = () => loadavg().map((x) => x.toFixed(2)).join(", ");
console.log(`bench:api — ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}, load ${load()}`);
console.log(`save payload size: ${(JSON.stringify(payload(randomUUID(), 1)).length / 1024).toFixed(1)} KB\n`);

let server = await serveInProcess({ port: await freePort(), persistTo, config });
try {
  console.log("wrangler dev server, DevTools inspector off (scripts/local-server.mjs serveInProcess):");
  await run({ url: `${server.url}/api/health`, connections: CONNECTIONS, duration: 3 }); // warm-up
  results.get = summary("GET /api/health (baseline)", await run({ url: `${server.url}/api/health`, connections: CONNECTIONS, duration: DURATION }));
  results.save = summary("POST /api/assessment/partial", await run(saves(server.url, "/api/assessment/partial")));
  results.create = summary("  … each a new response (creation)", await run(creations(server.url, "/api/assessment/partial")));
} finally {
  await server.stop();
}

server = await serveInProcess({ port: await freePort(), persistTo, config: probeConfig() });
try {
  await run({ ...saves(server.url, "/"), duration: 2 }); // warm-up
  results.ceiling = summary("bare one-row D1 upsert (ceiling)", await run(saves(server.url, "/")));
} finally {
  await server.stop();
}

if (!process.env.BENCH_SKIP_CLI) {
  const cli = await serve({ port: await freePort(), persistTo, config, quiet: true });
  try {
    console.log("\n`wrangler dev` CLI, DevTools inspector on (for reference; not judged):");
    await run({ ...saves(cli.url, "/api/assessment/partial"), duration: 2 }); // warm-up
    results.cli = summary("POST /api/assessment/partial", await run(saves(cli.url, "/api/assessment/partial")));
  } finally {
    cli.stop();
  }
}
rmSync(workDir, { recursive: true, force: true });

const { save, ceiling, get } = results;
const pass = save.rate >= BAR.saves && save.p99 <= BAR.p99 && save.non2xx === 0 && save.errors === 0;
console.log(
  `\nRESULT saves/s=${save.rate.toFixed(0)} p50=${save.p50}ms p99=${save.p99}ms non2xx=${save.non2xx} ` +
    `creations/s=${results.create.rate.toFixed(0)} creation-p99=${results.create.p99}ms ` +
    `baselineGET/s=${get.rate.toFixed(0)} ceiling/s=${ceiling.rate.toFixed(0)} ` +
    `save/ceiling=${((100 * save.rate) / ceiling.rate).toFixed(0)}%` +
    (results.cli ? ` cli-saves/s=${results.cli.rate.toFixed(0)}` : "") +
    ` load=${load()}`,
);
console.log(`bar ≥ ${BAR.saves} saves/s at p99 ≤ ${BAR.p99} ms: ${pass ? "PASS" : "FAIL"}`);
process.exit(pass ? 0 : 1);

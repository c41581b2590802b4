// npm run bench:api — save throughput and latency against the real local server (wrangler dev + local D1).
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { isolatedConfig, migrateLocal, root, serve } from "./local-server.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

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

const workDir = join(root, ".wrangler", `bench-api-${process.pid}`);
rmSync(workDir, { recursive: true, force: true });
const assets = join(workDir, "dist");
mkdirSync(assets, { recursive: true });
const config = isolatedConfig(workDir, assets);
const persistTo = join(workDir, "state");
migrateLocal(persistTo, config);
const server = await serve({ port: await freePort(), persistTo, config, quiet: true });
try {
  const url = server.url;
  console.log(`bench:api — ${CONNECTIONS} connections, ${DURATION} s per run, ${new Date().toISOString()}`);
  await run({ url: `${url}/api/health`, connections: CONNECTIONS, duration: 3 }); // warm-up
  const get = summary("GET /api/health (baseline)", await run({ url: `${url}/api/health`, connections: CONNECTIONS, duration: DURATION }));
  const body = JSON.stringify(payload(randomUUID(), 1));
  console.log(`save payload size: ${(body.length / 1024).toFixed(1)} KB`);
  // Each connection saves its own respondent with increasing revisions (the real pattern: upserts).
  const save = summary(
    "POST /api/assessment/partial",
    await run({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: "POST",
          path: "/api/assessment/partial",
          headers: { "content-type": "application/json" },
          setupRequest: (req, context) => {
            context.id ??= randomUUID();
            context.revision = (context.revision ?? 0) + 1;
            return { ...req, body: JSON.stringify(payload(context.id, context.revision)) };
          },
        },
      ],
    }),
  );
  console.log(`\nRESULT saves/s=${save.rate.toFixed(0)} p50=${save.p50}ms p99=${save.p99}ms baselineGET/s=${get.rate.toFixed(0)} non2xx=${save.non2xx}`);
} finally {
  server.stop();
  rmSync(workDir, { recursive: true, force: true });
}

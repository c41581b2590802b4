// Shared by `npm start`, the e2e global setup and the bench scripts: build, migrate, serve with wrangler dev.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { DEMO_ADMIN_PASSWORD } from "./deploy-checks.mjs";

export const root = join(import.meta.dirname, "..", "..");
const bin = (name) => join(root, "node_modules", ".bin", name);

/** A TCP port nobody listens on right now, for a private server. */
export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Keeps wrangler quiet and offline, and out of the home folder
 * (docs/toolchain.md#5-keep-wrangler-quiet-offline-and-out-of-the-home-folder).
 */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    XDG_CONFIG_HOME: join(root, ".config"),
    CI: process.env.CI ?? "",
    ...extra,
  };
}

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: wranglerEnv(), ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed with exit code ${result.status}`);
}

export function buildWeb(env = {}, outDir) {
  const args = ["build", "--logLevel", "warn"];
  if (outDir) args.push("--outDir", outDir);
  // Always a production build: under vitest NODE_ENV is "test", which made Vite build a development
  // bundle (React dev, import.meta.env.DEV true, so no service worker) for the e2e run.
  run(bin("vite"), args, { env: { ...process.env, NODE_ENV: "production", ...env } });
}

/**
 * A private copy of wrangler.toml serving `assetsDir`, so several e2e or bench runs (and a
 * developer's `npm start`) can build and serve side by side without sharing dist/. `main`: another
 * entry for the Worker (bench:requests' counting wrapper, worker/bench/counting.ts).
 */
export function isolatedConfig(workDir, assetsDir, main = "worker/index.ts") {
  mkdirSync(workDir, { recursive: true });
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8")
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(root, main))}`)
    .replace(/^directory = ".*"$/m, `directory = ${JSON.stringify(assetsDir)}`)
    .replace(/^migrations_dir = ".*"$/m, `migrations_dir = ${JSON.stringify(join(root, "migrations"))}`);
  const file = join(workDir, "wrangler.toml");
  writeFileSync(file, toml);
  return file;
}

/** Local secrets for development only; .dev.vars is git-ignored and never shipped. */
export function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (existsSync(file)) return;
  writeFileSync(file, [`ADMIN_PASSWORD=${DEMO_ADMIN_PASSWORD}`, "DEMO_MODE=true", ""].join("\n"));
  console.log(`Created .dev.vars with the local demo admin password (${DEMO_ADMIN_PASSWORD}).`);
}

export function migrateLocal(persistTo, config) {
  const args = ["d1", "migrations", "apply", "DB", "--local"];
  if (persistTo) args.push("--persist-to", persistTo);
  if (config) args.push("--config", config);
  run(bin("wrangler"), args, { stdio: ["ignore", "ignore", "inherit"] });
}

/** Starts `wrangler dev`; resolves once it answers HTTP. */
export async function serve({ port, persistTo, config, quiet = false, vars = {} }) {
  // --test-scheduled: GET /__scheduled runs the Cron Trigger's handler (the retention job, docs/privacy.md);
  // wrangler 4.86's own hint, /cdn-cgi/handler/scheduled, answers 500 with this app's assets config.
  const args = [
    "dev",
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    "--log-level",
    quiet ? "warn" : "info",
  ];
  if (persistTo) args.push("--persist-to", persistTo);
  if (config) args.push("--config", config);
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  const child = spawn(bin("wrangler"), args, {
    cwd: root,
    env: wranglerEnv(),
    stdio: quiet ? ["ignore", "ignore", "inherit"] : ["ignore", "inherit", "inherit"],
    detached: process.platform !== "win32",
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/assessment-data`);
      if (res.ok) return { url, child, stop: () => stop(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop(child);
  throw new Error("wrangler dev did not answer within 90 s");
}

/**
 * The same wrangler dev server (startWorker, what `wrangler dev` runs) inside this process, with the
 * DevTools inspector off. With it on, wrangler enables the inspector's Network domain and relays
 * every subrequest event (each D1 query is one, locally) through Node into its debug log file, which
 * halves the local D1 rate; production has no inspector. Benches use this to measure our code.
 */
export async function serveInProcess({ port, persistTo, config, vars = {} }) {
  Object.assign(process.env, wranglerEnv());
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config,
    bindings: Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, { type: "plain_text", value: v }])),
    dev: { inspector: false, watch: false, logLevel: "warn", persist: persistTo, server: { hostname: "127.0.0.1", port } },
  });
  await worker.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => worker.dispose() };
}

export function stop(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    child.kill("SIGTERM");
  }
}

// A test's own `wrangler dev` (own D1, own port) serving the e2e run's build, which the test may stop
// and start again on the same port and database — the shared e2e server must never go down.
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { freePort, isolatedConfig, migrateLocal, root, serve } from "../../scripts/local/local-server.mjs";
import { queryLocalD1 } from "./d1";

async function refusesConnections(url: string, timeout: number) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      await fetch(`${url}/api/assessment-data`, { signal: AbortSignal.timeout(1000) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} still answers ${timeout} ms after it was stopped`);
}

export type PrivateServer = {
  url: string;
  /** Its admin password (sign in with `signIn(page, server.adminPassword)`, e2e/support/fixtures.ts). */
  adminPassword: string;
  /** Stops wrangler dev and resolves once the port refuses connections. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same database; resolves once it answers. */
  start(): Promise<void>;
  query<T = Record<string, unknown>>(sql: string): T[];
  dispose(): Promise<void>;
};

/**
 * `port` when the test must know it beforehand (an OpenID client's redirect URI); `vars` are added to the defaults;
 * `main`: another Worker entry (worker/bench/counting.ts, the product wrapped in counters).
 */
export async function startPrivateServer(
  label: string,
  options: { port?: number; vars?: Record<string, string>; main?: string } = {},
): Promise<PrivateServer> {
  const workDir = join(root, ".wrangler", `e2e-${label}-${process.pid}-${Date.now()}`);
  // The e2e global setup's build sits beside its wrangler config (e2e/support/global-setup.ts).
  const dist = join(dirname(inject("wranglerConfig")), "dist");
  const config = isolatedConfig(workDir, dist, options.main);
  const persistTo = join(workDir, "state");
  migrateLocal(persistTo, config);
  const port = options.port ?? (await freePort());
  const adminPassword = `e2e-${label}`;
  const serveOptions = {
    port,
    persistTo,
    config,
    quiet: true,
    vars: { ADMIN_PASSWORD: adminPassword, DEMO_MODE: "false", ...options.vars },
  };
  let server: Awaited<ReturnType<typeof serve>> | null = await serve(serveOptions);
  const url = server.url;
  const stop = async () => {
    if (!server) return;
    const child = server.child;
    const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once("exit", () => r()));
    server.stop();
    server = null;
    await exited;
    await refusesConnections(url, 15_000);
  };
  return {
    url,
    adminPassword,
    stop,
    async start() {
      if (!server) server = await serve(serveOptions);
    },
    query: <T = Record<string, unknown>>(sql: string) => queryLocalD1<T>(persistTo, config, sql),
    async dispose() {
      await stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

// Builds the app and serves it with the real `wrangler dev` and a fresh local D1 for the e2e run.
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildWeb, freePort, isolatedConfig, migrateLocal, root, serve } from "../../scripts/local/local-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The e2e server's admin password: set here only, read by tests through e2e/support/fixtures.ts. */
    adminPassword: string;
    persistTo: string;
    wranglerConfig: string;
  }
}

const ADMIN_PASSWORD = "e2e-password";

export default async function setup(project: TestProject) {
  // Own build, config and database per run: parallel runs never share state.
  const workDir = join(root, ".wrangler", `e2e-${process.pid}`);
  rmSync(workDir, { recursive: true, force: true });
  const persistTo = join(workDir, "state");
  const dist = join(workDir, "dist");
  // With the pseudo-locale's catalogues (decision 052): e2e/respondent/pseudo-locale.test.ts shows the app in it.
  buildWeb({ SOCIALITY_PSEUDO_LOCALE: "1" }, dist);
  const config = isolatedConfig(workDir, dist);
  migrateLocal(persistTo, config);
  const server = await serve({
    port: await freePort(),
    persistTo,
    config,
    quiet: true,
    vars: { ADMIN_PASSWORD, DEMO_MODE: "false" },
  });
  project.provide("baseURL", server.url);
  project.provide("adminPassword", ADMIN_PASSWORD);
  project.provide("persistTo", persistTo);
  project.provide("wranglerConfig", config);
  return () => {
    server.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}

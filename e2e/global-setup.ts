// Builds the app and serves it with the real `wrangler dev` and a fresh local D1 for the e2e run.
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildWeb, migrateLocal, root, serve } from "../scripts/local-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    persistTo: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export default async function setup(project: TestProject) {
  const persistTo = join(root, ".wrangler", "e2e-state");
  rmSync(persistTo, { recursive: true, force: true });
  buildWeb();
  migrateLocal(persistTo);
  const server = await serve({ port: await freePort(), persistTo, quiet: true, vars: { ADMIN_PASSWORD: "e2e-password", DEMO_MODE: "false" } });
  project.provide("baseURL", server.url);
  project.provide("persistTo", persistTo);
  return () => server.stop();
}

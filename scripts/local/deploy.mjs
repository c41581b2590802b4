// npm run deploy [-- --env <name>] — puts the app on Cloudflare Workers + D1. See docs/deploy.md.
//
// Creates nothing silently: it only checks, builds, migrates and deploys. The account and the D1 database
// are made by hand once, as docs/deploy.md describes; the admin password is a secret set by hand, or
// given to this command as ADMIN_PASSWORD (then checked and uploaded with the deployment). Never waits
// for input (CI=true). Steps: 1. wrangler.toml and the given password pass scripts/local/deploy-checks.mjs
// (offline)  2. logged in (`wrangler whoami`)  3. the ADMIN_PASSWORD secret exists or is given
// 4. vite build  5. `wrangler d1 migrations apply DB --remote`  6. `wrangler deploy`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { deployProblems } from "./deploy-checks.mjs";
import { buildWeb, root } from "./local-server.mjs";

const GUIDE = "docs/deploy.md";

const envIndex = process.argv.indexOf("--env");
const envName = envIndex === -1 ? undefined : process.argv[envIndex + 1];
if (envIndex !== -1 && !envName) fail("--env needs a name, e.g. npm run deploy -- --env production");
const envArgs = envName ? ["--env", envName] : [];

// The user's own environment: `wrangler login` keeps its credentials in the home folder, and CI uses
// CLOUDFLARE_API_TOKEN / CLOUDFLARE_ACCOUNT_ID. CI=true keeps every wrangler command non-interactive.
const env = { ...process.env, CI: "true", WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? "false" };
// The password reaches wrangler only through the secrets file of step 6.
delete env.ADMIN_PASSWORD;
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

// 1. The offline checks first, so a wrong wrangler.toml or a weak password is reported without a network.
step(`Checking wrangler.toml${envName ? ` (environment ${envName})` : ""} and the admin password`);
// An empty variable counts as not given: the secret set by hand (step 3) is used then.
const adminPassword = process.env.ADMIN_PASSWORD || undefined;
const problems = deployProblems(readFileSync(join(root, "wrangler.toml"), "utf8"), { envName, adminPassword });
if (problems.length > 0) fail(`${problems.join("\n\n")}\n\nNothing was built or deployed.`);
console.log(`D1 database set; demo mode off in every environment${adminPassword ? "; the given ADMIN_PASSWORD will be uploaded" : ""}.`);

// 2. Logged in? (`whoami --json` exits non-zero when not.)
step("Checking the Cloudflare login (wrangler whoami)");
const who = runWrangler(["whoami", "--json"], { capture: true, timeoutMs: 60_000 });
let whoami;
try {
  whoami = JSON.parse(
    who.stdout
      .trim()
      .split("\n")
      .findLast((l) => l.startsWith("{")) ?? "null",
  );
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

// 3. The admin password is a secret (set by hand, or given now); without it nobody can sign in to the dashboard.
step("Checking the Worker secrets (wrangler secret list)");
const secrets = runWrangler(["secret", "list", "--format", "json", ...envArgs], { capture: true, timeoutMs: 60_000 });
let names;
try {
  names = JSON.parse(secrets.stdout.slice(secrets.stdout.indexOf("["))).map((s) => s.name);
} catch {
  names = null;
}
if (secrets.status === 0 && names && !names.includes("ADMIN_PASSWORD") && !adminPassword) {
  fail(
    `the ADMIN_PASSWORD secret is not set. Run \`npx wrangler secret put ADMIN_PASSWORD${envName ? ` --env ${envName}` : ""}\` first. See ${GUIDE}.`,
  );
}
if (secrets.status !== 0 || !names) {
  // A Worker that was never deployed has no secrets list yet: say so and carry on.
  console.log(
    "Could not list the secrets (first deployment?). Set ADMIN_PASSWORD with `npx wrangler secret put ADMIN_PASSWORD` right after it.",
  );
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

// 6. Deploy the Worker and the static assets, with the given password as a secret of the same version.
step("Deploying (wrangler deploy)");
const secretsDir = adminPassword ? mkdtempSync(join(tmpdir(), "sociality-deploy-")) : null;
let deployed;
try {
  const secretArgs = [];
  if (secretsDir) {
    const file = join(secretsDir, "secrets.json");
    writeFileSync(file, JSON.stringify({ ADMIN_PASSWORD: adminPassword }), { mode: 0o600 });
    secretArgs.push("--secrets-file", file);
  }
  deployed = runWrangler(["deploy", ...envArgs, ...secretArgs]);
} finally {
  if (secretsDir) rmSync(secretsDir, { recursive: true, force: true });
}
if (deployed.status !== 0) fail("wrangler deploy failed (see above). The database is already migrated; run `npm run deploy` again.");
console.log(`\nDeployed. Open the URL printed above; the admin dashboard is at /admin. Checklist: ${GUIDE}.`);

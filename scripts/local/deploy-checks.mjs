// The offline checks of `npm run deploy` (docs/deploy.md): pure functions of wrangler.toml's text and
// the admin password the deploy was given, so every spelling they refuse has a unit test.
import { parse } from "smol-toml";

export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";
/** The password `npm start` writes into the local .dev.vars; public, so never valid in a deployment. */
export const DEMO_ADMIN_PASSWORD = "sociality-demo";
export const MIN_ADMIN_PASSWORD_LENGTH = 16;

const GUIDE = "docs/deploy.md";

/** A TOML table as a plain object, or an empty one when the value is not a table. */
const table = (value) => (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) ? value : {});

/** Every vars table wrangler could deploy: the top-level [vars] and each [env.NAME.vars]. */
function varsTables(config) {
  const found = [{ where: "[vars]", vars: table(config.vars) }];
  for (const [name, env] of Object.entries(table(config.env))) found.push({ where: `[env.${name}.vars]`, vars: table(table(env).vars) });
  return found;
}

/** The entries of `vars` whose key is `name` in any letter case (TOML has already undone the quoting). */
const entriesNamed = (vars, name) => Object.entries(vars).filter(([key]) => key.toUpperCase() === name);

/** Demo mode is off only when DEMO_MODE is absent, `false` or the string "false"; anything else is refused. */
const isOff = (value) => value === false || (typeof value === "string" && value.trim().toLowerCase() === "false");

/** What is wrong with `password` as the admin password of a deployment (empty when nothing is). */
export function adminPasswordProblems(password, source) {
  const problems = [];
  if (password.trim().toLowerCase() === DEMO_ADMIN_PASSWORD) {
    problems.push(
      `ADMIN_PASSWORD ${source} is the local demo password, which anyone can read in this repository. Choose another one (${GUIDE}, step 4).`,
    );
  }
  if ([...password].length < MIN_ADMIN_PASSWORD_LENGTH) {
    problems.push(
      `ADMIN_PASSWORD ${source} is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters. Use a long random one, e.g. \`openssl rand -base64 24\` (${GUIDE}, step 4).`,
    );
  }
  return problems;
}

function databaseProblems(config, envName) {
  const d1Table = envName ? `env.${envName}.d1_databases` : "d1_databases";
  const list = envName ? table(table(config.env)[envName]).d1_databases : config.d1_databases;
  const ids = (Array.isArray(list) ? list : []).map((db) => table(db).database_id);
  if (ids.length === 0) return [`wrangler.toml has no [[${d1Table}]] section with a database_id. See ${GUIDE}, "Create the database".`];
  if (ids.some((id) => typeof id !== "string" || !id.trim() || id.trim() === PLACEHOLDER_DATABASE_ID)) {
    return [
      [
        `wrangler.toml's [[${d1Table}]] database_id is still the local placeholder (${PLACEHOLDER_DATABASE_ID}) or empty.`,
        "Create the database once with `npx wrangler d1 create sociality` and put the database_id it prints",
        `into wrangler.toml. See ${GUIDE}, "Create the database".`,
      ].join("\n"),
    ];
  }
  return [];
}

/**
 * The live board's Durable Object (docs/admin.md#the-live-board): bindings are not inherited by an
 * environment, and a Worker deployed without LIVE_BOARD could not tell any board of a save.
 */
function liveBoardProblems(config, envName) {
  const where = envName ? `[[env.${envName}.durable_objects.bindings]]` : "[[durable_objects.bindings]]";
  const section = envName ? table(table(config.env)[envName]) : config;
  const bindings = table(section.durable_objects).bindings;
  const found = (Array.isArray(bindings) ? bindings : []).some(
    (b) => table(b).name === "LIVE_BOARD" && table(b).class_name === "LiveBoard",
  );
  if (found) return [];
  return [
    `wrangler.toml has no ${where} with name = "LIVE_BOARD" and class_name = "LiveBoard": the live board needs it in every environment you deploy (bindings are not inherited). See ${GUIDE}, "The live board".`,
  ];
}

function varsProblems(config) {
  const problems = [];
  for (const { where, vars } of varsTables(config)) {
    for (const [key, value] of entriesNamed(vars, "DEMO_MODE")) {
      if (!isOff(value)) {
        problems.push(
          `${key} is ${JSON.stringify(value)} in ${where} of wrangler.toml: demo mode shows the admin password hint, so a deployment needs "false" there (or no ${key}). See ${GUIDE}, step 5.`,
        );
      }
    }
    for (const [key, value] of entriesNamed(vars, "ADMIN_PASSWORD")) {
      problems.push(
        `${key} is set in ${where} of wrangler.toml, in plain text. Delete it there and set it as a secret instead (${GUIDE}, step 4).`,
      );
      if (typeof value === "string") problems.push(...adminPasswordProblems(value, `in ${where}`));
    }
  }
  return problems;
}

/**
 * Everything that stops a deployment before it touches Cloudflare: wrangler.toml must be valid TOML,
 * name a real D1 database and bind the live board's Durable Object for the chosen environment, keep
 * demo mode off in every environment and hold no password; an admin password given to the deploy (ADMIN_PASSWORD in its environment) must
 * be strong.
 */
export function deployProblems(tomlText, { envName, adminPassword } = {}) {
  let config;
  try {
    config = parse(tomlText);
  } catch (error) {
    return [`wrangler.toml is not valid TOML: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems = [...databaseProblems(config, envName), ...varsProblems(config), ...liveBoardProblems(config, envName)];
  if (adminPassword !== undefined) problems.push(...adminPasswordProblems(adminPassword, "in the environment of npm run deploy"));
  return problems;
}

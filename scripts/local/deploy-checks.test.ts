import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_PASSWORD, deployProblems } from "./deploy-checks.mjs";

const REAL_ID = "3f1c9a52-7d2e-4b8a-9c61-0e5d4f7a2b19";
const STRONG = "k7#Vq2!mZ9pL4xR8wT";

const LIVE_BOARD = `[[durable_objects.bindings]]
name = "LIVE_BOARD"
class_name = "LiveBoard"
`;

/** A deployable wrangler.toml with `extra` appended. */
const toml = (extra = "", id = REAL_ID) => `name = "sociality"
main = "worker/index.ts"

[[d1_databases]]
binding = "DB"
database_name = "sociality"
database_id = "${id}"
migrations_dir = "migrations"

${LIVE_BOARD}
${extra}`;

const problems = (text: string, options?: Parameters<typeof deployProblems>[1]) => deployProblems(text, options);

describe("deployProblems: demo mode", () => {
  it("accepts demo mode off, in any spelling of off, and no DEMO_MODE at all", () => {
    expect(problems(toml('[vars]\nDEMO_MODE = "false"\n'))).toEqual([]);
    expect(problems(toml("[vars]\nDEMO_MODE = 'FALSE'\n"))).toEqual([]);
    expect(problems(toml("[vars]\nDEMO_MODE = false\n"))).toEqual([]);
    expect(problems(toml())).toEqual([]);
  });

  it.each([
    ['DEMO_MODE = "true"', '"true"'],
    ["DEMO_MODE = 'true'", '"true"'],
    ['"DEMO_MODE" = "true"', '"true"'],
    ["'DEMO_MODE' = 'true'", '"true"'],
    ['DEMO_MODE = """true"""', '"true"'],
    ["DEMO_MODE = '''true'''", '"true"'],
    ['DEMO_MODE = "\\u0074rue"', '"true"'],
    ["DEMO_MODE = true", "true"],
    ['DEMO_MODE = "TRUE"', '"TRUE"'],
    ['DEMO_MODE = " true "', '" true "'],
    ['DEMO_MODE = "1"', '"1"'],
    ['demo_mode = "true"', '"true"'],
  ])("refuses %s in [vars]", (line, shown) => {
    const found = problems(toml(`[vars]\n${line}\n`));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(`is ${shown} in [vars] of wrangler.toml`);
  });

  it("finds DEMO_MODE in dotted keys, inline tables and every [env.*], whichever environment is deployed", () => {
    expect(problems(`vars.DEMO_MODE = "true"\n${toml()}`)[0]).toContain("in [vars]");
    expect(problems(`vars = { DEMO_MODE = "true" }\n${toml()}`)[0]).toContain("in [vars]");
    const withEnv = toml(
      '[vars]\nDEMO_MODE = "false"\n\n[env.staging.vars]\nDEMO_MODE = \'true\'\n\n[env.production]\nvars = { "DEMO_MODE" = "true" }\n',
    );
    const found = problems(withEnv);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain("in [env.staging.vars]");
    expect(found[1]).toContain("in [env.production.vars]");
  });
});

describe("deployProblems: the admin password", () => {
  it("refuses a password written into any vars table, and says what is wrong with it", () => {
    const found = problems(toml(`[env.production.vars]\nADMIN_PASSWORD = "${STRONG}"\n`));
    expect(found).toEqual([expect.stringContaining("ADMIN_PASSWORD is set in [env.production.vars] of wrangler.toml, in plain text")]);
    const weak = problems(toml(`[vars]\n"ADMIN_PASSWORD" = '${DEMO_ADMIN_PASSWORD}'\n`));
    expect(weak).toHaveLength(3);
    expect(weak[1]).toContain("is the local demo password");
    expect(weak[2]).toContain("shorter than 16 characters");
  });

  it("checks the password given to the deploy: at least 16 characters and not the demo one", () => {
    expect(problems(toml(), { adminPassword: STRONG })).toEqual([]);
    expect(problems(toml(), { adminPassword: "0123456789abcdef" })).toEqual([]);
    expect(problems(toml(), { adminPassword: "0123456789abcde" })).toEqual([expect.stringContaining("shorter than 16 characters")]);
    // Counted in characters, not UTF-16 units: 15 emoji are 30 units but still too short.
    expect(problems(toml(), { adminPassword: "🔑".repeat(15) })).toEqual([expect.stringContaining("shorter than 16 characters")]);
    expect(problems(toml(), { adminPassword: `${DEMO_ADMIN_PASSWORD}  ` })).toEqual([
      expect.stringContaining("is the local demo password"),
    ]);
    expect(problems(toml(), { adminPassword: "" })).toEqual([expect.stringContaining("shorter than 16 characters")]);
  });
});

describe("deployProblems: the database and the file", () => {
  it("refuses the local placeholder database id, or none, for the deployed environment", () => {
    expect(problems(toml("", "00000000-0000-0000-0000-000000000000"))[0]).toContain("still the local placeholder");
    expect(problems('name = "sociality"\n')[0]).toContain("has no [[d1_databases]] section");
    const envDb = toml(
      `[[env.production.d1_databases]]\nbinding = "DB"\ndatabase_name = "sociality"\ndatabase_id = "${REAL_ID}"\n\n${LIVE_BOARD.replace("durable_objects", "env.production.durable_objects")}`,
      "00000000-0000-0000-0000-000000000000",
    );
    expect(problems(envDb, { envName: "production" })).toEqual([]);
    expect(problems(envDb, { envName: "staging" })[0]).toContain("has no [[env.staging.d1_databases]] section");
  });

  it("refuses an environment without the live board's Durable Object binding (bindings are not inherited)", () => {
    const envDb = toml(`[[env.production.d1_databases]]\nbinding = "DB"\ndatabase_name = "sociality"\ndatabase_id = "${REAL_ID}"\n`);
    expect(problems(envDb, { envName: "production" })).toEqual([
      expect.stringContaining('[[env.production.durable_objects.bindings]] with name = "LIVE_BOARD"'),
    ]);
    expect(problems(toml().replace(LIVE_BOARD, ""))).toEqual([
      expect.stringContaining('[[durable_objects.bindings]] with name = "LIVE_BOARD"'),
    ]);
    expect(problems(toml().replace('class_name = "LiveBoard"', 'class_name = "Other"'))[0]).toContain("LIVE_BOARD");
  });

  it("refuses a file that is not TOML instead of guessing", () => {
    expect(problems('[vars]\nDEMO_MODE = "true\n')).toEqual([expect.stringContaining("wrangler.toml is not valid TOML")]);
  });

  it("passes the repository's own wrangler.toml on every check but the placeholder database id", () => {
    const own = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
    expect(problems(own)).toEqual([expect.stringContaining("still the local placeholder")]);
  });
});

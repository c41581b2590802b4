// Fills a local D1 with generated responses (scripts/local/seed-data.ts) through wrangler's platform proxy:
// the same binding, config and on-disk state `wrangler dev` uses, written in multi-row INSERT batches.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { runnerImport } from "vite";
import { getPlatformProxy } from "wrangler";
import { root, wranglerEnv } from "./local-server.mjs";

// D1 refuses statements over 100 KB (SQLITE_TOOBIG), so rows are packed into INSERTs by size.
const MAX_STATEMENT_CHARS = 90_000;
const ROWS_PER_BATCH = 1000;

/** SQL literal of a generated value; the generator only makes strings, numbers and null. */
const literal = (v) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);

async function loadGenerator(seed) {
  // Vite runs the TypeScript generator and the shared schema rules it imports, as the app's build does.
  const load = async (file) => (await runnerImport(join(root, file), { configFile: false, logLevel: "error" })).module;
  const [data, search] = await Promise.all([load("scripts/local/seed-data.ts"), load("worker/records/search-text.ts")]);
  // The English source content (docs/languages.md#content): the rows and placements are the same in every language.
  const text = (name) => readFileSync(join(root, "schema/assessment/content/en", name), "utf8");
  const row = data.makeGenerator(
    { attractionCsv: text("attraction.csv"), pursuerCsv: text("pursuer.csv"), cultureCsv: text("culture.csv") },
    search.searchTextOf,
    { seed },
  );
  return { row, makeTeams: data.makeTeams };
}

/**
 * Which team the i-th generated row joins: the first rows fill the teams in order. In a team, one
 * member in 40 is a manager (the first one always), the rest ICs, so every team has a manager profile.
 */
function teamSlot(teams, i) {
  let offset = 0;
  for (const team of teams) {
    if (i < offset + team.size) return { team, userFlow: (i - offset) % 40 === 0 ? "manager" : "ic" };
    offset += team.size;
  }
  return null;
}

/** A seeded team's join code for an audience (one per audience, as the server makes them: docs/teams.md). */
export const audienceCode = (team, audience) =>
  audience === "manager" ? `${team.code}-m` : audience === "ceo" ? `${team.code}-c` : team.code;

const teamOffset = (teams, id) => {
  let offset = 0;
  for (const t of teams) {
    if (t.id === id) return offset;
    offset += t.size;
  }
  return offset;
};

/** A one-line progress bar on a terminal, a line per 10% otherwise. */
export function progress(label, total) {
  const start = Date.now();
  let lastTenth = -1;
  return (done) => {
    const pct = total ? Math.floor((done / total) * 100) : 100;
    const secs = ((Date.now() - start) / 1000).toFixed(1);
    if (process.stderr.isTTY) {
      const bar = "#".repeat(Math.floor(pct / 4)).padEnd(25, ".");
      process.stderr.write(`\r${label} [${bar}] ${String(pct).padStart(3)}% ${done}/${total} ${secs}s`);
      if (done >= total) process.stderr.write("\n");
    } else if (Math.floor(pct / 10) !== lastTenth) {
      lastTenth = Math.floor(pct / 10);
      console.error(`${label} ${pct}% ${done}/${total} ${secs}s`);
    }
  };
}

/**
 * Inserts `count` generated responses. `persistTo` is the folder given to `wrangler dev --persist-to`
 * (default: wrangler's own .wrangler/state). Migrations must already be applied.
 */
export async function seedResponses({
  count,
  configPath = join(root, "wrangler.toml"),
  persistTo,
  seed = Date.now() % 2 ** 31,
  teamSizes = [],
  onProgress = () => {},
}) {
  Object.assign(process.env, wranglerEnv());
  // wrangler validates the assets directory of the config even for a bindings-only proxy.
  mkdirSync(join(root, "dist"), { recursive: true });
  const generator = await loadGenerator(seed);
  const proxy = await getPlatformProxy({
    configPath,
    persist: persistTo ? { path: join(persistTo, "v3") } : true,
    remoteBindings: false,
    envFiles: [],
  });
  const db = proxy.env.DB;
  const teams = generator.makeTeams(teamSizes, seed + 1);
  // Per team, the first completed manager with culture scores: the demo's admin confirmed it as the profile (docs/teams.md).
  const confirmed = new Map();
  const next = (i) => {
    const slot = teamSlot(teams, i);
    const row = generator.row(
      slot ? { userFlow: slot.userFlow, team: { id: slot.team.id, code: audienceCode(slot.team, slot.userFlow) } } : {},
    );
    if (slot?.userFlow === "manager" && row.is_completed && row.culture_compatibility_scores && !confirmed.has(slot.team.id))
      confirmed.set(slot.team.id, row.id);
    return row;
  };
  try {
    if (teams.length) {
      const now = Date.now();
      await db.batch(
        teams.map((t) =>
          db
            .prepare(
              "INSERT INTO teams (id, name, organisation, code, manager_code, ceo_code, archived, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)",
            )
            .bind(t.id, t.name, t.organisation, t.code, audienceCode(t, "manager"), audienceCode(t, "ceo"), now, now),
        ),
      );
    }
    let done = 0;
    let columns = null;
    while (done < count) {
      const statements = [];
      let values = [];
      let size = 0;
      const flush = () => {
        if (!values.length) return;
        statements.push(db.prepare(`INSERT INTO assessment_responses (${columns.join(",")}) VALUES ${values.join(",")}`));
        values = [];
        size = 0;
      };
      const batchEnd = Math.min(count, done + ROWS_PER_BATCH);
      for (; done < batchEnd; done++) {
        const row = next(done);
        columns ??= Object.keys(row);
        const tuple = `(${columns.map((c) => literal(row[c])).join(",")})`;
        if (size + tuple.length > MAX_STATEMENT_CHARS) flush();
        values.push(tuple);
        size += tuple.length + 1;
      }
      flush();
      await db.batch(statements);
      onProgress(done);
    }
    if (confirmed.size) {
      const now = Date.now();
      await db.batch(
        [...confirmed].map(([teamId, responseId]) =>
          db.prepare("UPDATE teams SET profile_response_id = ?, profile_confirmed_at = ? WHERE id = ?").bind(responseId, now, teamId),
        ),
      );
    }
    return {
      responses: done,
      teams: teams.map(({ id, name, code, size }) => ({
        id,
        name,
        code,
        members: Math.max(0, Math.min(size, count - teamOffset(teams, id))),
      })),
    };
  } finally {
    await proxy.dispose();
  }
}

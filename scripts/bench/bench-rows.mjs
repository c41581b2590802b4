// npm run bench:rows — how much one respondent costs in storage and requests (docs/scaling.md).
//
// Serves a fresh local D1 with the real `wrangler dev`, then drives BENCH_RESPONDENTS (default 2,000)
// respondents through the save API exactly as the app does (docs/flow.md): one save per auto-save step,
// then the final submit. Mixed audiences, rankings, culture answers and demographics. It prints:
//   - requests per respondent (saves) and the save payload sizes;
//   - the stored bytes per response: SUM(length(column)) over every column of assessment_responses;
//   - the database size per response (D1's own `meta.size_after`: tables + indexes + page overhead);
//   - the rows D1 counts as written (`meta.rows_written`) by a first save and by a later save, replayed
//     with the same upsert shape as worker/assessment/save-response.ts (every column in the SET list).
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { runnerImport } from "vite";
import { getPlatformProxy } from "wrangler";
import { freePort, isolatedConfig, migrateLocal, root, serve, wranglerEnv } from "../local/local-server.mjs";
import { mulberry32 } from "./prng.mjs";

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS || 2000);
const PARALLEL = Number(process.env.BENCH_CONNECTIONS || 8);

const content = (await runnerImport(join(root, "schema/assessment/content.ts"), { configFile: false, logLevel: "error" })).module;
const csv = (name) => readFileSync(join(root, "schema/assessment/content", name), "utf8");
const attraction = content.parseProfileCsv(csv("attraction.csv"));
const pursuer = content.parseProfileCsv(csv("pursuer.csv"));
const culture = content.parseCultureCsv(csv("culture.csv"));
const COLOURS = [
  ["yellow", "Yellow"],
  ["blue", "Blue"],
  ["red", "Red"],
];
const CULTURE_CODES = [1, 2, 3, 4, 6, 7, 8, 9];
const FIRST = ["Anna", "Bernd", "Chiara", "Dmitri", "Emeka", "Fatima", "Grace", "Hiroshi", "Ines", "José", "Katarzyna", "Liam", "Müller"];
const LAST = ["Schmidt", "Okafor", "Rossi", "Ivanova", "Nakamura", "Fernández", "O'Brien", "Svensson", "Kowalski", "Nguyen"];
const TITLES = [
  "Chief Executive Officer",
  "Engineering Manager",
  "Senior Software Engineer",
  "Head of People",
  "Product Designer",
  "Sales Director",
];

/** The saves one respondent's flow sends, in order (docs/flow.md), ending with the final submit. */
function respondentSaves(i) {
  const r = mulberry32(1000 + i); // seeded, so runs are comparable
  const pick = (xs) => xs[Math.floor(r() * xs.length)];
  const audience = ["ceo", "manager", "ic"][i % 3];
  const first = pick(FIRST);
  const last = pick(LAST);
  const intake = {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@example-company.com`.toLowerCase().replace(/[^a-z0-9@.]/g, ""),
    phoneNumber: `+49 30 ${String(1000000 + i).slice(-7)}`,
    jobTitle: pick(TITLES),
    companyWebsite: `https://www.example-company-${i % 500}.com`,
    linkedinProfile: `https://www.linkedin.com/in/${first}-${last}-${i}`.toLowerCase(),
    userFlow: audience,
  };
  // A ranking: a shuffle of 1..3, and about one respondent in five marks one colour 'not like me' (4).
  const ranking = () => {
    const ranks = [1, 2, 3].sort(() => r() - 0.5);
    if (r() < 0.2) ranks[Math.floor(r() * 3)] = 4;
    return Object.fromEntries(COLOURS.map(([c], k) => [c, ranks[k]]));
  };
  const rate = (statements, label) => Object.fromEntries(content.ratedPlacements(statements, label).map((p) => [p, Math.floor(r() * 3)]));
  const pages = (rankingOf) =>
    COLOURS.filter(([c]) => rankingOf[c] <= 3)
      .sort((a, b) => rankingOf[a[0]] - rankingOf[b[0]])
      .map(([c, label]) => [c, label]);

  const state = {
    ...intake,
    id: randomUUID(),
    writeToken: randomBytes(32).toString("base64url"),
    deviceId: `device-${i % 40}`,
    schemaVersion: 1,
    attractionResponses: {},
    pursuerResponses: {},
    pageRankings: null,
    demographicData: null,
    cultureCompatibilityResponses: null,
    completionTimeSeconds: null,
    isCompleted: false,
  };
  const saves = [];
  const save = (step, final = false) =>
    saves.push({ final, body: { ...structuredClone(state), revision: saves.length + 1, step, isCompleted: final } });

  save("intake-complete");
  const attractionRanking = ranking();
  state.pageRankings = { attractionRanking };
  save("attraction-ranking-complete");
  for (const [c, label] of pages(attractionRanking)) {
    state.attractionResponses[c] = rate(attraction, label);
    save(`assessment-attraction-${c}-complete`);
  }
  const pursuerRanking = ranking();
  state.pageRankings = { attractionRanking, pursuerRanking };
  save("pursuer-ranking-complete");
  for (const [c, label] of pages(pursuerRanking)) {
    state.pursuerResponses[c] = rate(pursuer, label);
    save(`assessment-pursuer-${c}-complete`);
  }
  state.completionTimeSeconds = String(300 + Math.floor(r() * 900));
  if (audience !== "ceo") {
    state.cultureCompatibilityResponses = Object.fromEntries(culture.map((s) => [s.id, pick(CULTURE_CODES)]));
    save("culture-compatibility-complete");
  }
  if (r() < 0.6) {
    // Opting in is the consent the app sends with the answers (docs/admin.md#identity-audit-and-data-rights).
    state.demographicConsent = { at: new Date().toISOString(), version: "1" };
    const place = () => ({
      zipcode: String(10000 + Math.floor(r() * 89999)),
      city: pick(["Berlin", "Lagos", "Milano", "Osaka", "Austin"]),
      state: "",
      country: pick(["Germany", "Nigeria", "Italy", "Japan", "USA"]),
    });
    state.demographicData = {
      birthYear: String(1960 + Math.floor(r() * 45)),
      raceEthnicity: pick(["Prefer not to say", "White", "Black", "Asian", "Hispanic or Latino"]),
      genderIdentity: pick(["Woman", "Man", "Non-binary"]),
      religion: pick(["None", "Christian", "Muslim", "Buddhist"]),
      biologicalSex: pick(["Female", "Male"]),
      workDescription: pick([
        "I lead a team of twelve engineers building payment systems.",
        "Sales for a mid-size logistics company.",
        "Founder and CEO of a 40-person agency.",
      ]),
      sexualOrientation: pick(["Prefer not to say", "Heterosexual", "Gay", "Bisexual"]),
      parentingStyle: pick(["Authoritarian", "Coach", "Teacher"]),
      birthLocation: place(),
      grewUpLocation: place(),
      currentLocation: place(),
    };
    save("demographic-survey-complete");
  }
  save("demographic-survey-complete", true); // the final submit (POST /api/assessment)
  return saves;
}

/** Runs `fn` with the local D1 binding of the persisted state (wrangler's platform proxy, as scripts/local/seed-lib.mjs). */
async function withDb(config, persistTo, fn) {
  Object.assign(process.env, wranglerEnv());
  const proxy = await getPlatformProxy({
    configPath: config,
    persist: { path: join(persistTo, "v3") },
    remoteBindings: false,
    envFiles: [],
  });
  try {
    return await fn(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

const workDir = join(root, ".wrangler", `bench-rows-${process.pid}`);
rmSync(workDir, { recursive: true, force: true });
const assets = join(workDir, "dist");
mkdirSync(assets, { recursive: true });
writeFileSync(join(assets, "index.html"), "<!doctype html><title>bench</title>");
const config = isolatedConfig(workDir, assets);
const persistTo = join(workDir, "state");
migrateLocal(persistTo, config);

let server;
try {
  const before = await withDb(config, persistTo, async (db) => (await db.prepare("SELECT 1").run()).meta.size_after);
  server = await serve({ port: await freePort(), persistTo, config, quiet: true });
  console.log(
    `bench:rows — ${RESPONDENTS} respondents, ${PARALLEL} in parallel, ${new Date().toISOString()}, load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")}`,
  );
  const started = Date.now();
  let next = 0;
  let requests = 0;
  let bodyBytes = 0;
  let finalBytes = 0;
  const perRespondent = [];
  async function worker() {
    while (next < RESPONDENTS) {
      const saves = respondentSaves(next++);
      perRespondent.push(saves.length);
      for (const s of saves) {
        const body = JSON.stringify(s.body);
        const res = await fetch(`${server.url}/api/assessment${s.final ? "" : "/partial"}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        if (!res.ok) throw new Error(`save ${s.body.step} answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
        requests++;
        bodyBytes += body.length;
        if (s.final) finalBytes += body.length;
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  const secs = (Date.now() - started) / 1000;

  server.stop();
  server = null;
  await new Promise((r) => setTimeout(r, 1000));
  const m = await withDb(config, persistTo, async (db) => {
    const columns = (await db.prepare("PRAGMA table_info(assessment_responses)").all()).results.map((c) => c.name);
    const sum = columns.map((c) => `COALESCE(length(CAST("${c}" AS BLOB)), 0)`).join(" + ");
    const stored = await db.prepare(`SELECT COUNT(*) AS n, SUM(${sum}) AS bytes FROM assessment_responses`).run();
    // Replays of the app's upsert (worker/assessment/save-response.ts: INSERT ... ON CONFLICT(id) DO UPDATE SET
    // every column): a later save of an existing response, then a first save of a new one.
    const list = columns.map((c) => `"${c}"`).join(", ");
    const set = columns
      .filter((c) => c !== "id")
      .map((c) => `"${c}" = excluded."${c}"`)
      .join(", ");
    const upsert = (idExpr) =>
      `INSERT INTO assessment_responses (${list}) SELECT ${columns.map((c) => (c === "id" ? idExpr : c === "revision" ? "revision + 1" : c === "updated_at" ? "updated_at + 1" : `"${c}"`)).join(", ")} FROM assessment_responses WHERE id = ?1 ON CONFLICT(id) DO UPDATE SET ${set}`;
    const someId = (await db.prepare("SELECT id FROM assessment_responses WHERE is_completed = 1 LIMIT 1").first()).id;
    const later = await db.prepare(upsert("id")).bind(someId).run();
    const first = await db.prepare(upsert("?2")).bind(someId, randomUUID()).run();
    return {
      columns: columns.length,
      n: stored.results[0].n,
      bytes: stored.results[0].bytes,
      size: stored.meta.size_after,
      later: later.meta.rows_written,
      first: first.meta.rows_written,
    };
  });

  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const kb = (n) => `${(n / 1000).toFixed(2)} KB`;
  console.log(
    `\nsaves sent: ${requests} in ${secs.toFixed(1)} s (${(requests / secs).toFixed(0)}/s); per respondent: mean ${avg(perRespondent).toFixed(2)}, min ${Math.min(...perRespondent)}, max ${Math.max(...perRespondent)}`,
  );
  console.log(`save body: mean ${kb(bodyBytes / requests)}; final submit mean ${kb(finalBytes / RESPONDENTS)}`);
  console.log(`rows: ${m.n}; stored column bytes: ${kb(m.bytes / m.n)} per response (SUM(length(column)) over ${m.columns} columns)`);
  console.log(
    `database size (D1 meta.size_after): ${(before / 1e6).toFixed(2)} MB after migrations → ${(m.size / 1e6).toFixed(2)} MB; ${kb((m.size - before) / m.n)} per response (table + indexes + page overhead)`,
  );
  console.log(`D1 rows written (meta.rows_written): first save of a response ${m.first}, a later save ${m.later}`);
  console.log(
    `\nRESULT respondents=${m.n} savesPerRespondent=${avg(perRespondent).toFixed(2)} maxSaves=${Math.max(...perRespondent)} columnBytesPerRow=${Math.round(m.bytes / m.n)} dbBytesPerRow=${Math.round((m.size - before) / m.n)} rowsWrittenFirstSave=${m.first} rowsWrittenLaterSave=${m.later}`,
  );
} finally {
  server?.stop();
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
}

// npm run bench:admin — the admin API at scale (docs/performance.md#quality-bars): seeds 100,000 responses into a private local
// D1, serves it with the real `wrangler dev`, signs in and times list, search, stats and the CSV export,
// and the teams calls (docs/teams.md#the-sponsor-report): team detail and the sponsor report of a team of 1,000 members.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { freePort, isolatedConfig, migrateLocal, root, serve } from "../local/local-server.mjs";
import { progress, seedResponses } from "../local/seed-lib.mjs";
import { viewerSession } from "./viewer-session.mjs";

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const RUNS = Number(process.env.BENCH_RUNS || 15);
const PASSWORD = `bench-${Date.now()}`;
const BAR = { list: 300, export: 10_000 };
const TEAM_SIZES = [Math.min(1000, ROWS), 25, 4];

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const workDir = join(root, ".bench", `admin-${process.pid}`);
const persistTo = join(workDir, "state");
const assetsDir = join(workDir, "assets");
mkdirSync(assetsDir, { recursive: true });
writeFileSync(join(assetsDir, "index.html"), "<!doctype html><title>bench</title>");
const config = isolatedConfig(workDir, assetsDir);

let server;
try {
  console.log(`Seeding ${ROWS.toLocaleString("en-US")} responses into ${persistTo} ...`);
  migrateLocal(persistTo, config);
  const seedStart = Date.now();
  const seeded = await seedResponses({
    count: ROWS,
    configPath: config,
    persistTo,
    seed: 42,
    teamSizes: TEAM_SIZES,
    onProgress: progress("Seeding", ROWS),
  });
  const bigTeam = seeded.teams[0];
  const smallTeam = seeded.teams[seeded.teams.length - 1];
  const seedSecs = (Date.now() - seedStart) / 1000;

  const viewerCookie = viewerSession({ password: PASSWORD, persistTo, config });
  server = await serve({ port: await freePort(), persistTo, config, quiet: true, vars: { ADMIN_PASSWORD: PASSWORD, DEMO_MODE: "false" } });
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  // A path starting "viewer:" is asked as a viewer: its stats pass the anonymity steps (decision 082).
  const get = (path) =>
    path.startsWith("viewer:")
      ? fetch(`${server.url}${path.slice(7)}`, { headers: { Cookie: viewerCookie } })
      : fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
  const created = await fetch(`${server.url}/api/admin/teams/${bigTeam.id}/sponsor-links`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: "{}",
  });
  if (created.status !== 201) throw new Error(`sponsor link: ${created.status} ${await created.text()}`);
  const reportPath = `/api/report/${new URL((await created.json()).url).pathname.split("/").pop()}`;
  const managerLink = await fetch(`${server.url}/api/admin/teams/${bigTeam.id}/sponsor-links`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ kind: "manager" }),
  });
  if (managerLink.status !== 201) throw new Error(`manager link: ${managerLink.status} ${await managerLink.text()}`);
  const managerPath = `/api/manager/${new URL((await managerLink.json()).url).pathname.split("/").pop()}`;

  /** Time to the whole JSON body; one warm-up call first (isolate start, SQLite page cache). */
  async function time(path) {
    const check = async () => {
      const res = await get(path);
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return path.endsWith(".csv") ? res.text() : res.json();
    };
    const sample = await check();
    const ms = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await check();
      ms.push(performance.now() - t);
    }
    return { median: percentile(ms, 50), p95: percentile(ms, 95), max: Math.max(...ms), sample };
  }

  const results = [
    ["list, first page (50)", "/api/admin/responses?limit=50"],
    ["list, page 2 via cursor", null],
    ["search 'müller' (common)", `/api/admin/responses?search=${encodeURIComponent("müller")}`],
    ["search 'controller' (a final type)", `/api/admin/responses?search=${encodeURIComponent("controller")}`],
    ["search 'energizer / controller'", `/api/admin/responses?search=${encodeURIComponent("Energizer / Controller")}`],
    ["search with no match (full scan)", "/api/admin/responses?search=zzzz-no-such-person"],
    // Decision 011: a full email finds one row, so the whole table is scanned; 200 characters is the validator's limit.
    ["search a full email (one match)", null],
    ["search 200 chars of % _ \\ 界", `/api/admin/responses?search=${encodeURIComponent("%_\\界".repeat(50))}`],
    ["stats", "/api/admin/stats"],
    ["stats as a viewer (stepped)", "viewer:/api/admin/stats"],
    // The ledger has no docs/performance.md#quality-bars bar; it is timed to watch it.
    ["devices ledger (no bar)", "/api/admin/devices"],
    // docs/performance.md#quality-bars teams bar: a team of 1,000 members among 100,000 responses.
    [`team detail (${bigTeam.members} members)`, `/api/admin/teams/${bigTeam.id}`],
    [`sponsor report (${bigTeam.members} members)`, reportPath],
    // The team map (decision 083): the page's second call for a team, with its grid and gaps.
    [`team map (${bigTeam.members} members)`, `/api/admin/teams/${bigTeam.id}/map`],
    // The manager's view (decision 084): the round's figures against the team's stored ledger of 1,000 people.
    [`manager's view (${bigTeam.members} members)`, managerPath],
    ["list filtered by the team (50)", `/api/admin/responses?limit=50&team=${bigTeam.id}`],
    // docs/languages.md#stored-and-shown: the language filter alone, then with the other filters on a rare language.
    ["list filtered by language 'ar' (50)", "/api/admin/responses?limit=50&language=ar"],
    ["list by language 'ar', page 2", null],
    ["language 'en' + search, no match", "/api/admin/responses?language=en&search=zzzz-no-such-person"],
    ["language 'ar' + search 'controller'", `/api/admin/responses?language=ar&search=controller`],
    [`language 'en' + team of ${smallTeam.members}`, `/api/admin/responses?limit=50&language=en&team=${smallTeam.id}`],
    [`language 'ar' + the team of ${bigTeam.members}`, `/api/admin/responses?limit=50&language=ar&team=${bigTeam.id}`],
    ["teams list (no bar)", "/api/admin/teams"],
    ["a member's team and match (no bar)", null],
    [`team CSV (${bigTeam.members} rows, no bar)`, `/api/admin/teams/${bigTeam.id}/export.csv`],
  ];
  const rows = [];
  let firstPage;
  let languagePage;
  let teamDetail;
  for (const [label, path] of results) {
    const p =
      path ??
      (label.startsWith("a member")
        ? `/api/admin/responses/${teamDetail.sample.members[0].id}/team`
        : label.includes("email")
          ? `/api/admin/responses?search=${encodeURIComponent(firstPage.sample.items[7].email)}`
          : label.includes("language")
            ? `/api/admin/responses?limit=50&language=ar&cursor=${languagePage.sample.nextCursor}`
            : `/api/admin/responses?limit=50&cursor=${firstPage.sample.nextCursor}`);
    const r = await time(p);
    if (!path && !label.includes("email")) r.sample = null;
    if (label.startsWith("list, first")) firstPage = r;
    if (label.startsWith("list filtered by language")) languagePage = r;
    if (label.startsWith("team detail")) teamDetail = r;
    rows.push({ label, ...r });
  }
  // A search that silently answered nothing would time well: each of these must find someone.
  for (const r of rows.filter((x) => /email|müller|controller|language 'ar' \(|\+ the team/.test(x.label))) {
    if (!r.sample?.items.length) throw new Error(`${r.label} found nothing`);
  }
  const stats = rows.find((r) => r.label === "stats").sample;
  if (stats.total !== ROWS) throw new Error(`stats.total is ${stats.total}, expected ${ROWS}`);
  const viewerStats = rows.find((r) => r.label.startsWith("stats as a viewer")).sample;
  if (viewerStats.privacy?.view !== "viewer" || !viewerStats.funnel)
    throw new Error(`a viewer's stats came back as ${JSON.stringify(viewerStats.privacy)}, not a viewer's published figures`);
  const detail = teamDetail.sample;
  if (detail.members.length !== bigTeam.members)
    throw new Error(`team detail has ${detail.members.length} members, expected ${bigTeam.members}`);
  // A map that drew nobody would time well: in round 1 every completed member is on its grid, and those with culture scores on it.
  const map = rows.find((r) => r.label.startsWith("team map")).sample;
  const completed = detail.members.filter((m) => m.isCompleted).length;
  if (map.round !== 1 || map.current.grid.figure.total !== completed || map.current.members.length === 0)
    throw new Error(`the map of round ${map.round} has ${map.current.grid.figure.total} on its grid, expected ${completed}`);
  const onMap = map.current.members.length;
  // Round 2 open (decision 083): the page draws it beside round 1, two windows of the same members.
  const opened = await fetch(`${server.url}/api/admin/teams/${bigTeam.id}/rounds`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: "{}",
  });
  if (opened.status !== 201) throw new Error(`opening round 2: ${opened.status} ${await opened.text()}`);
  const round2 = await time(`/api/admin/teams/${bigTeam.id}/map`);
  if (round2.sample.previous?.members.length !== onMap) throw new Error(`round 2's map lost round 1's ${onMap} members`);
  rows.splice(rows.findIndex((r) => r.label.startsWith("team map")) + 1, 0, { label: "team map, round 2 beside round 1", ...round2 });
  console.log(
    `\nteam of ${detail.members.length}: profile ${JSON.stringify(detail.profile)} (${detail.profileSource}), ${detail.members.filter((m) => m.cultureMatch !== null).length} matches, ${completed} completed, ${onMap} on the map`,
  );

  // Export: from request to the last byte, consuming the stream as a browser download would.
  const t0 = performance.now();
  const res = await get("/api/admin/export.csv");
  const declared = Number(res.headers.get("x-row-count"));
  let bytes = 0;
  let records = 0;
  let firstByteMs = 0;
  for await (const chunk of res.body) {
    if (!firstByteMs) firstByteMs = performance.now() - t0;
    bytes += chunk.byteLength;
    // Generated values hold no line breaks, so line feeds count records exactly.
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) records++;
  }
  const exportMs = performance.now() - t0;

  const ms = (n) => `${n.toFixed(1)} ms`.padStart(10);
  console.log(`\nAdmin API at ${ROWS.toLocaleString("en-US")} responses (local wrangler dev + D1, ${RUNS} runs each after one warm-up)`);
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")} on ${cpus().length} cores (other processes slow every figure)`,
  );
  console.log(`seeded in ${seedSecs.toFixed(1)} s\n`);
  console.log(`${"call".padEnd(36)}${"median".padStart(10)}${"p95".padStart(10)}${"max".padStart(10)}   bar ${BAR.list} ms`);
  for (const r of rows) {
    const verdict = r.label.includes("no bar") ? "" : r.p95 <= BAR.list ? "ok" : "OVER";
    console.log(`${r.label.padEnd(36)}${ms(r.median)}${ms(r.p95)}${ms(r.max)}   ${verdict}`);
  }
  console.log(
    `\nCSV export: ${(records - 1).toLocaleString("en-US")} rows + header (X-Row-Count ${declared.toLocaleString("en-US")}), ` +
      `${(bytes / 1e6).toFixed(1)} MB, first byte ${firstByteMs.toFixed(0)} ms, complete in ${(exportMs / 1000).toFixed(2)} s ` +
      `(${(bytes / 1e6 / (exportMs / 1000)).toFixed(1)} MB/s)   bar ${BAR.export / 1000} s: ${exportMs <= BAR.export ? "ok" : "OVER"}`,
  );
  if (records !== declared + 1) throw new Error(`export streamed ${records - 1} rows, header said ${declared}`);
} finally {
  server?.stop();
  if (!process.env.BENCH_KEEP) rmSync(workDir, { recursive: true, force: true });
}

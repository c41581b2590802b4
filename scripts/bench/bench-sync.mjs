// npm run bench:sync — the sync bars of docs/performance.md#quality-bars: 100 responses queued offline all arrive within 10 s
// of the network coming back, none twice; over a slow link (BENCH_RTT_MS=300: 300 ms added to every
// round trip between browser and server, page and service worker alike, by a delaying relay) within 3 s.
// A fresh build and local D1 served by the real `wrangler dev`; Chromium (playwright-core) in kiosk
// mode, offline, takes BENCH_COUNT (default 100) quick ceo flows through the UI one after another; then
// the network returns and we time until the server holds them all. The timer polls the admin stats
// directly (not over the slow link); D1 itself is then counted for the lost and duplicated figures.
// Then the same queue again with fresh ids, drained one save per request (meta uploadBatchSize = 1),
// for the serial figure beside it (BENCH_SERIAL=0 skips it).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { buildWeb, freePort, isolatedConfig, migrateLocal, root, serve, wranglerEnv } from "../local/local-server.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../local/chromium.mjs";
import { intakeFields } from "./intake-fields.mjs";
import { startDelayProxy } from "./delay-proxy.mjs";

const COUNT = Number(process.env.BENCH_COUNT || 100);
const RTT_MS = Number(process.env.BENCH_RTT_MS || 0);
const SERIAL = process.env.BENCH_SERIAL !== "0";
// docs/performance.md#quality-bars: 10 s on the local link; 3 s over 300 ms round trips (the slow-link bar).
const BAR_SECONDS = RTT_MS > 0 ? 3 : 10;
const PASSWORD = `bench-${Date.now()}`;
const TAG = `bench-sync-${Date.now().toString(36)}`;

const workDir = join(root, ".bench", `sync-${process.pid}`);
const persistTo = join(workDir, "state");
const dist = join(workDir, "dist");

function queryD1(config, sql) {
  const out = execFileSync(
    join(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--config", config, "--json", "--command", sql],
    { cwd: root, encoding: "utf8", env: wranglerEnv(), stdio: ["ignore", "pipe", "pipe"] },
  );
  return JSON.parse(out)[0]?.results ?? [];
}

/** One respondent, as fast as a person with a purpose: no ratings, default ranking, pursuer all 'Not like me'. */
async function quickCeoFlow(page, i) {
  await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
  for (const [label, value] of intakeFields({ name: `Bench ${TAG} ${i}`, email: `${TAG}-${i}@bench.example.com` }))
    await page.getByLabel(label, { exact: false }).first().fill(value);
  await page.getByRole("button", { name: "Begin Assessment" }).click();
  await page.getByRole("button", { name: "Start Assessments" }).click();
  for (const part of ["Part 1", "Part 2"]) {
    await page.getByRole("heading", { name: new RegExp(`${part}.*Drag to rank`) }).waitFor();
    await page.locator('[data-card-main="yellow"]').click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    if (part === "Part 1") {
      await page.getByRole("button", { name: "Continue" }).click();
      for (let n = 1; n <= 3; n++) {
        const header = page.getByText(`Page ${n} of 3`, { exact: true });
        await header.waitFor();
        await page.getByRole("button", { name: "Next" }).click();
        await header.waitFor({ state: "detached" });
      }
    } else {
      for (const c of ["yellow", "blue", "red"]) {
        await page.locator(`[data-card-action="${c}:not-like-me"]`).click();
        await page.locator(`ul[aria-label="Not like me at all"] [data-card="${c}"]`).waitFor();
      }
      await page.getByRole("button", { name: "Continue" }).click();
    }
  }
  await page.getByRole("button", { name: "Skip and finish" }).click();
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
  await page.getByRole("button", { name: "Next respondent" }).click();
}

/** The outbox rows as IndexedDB holds them (read in the page, outside the app's code). */
const readOutbox = (page) =>
  page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = globalThis.indexedDB.open("sociality");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const rows = await new Promise((resolve, reject) => {
      const get = db.transaction("outbox").objectStore("outbox").getAll();
      get.onsuccess = () => resolve(get.result);
      get.onerror = () => reject(get.error);
    });
    db.close();
    return rows;
  });

/** Queues `rows` again as new respondents (fresh ids, tokens and emails) and sets the saves per request. */
const requeue = (page, rows, tag, batchSize) =>
  page.evaluate(
    async ({ rows, tag, batchSize }) => {
      const db = await new Promise((resolve, reject) => {
        const open = globalThis.indexedDB.open("sociality");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(["outbox", "meta"], "readwrite");
      rows.forEach((row, i) => {
        const id = crypto.randomUUID();
        const writeToken = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll("-", "");
        const payload = { ...row.payload, id, writeToken, email: `${tag}-${i}@bench.example.com` };
        tx.objectStore("outbox").put({ ...row, id, payload, attempts: 0, nextAttemptAt: 0, lastError: null });
      });
      tx.objectStore("meta").put({ key: "uploadBatchSize", value: batchSize });
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { rows, tag, batchSize },
  );

let server;
let proxy;
let browser;
let exitCode = 1;
try {
  console.log(`Building and starting a fresh local server in ${workDir} ...`);
  buildWeb({}, dist);
  const config = isolatedConfig(workDir, dist);
  migrateLocal(persistTo, config);
  server = await serve({ port: await freePort(), persistTo, config, quiet: true, vars: { ADMIN_PASSWORD: PASSWORD, DEMO_MODE: "false" } });
  // The browser reaches the server only through the slow link; the bench's own polling goes direct.
  proxy = RTT_MS > 0 ? await startDelayProxy(server.url, RTT_MS) : null;
  const browserUrl = proxy?.url ?? server.url;

  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const completedOnServer = async () => {
    const res = await fetch(`${server.url}/api/admin/stats`, { headers: { Cookie: cookie } });
    if (!res.ok) throw new Error(`stats: ${res.status} ${await res.text()}`);
    return (await res.json()).completed;
  };

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const context = await browser.newContext({ baseURL: browserUrl, viewport: { width: 1280, height: 1400 } });
  const page = await context.newPage();
  await page.goto("/test/ceo?kiosk=1");
  const pin = page.getByRole("dialog", { name: "Set a staff PIN for kiosk mode" });
  await pin.getByLabel("Staff PIN").fill("246813");
  await pin.getByRole("button", { name: "Start kiosk mode" }).click();
  await pin.waitFor({ state: "detached" });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

  await context.setOffline(true);
  const queueStart = performance.now();
  for (let i = 0; i < COUNT; i++) {
    await quickCeoFlow(page, i);
    if ((i + 1) % 10 === 0 || i + 1 === COUNT) process.stdout.write(`\r  queued ${i + 1}/${COUNT} offline`);
  }
  const queueSeconds = (performance.now() - queueStart) / 1000;
  process.stdout.write("\n");
  const status = page.getByTestId("sync-indicator").getByRole("status");
  await status.filter({ hasText: new RegExp(`^${COUNT} waiting to upload`) }).waitFor({ timeout: 10_000 });
  if ((await completedOnServer()) !== 0) throw new Error("the server already holds completed responses before the network returned");
  const queued = SERIAL ? await readOutbox(page) : [];

  /** Network back: seconds until the server holds `expected` completed responses, and the arrivals. */
  async function drainTimed(expected) {
    await context.setOffline(false);
    const online = performance.now();
    let arrivedAfter = null;
    const timeline = [];
    const deadline = online + 180_000;
    while (performance.now() < deadline) {
      const n = await completedOnServer();
      const t = (performance.now() - online) / 1000;
      if (n !== timeline.at(-1)?.[1]) timeline.push([t, n]);
      if (n >= expected) {
        arrivedAfter = t;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    // The device's side: once every save is acknowledged the line, on the next respondent's blank intake, says
    // nothing at all (decision 073); it says "All answers uploaded" wherever something was answered.
    await page
      .waitForFunction(
        () => {
          const line = globalThis.document.querySelector('[data-testid="sync-indicator"] [role="status"]');
          return !line || /^All answers uploaded/.test(line.textContent ?? "");
        },
        undefined,
        { timeout: 60_000 },
      )
      .catch(() => undefined);
    const deviceStatus = (await status.count()) ? await status.textContent() : "(nothing waiting: the blank intake's line says nothing)";
    return { arrivedAfter, timeline, deviceStatus };
  }

  /** Lost and duplicated among the responses whose emails start with `tag`. */
  function counted(tag) {
    const rows = queryD1(
      config,
      `SELECT email, COUNT(*) AS n, SUM(is_completed) AS completed FROM assessment_responses WHERE email LIKE '${tag}-%' GROUP BY email`,
    );
    return { lost: COUNT - rows.filter((r) => r.completed >= 1).length, duplicated: rows.filter((r) => r.n > 1).length };
  }

  const batched = { ...(await drainTimed(COUNT)), ...counted(TAG) };
  let serial = null;
  if (SERIAL) {
    await context.setOffline(true);
    await requeue(page, queued, `${TAG}s`, 1);
    serial = { ...(await drainTimed(2 * COUNT)), ...counted(`${TAG}s`) };
  }

  const ok = batched.arrivedAfter !== null && batched.arrivedAfter <= BAR_SECONDS && batched.lost === 0 && batched.duplicated === 0;
  const seconds = (r) => (r.arrivedAfter === null ? "not within 180 s" : `${r.arrivedAfter.toFixed(2)} s`);
  const link = RTT_MS > 0 ? `a slow link: ${RTT_MS} ms added to every round trip` : "the local link";
  console.log(
    `\nbench:sync — ${COUNT} completed responses queued offline in kiosk mode (UI-driven, ${queueSeconds.toFixed(0)} s), then the network returns over ${link}`,
  );
  if (RTT_MS > 0 && RTT_MS !== 300)
    console.log(`  (the slow-link bar of docs/performance.md#quality-bars of ${BAR_SECONDS} s is set for 300 ms round trips)`);
  console.log(
    `  batches of up to 50: all arrived after ${seconds(batched)}   (bar ≤ ${BAR_SECONDS} s), lost ${batched.lost}, duplicated ${batched.duplicated}   (bars 0, 0)`,
  );
  if (serial)
    console.log(
      `  one save per request: all arrived after ${seconds(serial)}, lost ${serial.lost}, duplicated ${serial.duplicated}   (for comparison)`,
    );
  console.log(`  device status       ${batched.deviceStatus}`);
  console.log(`  arrivals, batches (s: count)  ${batched.timeline.map(([t, n]) => `${t.toFixed(2)}: ${n}`).join(", ")}`);
  if (serial) console.log(`  arrivals, serial (s: count)   ${serial.timeline.map(([t, n]) => `${t.toFixed(2)}: ${n - COUNT}`).join(", ")}`);
  console.log(ok ? "PASS" : "FAIL");
  exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await browser?.close().catch(() => undefined);
  await proxy?.close();
  server?.stop();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(exitCode);

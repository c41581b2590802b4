// The live event board (docs/admin.md#the-live-board) in Chromium against the real wrangler dev and its
// Durable Object: a kiosk and a board in one browser, an outage, a viewer, and a signed-out page. The
// board in Firefox and WebKit: e2e/scenarios/live-board.test.ts.
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1 } from "../support/d1";
import { saveCompleted, signIn, staffAction, startKioskMode, unique, uniquePerson, uniqueTag } from "../support/fixtures";
import { newAnswers } from "../support/flow-driver";
import { ageDevices, healthReport, sendHealth, today } from "../support/live-driver";
import { ceoSteps, pollUntil, runSteps, setNetwork, waitForServiceWorker } from "../support/offline-driver";
import { intakeFields } from "../../scripts/bench/intake-fields.mjs";

const browser = useBrowser();
const viewport = { width: 1280, height: 1000 };

async function openBoard() {
  const { page, context } = await newPage(browser(), { viewport });
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Live board" }).click();
  await page.getByRole("heading", { name: "Live board", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/live");
  await page.getByText("Live: changes appear as they happen.").waitFor();
  return { page, context };
}

const total = async (board: Page, label: string) => Number((await board.getByTestId(`total-${label}`).textContent())!.replace(/\D/g, ""));
const deviceTile = (board: Page, name: string) => board.getByRole("list", { name: "Devices" }).getByRole("listitem", { name, exact: true });

/** Names this kiosk from the staff menu behind the PIN. */
async function nameKiosk(kiosk: Page, name: string) {
  const dialog = await staffAction(kiosk, "Name of this tablet");
  await dialog.getByLabel("Tablet name").fill(name);
  await dialog.getByRole("button", { name: "Save name" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Records each text the device's waiting line shows, as it changes (a change may last less than a poll). */
async function recordWaiting(board: Page, name: string) {
  await board.evaluate((label) => {
    const seen: string[] = [];
    (window as unknown as { waitingSeen: string[] }).waitingSeen = seen;
    const read = () => {
      const tile = [...document.querySelectorAll('[data-testid="device-tile"]')].find((t) => t.querySelector("h3")?.textContent === label);
      const text = tile?.querySelector('[data-testid="device-waiting"]')?.textContent ?? "";
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  }, name);
  return () => board.evaluate(() => (window as unknown as { waitingSeen: string[] }).waitingSeen);
}

describe("the live board", () => {
  it("a kiosk's answers move the board's counters and the kiosk's tile within 2 s", { timeout: 120_000 }, async () => {
    const board = await openBoard();
    const name = `Tablet ${unique()}`;
    const kiosk = await newPage(browser(), { viewport });
    await startKioskMode(kiosk.page, "/test/ic?kiosk=1");
    await nameKiosk(kiosk.page, name);
    await deviceTile(board.page, name).waitFor({ timeout: 5_000 });
    const started = await total(board.page, "Started today");
    const tag = uniqueTag("live");
    for (const [label, value] of intakeFields({ name: `Live ${tag}`, email: `${tag}@e2e.example.com` }))
      await kiosk.page.getByLabel(label, { exact: false }).first().fill(value);
    const lastSave = deviceTile(board.page, name).getByTestId("device-last-save");
    expect(await lastSave.textContent()).toBe("none yet");
    await kiosk.page.getByRole("button", { name: "Begin Assessment" }).click();
    // Within 2 s of the tap (its upload included): one more started, and the kiosk's tile has its save.
    await pollUntil(
      async () => ({ started: await total(board.page, "Started today"), last: await lastSave.textContent() }),
      (v) => v.started === started + 1 && v.last !== "none yet",
      2_000,
      50,
    );
    expect(await deviceTile(board.page, name).getByTestId("device-status").textContent()).toBe("● Online");
    expect(pageErrors(board.page)).toEqual([]);
    await kiosk.context.close();
    await board.context.close();
  });

  it(
    "a kiosk offline through a respondent: back online, the board shows its waiting save, then its arrival",
    { timeout: 240_000 },
    async () => {
      const board = await openBoard();
      const name = `Tablet ${unique()}`;
      const kiosk = await newPage(browser(), { viewport });
      await startKioskMode(kiosk.page, "/test/ceo?kiosk=1");
      await waitForServiceWorker(kiosk.page);
      await nameKiosk(kiosk.page, name);
      // Naming the tablet reports it at once.
      await deviceTile(board.page, name).waitFor({ timeout: 5_000 });
      const seen = await recordWaiting(board.page, name);
      const completed = await total(board.page, "Completed today");

      await setNetwork(kiosk.context, false);
      const tag = uniqueTag("outage");
      await runSteps(ceoSteps(kiosk.page, { name: `Outage ${tag}`, email: `${tag}@e2e.example.com` }, newAnswers()));
      expect(await total(board.page, "Completed today")).toBe(completed);
      await setNetwork(kiosk.context, true);

      await pollUntil(
        () => total(board.page, "Completed today"),
        (n) => n === completed + 1,
        30_000,
        100,
      );
      await pollUntil(seen, (texts) => texts.at(-1) === "✓ Nothing waiting", 15_000, 100);
      const texts = await seen();
      // The waiting save was on the board before it arrived.
      expect(texts.some((t) => /^1 waiting since \d/.test(t))).toBe(true);
      expect(texts.at(-1)).toBe("✓ Nothing waiting");
      expect(texts.findIndex((t) => /1 waiting/.test(t))).toBeLessThan(texts.lastIndexOf("✓ Nothing waiting"));
      await kiosk.context.close();
      await board.context.close();
    },
  );

  it("folds a tablet unseen for a day and a closed browser under Earlier devices; a save is a sighting", { timeout: 60_000 }, async () => {
    const day = 24 * 60 * 60_000;
    const old = healthReport({ label: `Old tablet ${unique()}`, pending: 2, oldestAgeSeconds: 60 });
    const closed = healthReport({ kiosk: false });
    const saving = healthReport({ kiosk: false });
    for (const r of [old, closed, saving]) await sendHealth(baseURL(), r);
    await ageDevices([
      [old.deviceId, 2 * day],
      [closed.deviceId, 60 * 60_000],
      [saving.deviceId, 60 * 60_000],
    ]);
    // A respondent's browser reports rarely: this one last reported an hour ago, and saved just now.
    await saveCompleted({ ...uniquePerson("seen"), deviceId: saving.deviceId });

    const { page, context } = await openBoard();
    const earlier = page.getByTestId("earlier-devices");
    await earlier.waitFor();
    expect(await earlier.locator(":scope > summary").textContent()).toMatch(/^Earlier devices \(\d+\): \d+ still holds? answers$/);
    await earlier.locator(":scope > summary").click();
    const inEarlier = (name: string) => page.getByRole("list", { name: "Earlier devices" }).getByRole("listitem", { name, exact: true });
    const oldTile = inEarlier(old.label!);
    expect(await oldTile.getByTestId("device-waiting").textContent()).toMatch(/^▲ Over 15 min: 2 waiting since /);
    await inEarlier(`Browser ${closed.deviceId.slice(0, 8)}`).waitFor();
    // The browser that saved is in the main view, online, and its Seen is its Last save, never before it.
    const savingTile = deviceTile(page, `Browser ${saving.deviceId.slice(0, 8)}`);
    expect(await savingTile.getByTestId("device-status").textContent()).toBe("● Online");
    const lastSave = await savingTile.getByTestId("device-last-save").textContent();
    await savingTile.getByText("Details").click();
    expect(await savingTile.locator("dt", { hasText: "Seen" }).locator("xpath=following-sibling::dd[1]").textContent()).toBe(lastSave);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a viewer sees the board and its updates", { timeout: 60_000 }, async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await signIn(page);
    // The password signs in the owner; this session becomes a viewer's (a user row of its own).
    const token = (await context.cookies()).find((c) => c.name === "sid")!.value;
    const sid = createHash("sha256").update(token).digest("hex");
    const viewerId = crypto.randomUUID();
    queryD1(`INSERT INTO users (id, email, role) VALUES ('${viewerId}', 'viewer-${unique()}@example.org', 'viewer')`);
    queryD1(`UPDATE sessions SET sess = json_set(sess, '$.userId', '${viewerId}', '$.role', 'viewer') WHERE sid = '${sid}'`);
    await page.goto("/admin/live");
    await page.getByRole("heading", { name: "Live board", level: 1 }).waitFor();
    expect(await page.getByTestId("admin-role").textContent()).toBe("Role: Viewer");
    await page.getByText("Live: changes appear as they happen.").waitFor();
    const name = `Viewer tablet ${unique()}`;
    await sendHealth(baseURL(), healthReport({ label: name, pending: 3, oldestAgeSeconds: 16 * 60 }));
    const tile = deviceTile(page, name);
    await tile.waitFor({ timeout: 5_000 });
    expect(await tile.getByTestId("device-waiting").textContent()).toMatch(/^▲ Over 15 min: 3 waiting since \d/);
    // A viewer may not learn anyone's team (decision 061): every team's figures together, no Per team.
    await page.getByRole("heading", { name: "All teams" }).waitFor();
    expect(await page.getByRole("heading", { name: "Per team" }).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a board whose session ends elsewhere closes and shows the sign-in form within seconds", { timeout: 60_000 }, async () => {
    const board = await openBoard();
    const name = `Tablet ${unique()}`;
    await sendHealth(baseURL(), healthReport({ label: name }));
    await deviceTile(board.page, name).waitFor({ timeout: 5_000 });
    // The same session signs out from another tab (decision 060): the board's socket is closed by the server.
    const other = await board.context.newPage();
    await other.goto("/admin");
    const status = await other.evaluate(() => fetch("/api/logout", { method: "POST" }).then((r) => r.status));
    expect(status).toBe(200);
    const started = Date.now();
    await board.page.getByRole("button", { name: "Login" }).waitFor({ timeout: 10_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await board.page.getByRole("list", { name: "Devices" }).count()).toBe(0);
    await board.context.close();
  });

  it("a signed-out page cannot open the socket or read the snapshot", { timeout: 60_000 }, async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await page.goto("/admin/live");
    await page.getByRole("button", { name: "Login" }).waitFor();
    const outcome = await page.evaluate(
      (day) =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`${location.origin.replace("http", "ws")}/api/admin/live/socket?dayStart=${day}`);
          ws.onopen = () => resolve("open");
          ws.onerror = () => resolve("refused");
          setTimeout(() => resolve("timeout"), 10_000);
        }),
      today(),
    );
    expect(outcome).toBe("refused");
    const status = await page.evaluate((day) => fetch(`/api/admin/live?dayStart=${day}`).then((r) => r.status), today());
    expect(status).toBe(401);
    await context.close();
  });
});

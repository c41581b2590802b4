// The live event board (docs/admin.md#the-live-board) in Chromium against the real wrangler dev and its
// Durable Object: a kiosk and a board in one browser, an outage, a viewer, and a signed-out page. The
// board in Firefox and WebKit: e2e/scenarios/live-board.test.ts.
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, newPage, pageErrors, useBrowser } from "./browser";
import { queryD1 } from "./d1";
import { signIn, staffAction, startKioskMode, unique, uniqueTag } from "./fixtures";
import { newAnswers } from "./flow-driver";
import { healthReport, sendHealth, today } from "./live-driver";
import { ceoSteps, pollUntil, runSteps, setNetwork, waitForServiceWorker } from "./offline-driver";
import { intakeFields } from "../scripts/intake-fields.mjs";

const browser = useBrowser();
const viewport = { width: 1280, height: 1000 };

async function openBoard() {
  const { page, context } = await newPage(browser(), { viewport });
  await signIn(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("button", { name: "Live board" }).click();
  await page.getByRole("heading", { name: "Live board", level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe("/admin/live");
  await page.getByText("Live: changes appear as they happen.").waitFor();
  return { page, context };
}

const total = async (board: Page, label: string) => Number((await board.getByTestId(`total-${label}`).textContent())!.replace(/\D/g, ""));
const deviceRow = (board: Page, name: string) => board.getByRole("table", { name: "Devices" }).getByRole("row").filter({ hasText: name });

/** Names this kiosk from the staff menu behind the PIN. */
async function nameKiosk(kiosk: Page, name: string) {
  const dialog = await staffAction(kiosk, "Name of this tablet");
  await dialog.getByLabel("Tablet name").fill(name);
  await dialog.getByRole("button", { name: "Save name" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Records each text the device's "Saves waiting" cell shows, as it changes (a change may last less than a poll). */
async function recordWaiting(board: Page, name: string) {
  await board.evaluate((label) => {
    const seen: string[] = [];
    (window as unknown as { waitingSeen: string[] }).waitingSeen = seen;
    const read = () => {
      const row = [...document.querySelectorAll("tr")].find((r) => r.querySelector("th")?.textContent?.startsWith(label));
      const text = row?.querySelector('[data-testid="device-waiting"]')?.textContent ?? "";
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
    read();
  }, name);
  return () => board.evaluate(() => (window as unknown as { waitingSeen: string[] }).waitingSeen);
}

describe("the live board", () => {
  it("a kiosk's answers move the board's counters and the kiosk's row within 2 s", { timeout: 120_000 }, async () => {
    const board = await openBoard();
    const name = `Tablet ${unique()}`;
    const kiosk = await newPage(browser(), { viewport });
    await startKioskMode(kiosk.page, "/test/ic?kiosk=1");
    await nameKiosk(kiosk.page, name);
    await deviceRow(board.page, name).waitFor({ timeout: 5_000 });
    const started = await total(board.page, "Started today");
    const tag = uniqueTag("live");
    for (const [label, value] of intakeFields({ name: `Live ${tag}`, email: `${tag}@e2e.example.com` }))
      await kiosk.page.getByLabel(label, { exact: false }).first().fill(value);
    const lastSave = deviceRow(board.page, name).getByRole("cell").nth(2);
    expect(await lastSave.textContent()).toBe("—");
    await kiosk.page.getByRole("button", { name: "Begin Assessment" }).click();
    // Within 2 s of the tap (its upload included): one more started, and the kiosk's row has its save.
    await pollUntil(
      async () => ({ started: await total(board.page, "Started today"), last: await lastSave.textContent() }),
      (v) => v.started === started + 1 && v.last !== "—",
      2_000,
      50,
    );
    expect(await deviceRow(board.page, name).getByRole("cell").first().textContent()).toMatch(/Online/);
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
      await deviceRow(board.page, name).waitFor({ timeout: 5_000 });
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
      await pollUntil(seen, (texts) => texts.at(-1) === "None", 15_000, 100);
      const texts = await seen();
      // The waiting save was on the board before it arrived.
      expect(texts.some((t) => /1 waiting, oldest/.test(t))).toBe(true);
      expect(texts.at(-1)).toBe("None");
      expect(texts.findIndex((t) => /1 waiting/.test(t))).toBeLessThan(texts.lastIndexOf("None"));
      await kiosk.context.close();
      await board.context.close();
    },
  );

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
    const row = deviceRow(page, name);
    await row.waitFor({ timeout: 5_000 });
    expect(await row.getByTestId("device-waiting").textContent()).toMatch(/Over 15 min: 3 waiting, oldest 16 min/);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
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

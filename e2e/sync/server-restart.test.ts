// The server goes down while the browser stays online (no `online` event, and Chromium's Background
// Sync does not retry an unreachable server — docs/toolchain.md#service-worker-and-sync-in-the-browsers): the page's own timer must deliver
// the queue, and a page start must not wait out a backoff that grew during the outage (docs/offline.md#sync-at-the-speed-of-the-link).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import type { StoredResponse } from "../support/d1";
import { uniquePerson } from "../support/fixtures";
import { expectStoredRow } from "../support/expect-stored";
import { newAnswers } from "../support/flow-driver";
import {
  SAVED_LOCALLY_TEXT,
  ceoSteps,
  pollUntil,
  readDeviceDatabase,
  runSteps,
  waitForServiceWorker,
  waitForSyncStatus,
} from "../support/offline-driver";
import { startPrivateServer } from "../support/private-server";

type OutboxItem = { id: string; attempts: number; nextAttemptAt: number };
const outbox = async (page: Page): Promise<OutboxItem[]> => JSON.parse((await readDeviceDatabase(page)).outbox ?? "[]") as OutboxItem[];

const browser = useBrowser();

describe("server restart", () => {
  it("saves queued while the server is stopped all arrive once it is back", { timeout: 300_000 }, async () => {
    const server = await startPrivateServer("restart");
    try {
      const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1400 }, baseURL: server.url });
      await page.goto("/test/ceo");
      await waitForServiceWorker(page);
      const finished = uniquePerson("restart-finished");
      const finishedAnswers = newAnswers();
      const [intake, ...rest] = ceoSteps(page, finished, finishedAnswers, { keepPursuer: ["red"] });
      await intake!.run();
      await waitForSyncStatus(page, /^All answers uploaded/);

      await server.stop();
      await runSteps(rest);
      await page.getByText(SAVED_LOCALLY_TEXT).waitFor();
      // A second respondent on the same device gets as far as the instructions: a partial save queues.
      await page.getByRole("button", { name: "Start a new assessment" }).click();
      const partial = uniquePerson("restart-partial");
      await ceoSteps(page, partial, newAnswers())[0]!.run();
      await waitForSyncStatus(page, /^2 waiting to upload/);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);

      await server.start();
      const restartedAt = Date.now();
      await waitForSyncStatus(page, /^All answers uploaded/, 120_000);
      console.log(`queue delivered ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the server answered again`);

      const rows = server.query<StoredResponse>(
        `SELECT * FROM assessment_responses WHERE email IN ('${finished.email}', '${partial.email}') ORDER BY is_completed DESC`,
      );
      expect(rows.map((r) => [r.email, r.is_completed])).toEqual([
        [finished.email, 1],
        [partial.email, 0],
      ]);
      expectStoredRow(rows[0]!, "ceo", finishedAnswers, { culture: false });
      expect(rows[1]!.name).toBe(partial.name);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    } finally {
      await server.dispose();
    }
  });

  it(
    "a page reloaded once the server is back sends the queue at once, whatever the backoff had grown to",
    { timeout: 300_000 },
    async () => {
      const server = await startPrivateServer("outage-reload");
      try {
        const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1400 }, baseURL: server.url });
        await page.goto("/test/ceo");
        await waitForServiceWorker(page);
        await server.stop();
        const person = uniquePerson("outage-reload");
        await ceoSteps(page, person, newAnswers())[0]!.run();
        await waitForSyncStatus(page, /^1 waiting to upload/);
        expect(await page.evaluate(() => navigator.onLine)).toBe(true);

        // Failed tries 1 to 5 (2, 4, 8, 16 s apart): the wait before the next one is now 24-30 s.
        await pollUntil(
          () => outbox(page),
          ([item]) => (item?.attempts ?? 0) >= 5,
          120_000,
        );
        await server.start();
        const [item] = await outbox(page);
        const reloadedAt = Date.now();
        const backoffLeft = item!.nextAttemptAt - reloadedAt;
        console.log(
          `after ${item!.attempts} failed tries the next was ${(backoffLeft / 1000).toFixed(1)} s away when the page was reloaded`,
        );
        // Without this margin the old behaviour (wait out the backoff) could pass too: the server took too long to start.
        expect(backoffLeft).toBeGreaterThan(6_000);

        await page.reload();
        await waitForSyncStatus(page, /^All answers uploaded/, backoffLeft + 10_000);
        const arrivedAfter = Date.now() - reloadedAt;
        console.log(`the queued save arrived ${(arrivedAfter / 1000).toFixed(1)} s after the reload`);
        expect(arrivedAfter).toBeLessThan(Math.min(backoffLeft, 6_000));
        expect(server.query<{ name: string }>(`SELECT name FROM assessment_responses WHERE email = '${person.email}'`)).toEqual([
          { name: person.name },
        ]);
        await context.close();
      } finally {
        await server.dispose();
      }
    },
  );
});

// The server goes down while the browser stays online (no `online` event, and Chromium's Background
// Sync does not retry an unreachable server — STACK.md): the page's own timer must deliver the queue.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage, pageErrors } from "./browser";
import type { StoredResponse } from "./d1";
import { expectStoredRow } from "./expect-stored";
import { newAnswers } from "./flow-driver";
import { SAVED_LOCALLY_TEXT, ceoSteps, runSteps, uniquePerson, waitForServiceWorker, waitForSyncStatus } from "./offline-driver";
import { startPrivateServer } from "./private-server";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("server restart", () => {
  it("saves queued while the server is stopped all arrive once it is back", { timeout: 300_000 }, async () => {
    const server = await startPrivateServer("restart");
    try {
      const { page, context } = await newPage(browser, { viewport: { width: 1280, height: 1400 }, baseURL: server.url });
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
});

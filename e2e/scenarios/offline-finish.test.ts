// Offline from the instructions to the end, in every engine (docs/architecture.md#the-sync-protocol, docs/performance.md#quality-bars
// "offline", "engines"): the network switch cuts the browser off the server; Chromium and Firefox also go offline themselves
// (navigator.onLine false), WebKit cannot, so it meets the wifi-without-internet case (decision 017).
import { describe, expect, it } from "vitest";
import { useEngine, withPage } from "../engines/open";
import { expectStored } from "../support/expect-stored";
import {
  SAVED_LOCALLY_TEXT,
  UPLOADED_TEXT,
  answerPage,
  fillIntake,
  finishDemographics,
  newAnswers,
  rankByKeyboard,
  startAssessments,
  syncStatus,
  takeCultureTest,
  uniquePerson,
  waitForServiceWorker,
  waitForSyncStatus,
} from "./respondent";

const engine = useEngine();

describe("offline", () => {
  it("manager: offline from the instructions to the end, a reload on the way, then every answer arrives once", async () => {
    await withPage(engine(), async (page) => {
      const person = uniquePerson("offline-manager");
      const answers = newAnswers();
      await page.goto("/test/manager");
      await waitForServiceWorker(page);
      // What this engine offers the outbox (docs/offline.md, "Sync triggers per browser"), for the log.
      const features = await page.evaluate(async () => ({
        backgroundSync: "SyncManager" in window,
        webLocks: typeof navigator.locks?.request === "function",
        persisted: (await navigator.storage?.persisted?.()) ?? null,
      }));
      console.log(`${page.engine}: ${JSON.stringify(features)}`);
      await fillIntake(page, person);
      await waitForSyncStatus(page, /^All answers uploaded/);

      await page.setNetwork(false);
      if (page.browserKnowsOffline) await page.testId("sync-indicator").text("Offline").waitFor();
      await startAssessments(page);
      await rankByKeyboard(page);
      await answerPage(page, answers);
      // The app shell and this step's code come from the service worker's precache.
      await page.reload();
      await page.text("Page 2 of 3").waitFor();
      for (let i = 0; i < 2; i++) await answerPage(page, answers);
      await rankByKeyboard(page);
      for (let i = 0; i < 3; i++) await answerPage(page, answers);
      await takeCultureTest(page, answers);
      await finishDemographics(page, true);
      await page.text(SAVED_LOCALLY_TEXT).waitFor();
      // One response, so one save waiting (the outbox keeps only its newest revision).
      expect(await syncStatus(page).textContent()).toMatch(/^1 waiting to upload/);

      await page.setNetwork(true);
      await page.text(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
      await waitForSyncStatus(page, /^All answers uploaded/);
      expectStored(person.email, "manager", answers, { culture: true, survey: true });
      expect(await page.errors()).toEqual([]);
    });
  });
});

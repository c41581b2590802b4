// The step stays where it is while saves come and go. The status line above it once grew by its
// 'Sync now' button whenever a save waited and shrank when it left, right after every Next: the
// statements moved under a finger, and a tap landed beside the one it aimed at (WebKit, CI).
import { describe, expect, it } from "vitest";
import { animationsSettled } from "../support/animations-settled";
import { putDeviceMeta } from "../support/device-database";
import { DESKTOP, useEngine, withPage } from "../engines/open";
import type { Viewport } from "../engines/engine";
import type { Page } from "../engines/page";
import {
  fillIntake,
  rankByKeyboard,
  startAssessments,
  syncStatus,
  uniquePerson,
  waitForServiceWorker,
  waitForSyncStatus,
} from "./respondent";

const engine = useEngine();
const PHONE: Viewport = { width: 360, height: 640 };

/** Where the step's main landmark starts in the document, whatever the scroll, once it has risen in. */
async function stepTop(page: Page) {
  await page.evaluate(animationsSettled);
  return page.evaluate(() => Math.round(document.querySelector("main")!.getBoundingClientRect().top + window.scrollY));
}

describe("the step does not move when saves wait and leave", () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`${name}: uploaded, waiting offline, uploaded again`, async () => {
      await withPage(
        engine(),
        async (page) => {
          await page.goto("/test/ic");
          // Offline below needs the app's later steps from the precache, as on any device that has loaded it once.
          await waitForServiceWorker(page);
          await fillIntake(page, uniquePerson(`steady-${name}`));
          await startAssessments(page);
          await rankByKeyboard(page);
          // All three states on one step: the steps above it differ (the step indicator starts at Part 1).
          await page.text("Page 1 of 3").waitFor();
          await waitForSyncStatus(page, /^All answers uploaded · Last upload/);
          const uploaded = await stepTop(page);

          // Answers inside a step wait for its end 45 s (decision 073); 3 s here, so an engine that cannot tell it is
          // offline (WebKit behind the relay) tries, fails and says so soon, and sends soon once the network is back.
          await page.evaluate(putDeviceMeta, ["uploadHoldMs", 3000] as [string, unknown]);
          await page.setNetwork(false);
          // A rating is queued as it is given: one save now waits on the device (amber offline, quiet where the engine
          // does not know it is offline until a try fails).
          await page.css("button[data-placement]").first().click();
          await waitForSyncStatus(page, /^(\d+ waiting to upload|Saved on this device) · Last upload/);
          const waiting = await stepTop(page);

          // Chromium and Firefox try at once when they see the network back; WebKit at its next retry (≤ 30 s).
          await page.setNetwork(true);
          await waitForSyncStatus(page, /^All answers uploaded/);
          const uploadedAgain = await stepTop(page);

          expect({ waiting, uploadedAgain }).toEqual({ waiting: uploaded, uploadedAgain: uploaded });
          expect(await syncStatus(page).textContent()).toMatch(/^All answers uploaded · Last upload/);
          expect(await page.errors()).toEqual([]);
        },
        viewport,
      );
    });
  }
});

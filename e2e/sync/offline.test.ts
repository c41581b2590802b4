// Offline-first against the real app on the real `wrangler dev` (docs/architecture.md#the-sync-protocol, docs/performance.md#quality-bars
// "offline"), in Chromium only: the network is switched off in the browser (page and service worker alike) with
// `context.setOffline`. The offline finish + reconnect of every engine is e2e/scenarios/offline-finish.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFailed } from "vitest";
import { CATEGORIES } from "../../schema/constants";
import { launchPersistent, newPage, pageErrors, useBrowser } from "../support/browser";
import { uniquePerson } from "../support/fixtures";
import { expectStored } from "../support/expect-stored";
import { fillIntake, newAnswers } from "../support/flow-driver";
import {
  SAVED_LOCALLY_TEXT,
  UPLOADED_TEXT,
  ceoSteps,
  pollUntil,
  prng,
  readDeviceDatabase,
  setNetwork,
  waitForServiceWorker,
} from "../support/offline-driver";

const browser = useBrowser();

const viewport = { width: 1280, height: 1400 };

describe("offline", () => {
  // The network drops and returns between random steps and at random moments inside them (mid-request
  // too), and the page is reloaded once with the network off: the service worker serves the app shell.
  it.each([7, 42, 2026])("ceo, seed %i: random drops and an offline reload keep every answer, stored once", async (seed) => {
    const rng = prng(seed);
    const person = uniquePerson(`drops-${seed}`);
    const answers = newAnswers();
    const trace: string[] = [];
    const { page, context } = await newPage(browser(), { viewport });
    const consoleLines: string[] = [];
    page.on("console", (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
    onTestFailed(async () => {
      const screen = await page
        .locator("main")
        .innerText()
        .catch(() => "(no page)");
      console.log(`seed ${seed}: ${trace.join(" → ")}\n--- screen ---\n${screen}\n--- console ---\n${consoleLines.join("\n")}`);
    });
    await page.goto("/test/ceo");
    await waitForServiceWorker(page);

    const keepPursuer = CATEGORIES.filter(() => rng() < 0.4);
    const steps = ceoSteps(page, person, answers, { keepPursuer });
    const reloadBefore = 1 + Math.floor(rng() * (steps.length - 1));
    let online = true;
    const toggle = async (why: string) => {
      online = !online;
      trace.push(`${online ? "online" : "offline"} (${why})`);
      await setNetwork(context, online);
    };
    for (const [i, step] of steps.entries()) {
      if (i === reloadBefore) {
        if (online) await toggle("before reload");
        trace.push("reload");
        await page.reload();
      } else if (rng() < 0.4) await toggle("between steps");
      let during: Promise<void> | undefined;
      const timer = rng() < 0.35 ? setTimeout(() => (during = toggle(`during ${step.name}`)), Math.floor(rng() * 600)) : undefined;
      trace.push(step.name);
      await step.run();
      clearTimeout(timer);
      await during;
    }
    await page.getByText(online ? /Your answers (have been uploaded|are saved on this device)/ : SAVED_LOCALLY_TEXT).waitFor();
    if (!online) await toggle("at the end");
    await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
    expectStored(person.email, "ceo", answers, { culture: false });
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("opens cold with the network off after one online visit, and the flow works", async () => {
    const userDataDir = mkdtempSync(join(tmpdir(), "sociality-cold-"));
    try {
      const first = await launchPersistent(userDataDir, { viewport });
      const page = first.pages()[0] ?? (await first.newPage());
      await page.goto("/test/ic");
      await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      await waitForServiceWorker(page);
      // The statements were fetched while online and kept on the device.
      await pollUntil(
        () => readDeviceDatabase(page),
        (db) => (db.meta ?? "").includes("content:en"),
        30_000,
      );
      await first.close();

      const second = await launchPersistent(userDataDir, { viewport, offline: true });
      const cold = second.pages()[0] ?? (await second.newPage());
      await cold.goto("/test/ic");
      await cold.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      expect(await cold.evaluate(() => navigator.onLine)).toBe(false);
      await cold.getByTestId("sync-indicator").getByText("Offline", { exact: true }).waitFor();
      await fillIntake(cold, uniquePerson("cold-ic"));
      await cold.getByRole("button", { name: "Start Assessments" }).click();
      await cold.locator('[data-card-main="yellow"]').click();
      await cold.getByRole("dialog").getByText("I get a lift from being around lively people.").waitFor();
      expect(pageErrors(cold)).toEqual([]);
      await second.close();
    } finally {
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});

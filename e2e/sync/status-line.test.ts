// The status line tells the truth about answers given inside a step, and stays calm about it (decision 073,
// which superseded 047): online, answers wait on the device for their step's end and the line says they are
// saved there, in its quiet style; offline every answer waits on the device and the line says so; it never
// claims all is uploaded until the server holds them. Chromium, against the real app on `wrangler dev`.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1, responsesByEmail } from "../support/d1";
import { putDeviceMeta } from "../support/device-database";
import { uniquePerson } from "../support/fixtures";
import { answerCulture, answerPage, fillIntake, newAnswers, type Answers } from "../support/flow-driver";
import { rankPursuer, setNetwork, syncStatus, viewOneCard, waitForServiceWorker, waitForSyncStatus } from "../support/offline-driver";

const browser = useBrowser();

/** From the intake to the culture test's first question: three attraction pages, no pursuer card ranked. */
async function toCultureTest(page: Page, person: { name: string; email: string }, answers: Answers) {
  await fillIntake(page, person);
  await page.getByRole("button", { name: "Start Assessments" }).click();
  await viewOneCard(page, "Part 1");
  await page.getByRole("button", { name: "Continue" }).click();
  for (let i = 0; i < 3; i++) await answerPage(page, answers);
  // No pursuer card ranked: straight to the culture test, the last completed step 'pursuer-ranking-complete'.
  await rankPursuer(page, []);
  await page.getByRole("button", { name: "Start" }).click();
}

/** Whether the line wears its warning tint (amber or red) rather than its quiet muted text. */
const tinted = (page: Page) => page.getByTestId("sync-indicator").evaluate((el) => /amber|red/.test(el.className));

describe("the status line", () => {
  it("says answers given offline on the culture test are waiting, and uploaded once the server has them", async () => {
    const person = uniquePerson("status-line");
    const answers = newAnswers();
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto("/test/ic");
    await waitForServiceWorker(page);
    await toCultureTest(page, person, answers);
    await answerCulture(page, answers, 2);
    // Online, the two answers wait on the device for the culture test's end: safe there, and said so quietly.
    await waitForSyncStatus(page, /^Saved on this device/);
    expect(await tinted(page)).toBe(false);

    await setNetwork(context, false);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await answerCulture(page, answers, 1);
      await page.waitForTimeout(300);
      seen.push((await syncStatus(page).textContent()) ?? "");
    }
    expect(seen.filter((text) => !/^1 waiting to upload/.test(text))).toEqual([]);
    await expect(page.getByTestId("sync-indicator").getByText("Offline", { exact: true }).isVisible()).resolves.toBe(true);
    expect(await tinted(page)).toBe(true);

    // The network back sends at once, answers held for the step's end too.
    await setNetwork(context, true);
    await waitForSyncStatus(page, /^All answers uploaded/, 10_000);
    const [row] = responsesByEmail(person.email);
    expect(row).toMatchObject({ is_completed: 0 });
    expect(JSON.parse(row!.culture_compatibility_responses!)).toEqual(answers.culture);
    expect(Object.keys(answers.culture)).toHaveLength(7);
    expect(JSON.parse(row!.attraction_responses)).toEqual(answers.attraction);
    // Saved under the last step completed, not one the respondent has not reached.
    expect(queryD1(`SELECT last_step FROM assessment_responses WHERE id = '${row!.id}'`)).toEqual([
      { last_step: "pursuer-ranking-complete" },
    ]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("online mid-culture-test stays quiet while answers wait for the step's end, and the server holds them within the hold", async () => {
    // The app's hold is 45 s (plus the upload's 15 s: 60 s at most); the device's meta shortens it here to 4 s.
    const HOLD_MS = 4000;
    const person = uniquePerson("status-quiet");
    const answers = newAnswers();
    const { page } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto("/test/ic");
    await waitForServiceWorker(page);
    await toCultureTest(page, person, answers);
    await waitForSyncStatus(page, /^All answers uploaded/);
    await page.evaluate(putDeviceMeta, ["uploadHoldMs", HOLD_MS] as [string, unknown]);

    const saves: { sentAt: number; answeredAt?: number }[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/assessment/batch")) saves.push({ sentAt: Date.now() });
    });
    page.on("requestfinished", (r) => {
      if (r.url().endsWith("/api/assessment/batch")) saves.find((s) => s.answeredAt === undefined)!.answeredAt = Date.now();
    });
    // What a screen reader would hear: every change of the line's live region.
    await syncStatus(page).evaluate((el) => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      new MutationObserver(() => heard.push(el.textContent ?? "")).observe(el, { subtree: true, childList: true, characterData: true });
    });

    const given: number[] = [];
    const looks: { text: string; tinted: boolean }[] = [];
    for (let i = 0; i < 6; i++) {
      await answerCulture(page, answers, 1);
      given.push(Date.now());
      looks.push({ text: (await syncStatus(page).textContent()) ?? "", tinted: await tinted(page) });
      await page.waitForTimeout(400);
    }
    // Quiet the whole time: never amber, never "waiting", 'Sync now' not offered.
    expect(looks.filter((l) => l.tinted || !/^(Saved on this device|All answers uploaded)/.test(l.text))).toEqual([]);
    expect(await page.getByRole("button", { name: "Sync now" }).isVisible()).toBe(false);

    // Each answer reached the server within the hold (plus the request) of the first answer then waiting, in far
    // fewer requests than answers.
    await waitForSyncStatus(page, /^All answers uploaded/, 20_000);
    const onServerAfter = given.map((t) => {
      const save = saves.find((s) => s.sentAt > t && s.answeredAt !== undefined);
      return save ? save.answeredAt! - t : Infinity;
    });
    console.log(`answers on the server after ${onServerAfter.join(", ")} ms, in ${saves.length} requests`);
    expect(onServerAfter.filter((ms) => ms > HOLD_MS + 3000)).toEqual([]);
    expect(saves.length).toBeLessThanOrEqual(2);
    expect(JSON.parse(responsesByEmail(person.email)[0]!.culture_compatibility_responses!)).toEqual(answers.culture);

    // A screen reader heard the state change, not each answer: saved on the device, then uploaded (each at most twice,
    // if a hold ended mid-way).
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard.map((t) => t.replace(/ · .*/, "")));
    expect(heard.length).toBeLessThanOrEqual(4);
    expect(new Set(heard)).toEqual(new Set(["Saved on this device", "All answers uploaded"]));
    expect(pageErrors(page)).toEqual([]);
  });
});

// The status line tells the truth about answers given inside a step (docs/decisions/047-status-line.md):
// offline on the culture test, every answer waits on the device and the line says so; it never claims
// all is uploaded until the server holds them. Chromium, against the real app on `wrangler dev`.
import { describe, expect, it } from "vitest";
import { newPage, pageErrors, useBrowser } from "./browser";
import { queryD1, responsesByEmail } from "./d1";
import { uniquePerson } from "./fixtures";
import { answerCulture, answerPage, fillIntake, newAnswers } from "./flow-driver";
import { rankPursuer, setNetwork, syncStatus, viewOneCard, waitForServiceWorker, waitForSyncStatus } from "./offline-driver";

const browser = useBrowser();

describe("the status line", () => {
  it("says answers given offline on the culture test are waiting, and uploaded once the server has them", async () => {
    const person = uniquePerson("status-line");
    const answers = newAnswers();
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await page.goto("/test/ic");
    await waitForServiceWorker(page);
    await fillIntake(page, person);
    await page.getByRole("button", { name: "Start Assessments" }).click();
    await viewOneCard(page, "Part 1");
    await page.getByRole("button", { name: "Continue" }).click();
    for (let i = 0; i < 3; i++) await answerPage(page, answers);
    // No pursuer card ranked: straight to the culture test, the last completed step 'pursuer-ranking-complete'.
    await rankPursuer(page, []);
    await page.getByRole("button", { name: "Start" }).click();
    await answerCulture(page, answers, 2);
    await waitForSyncStatus(page, /^All answers uploaded/);

    await setNetwork(context, false);
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      await answerCulture(page, answers, 1);
      // Past the ~100 ms auto-save and its drain: what the line says once that try is over.
      await page.waitForTimeout(300);
      seen.push((await syncStatus(page).textContent()) ?? "");
    }
    expect(seen.filter((text) => !/^1 waiting to upload/.test(text))).toEqual([]);
    await expect(page.getByTestId("sync-indicator").getByText("Offline", { exact: true }).isVisible()).resolves.toBe(true);

    await setNetwork(context, true);
    await waitForSyncStatus(page, /^All answers uploaded/);
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
});

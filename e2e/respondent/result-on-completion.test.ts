// The result on the completion screen where the deployment wants one (decision 066): a private `wrangler dev` with
// RESULT_ON_COMPLETION=type-and-culture. The shared server runs with the default, none: every other test's completion
// screen, the kiosk's in e2e/kiosk/kiosk-idle.test.ts among them, shows no result. Chromium.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TITLES, type CategoryId } from "../../schema/constants";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { STAFF_PIN, uniquePerson } from "../support/fixtures";
import { answerCulture, answerPage, fillIntake, newAnswers, rankByKeyboard } from "../support/flow-driver";
import { ceoSteps, runSteps, setNetwork, SAVED_LOCALLY_TEXT, UPLOADED_TEXT, waitForServiceWorker } from "../support/offline-driver";
import { startPrivateServer, type PrivateServer } from "../support/private-server";

const browser = useBrowser();
let server: PrivateServer;
beforeAll(async () => {
  server = await startPrivateServer("result", { vars: { RESULT_ON_COMPLETION: "type-and-culture" } });
}, 120_000);
afterAll(() => server?.dispose());

type Stored = { final_type: string; culture_compatibility_scores: string | null };
const stored = (email: string) =>
  server.query<Stored>(`SELECT final_type, culture_compatibility_scores FROM assessment_responses WHERE email = '${email}'`)[0]!;
const colourOf = (part: "attraction" | "pursuer", title: string) =>
  (Object.keys(TITLES[part]) as CategoryId[]).find((c) => TITLES[part][c] === title);
const result = (page: Page) => page.getByRole("region", { name: "Your Sociality Type" });

describe("RESULT_ON_COMPLETION=type-and-culture", () => {
  it(
    "an IC sees both parts of the type the server scored, and their culture profile, above What's Next?",
    { timeout: 240_000 },
    async () => {
      const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, baseURL: server.url });
      const person = uniquePerson("result-ic");
      const answers = newAnswers();
      await page.goto("/test/ic");
      await fillIntake(page, person);
      await page.getByRole("button", { name: "Start Assessments" }).click();
      await rankByKeyboard(page);
      for (let i = 0; i < 3; i++) await answerPage(page, answers);
      await rankByKeyboard(page);
      for (let i = 0; i < 3; i++) await answerPage(page, answers);
      await page.getByRole("button", { name: "Start" }).click();
      await answerCulture(page, answers, 60);
      await page.getByRole("button", { name: "Skip and finish" }).click();
      await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });

      const section = result(page);
      await page.getByTestId("type-attraction").waitFor({ timeout: 30_000 });
      const row = stored(person.email);
      const finalType = JSON.parse(row.final_type) as { intrinsicAttraction: string; extrinsicPursuer: string };
      expect(await page.getByTestId("type-attraction").textContent()).toBe(finalType.intrinsicAttraction);
      expect(await page.getByTestId("type-pursuer").textContent()).toBe(finalType.extrinsicPursuer);
      const emblems = await section
        .locator("[data-type-part] [data-emblem]")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-emblem")));
      expect(emblems).toEqual([colourOf("attraction", finalType.intrinsicAttraction), colourOf("pursuer", finalType.extrinsicPursuer)]);
      const scores = JSON.parse(row.culture_compatibility_scores!) as Record<string, number>;
      for (const animal of ["rabbit", "dog", "cat"])
        expect(await page.getByTestId(`culture-${animal}`).textContent()).toBe(`${scores[animal]} of 20`);
      // Above What's Next?
      const order = await page.evaluate(() => {
        const [a, b] = [document.querySelector("[data-testid=result]")!, document.getElementById("whats-next")!];
        return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order).toBeTruthy();
      // A reload on the respondent's own device shows it again.
      await page.reload();
      await page.getByTestId("type-attraction").waitFor();
      expect(await page.getByTestId("type-attraction").textContent()).toBe(finalType.intrinsicAttraction);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );

  it(
    "a kiosk offline says the result will appear once the answers upload, shows it when they do, and Next respondent takes it away",
    { timeout: 180_000 },
    async () => {
      const { page, context } = await newPage(browser(), { viewport: { width: 768, height: 1024 }, baseURL: server.url });
      await page.goto("/test/ceo?kiosk=1");
      const pin = page.getByRole("dialog", { name: "Set a staff PIN for kiosk mode" });
      await pin.getByLabel("Staff PIN").fill(STAFF_PIN);
      await pin.getByRole("button", { name: "Start kiosk mode" }).click();
      await pin.waitFor({ state: "detached" });
      await waitForServiceWorker(page);
      const person = uniquePerson("result-kiosk");
      const steps = ceoSteps(page, person, newAnswers(), { keepPursuer: ["red"] });
      await runSteps(steps.slice(0, -1));
      await setNetwork(context, false);
      await runSteps(steps.slice(-1));
      await page.getByText(SAVED_LOCALLY_TEXT).waitFor();
      await result(page).getByText("Your result will appear here once your answers upload.").waitFor();

      await setNetwork(context, true);
      await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
      await page.getByTestId("type-pursuer").waitFor({ timeout: 30_000 });
      const finalType = JSON.parse(stored(person.email).final_type) as { intrinsicAttraction: string; extrinsicPursuer: string };
      expect(await page.getByTestId("type-attraction").textContent()).toBe(finalType.intrinsicAttraction);
      expect(await page.getByTestId("type-pursuer").textContent()).toBe("Controller");
      // A CEO takes no culture test: no chart.
      expect(await page.getByTestId("culture-chart").count()).toBe(0);

      await page.getByRole("button", { name: "Next respondent" }).click();
      await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
      expect(await page.getByText(finalType.intrinsicAttraction).count()).toBe(0);
      expect(await page.getByTestId("result").count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});

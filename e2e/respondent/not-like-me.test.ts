import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Audience, CategoryId } from "../../schema/constants";
import { readCsv } from "../../schema/export/csv";
import { checkA11y } from "../support/axe";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { responsesByEmail } from "../support/d1";
import { signIn, uniqueTag } from "../support/fixtures";
import { expectStored } from "../support/expect-stored";
import { answerCulture, answerPage, fillIntake, newAnswers, press, rankByDrag, rankByKeyboard, type Answers } from "../support/flow-driver";

const browser = useBrowser();

type Run = { page: Page; answers: Answers; a11y: string[] };

async function stepA11y(run: Run, step: string) {
  const violations = await checkA11y(run.page);
  run.a11y.push(...violations.map((v) => `${step}: ${v}`));
}

type FlowOptions = { keyboardOnly?: boolean; survey?: boolean; pursuerOrder?: CategoryId[] };

async function completeFlow(audience: Audience, email: string, opts: FlowOptions = {}) {
  // Tall enough that source and slot are both on screen: the drag needs no scrolling mid-way.
  const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1400 } });
  const run: Run = { page, answers: newAnswers(), a11y: [] };
  const kb = !!opts.keyboardOnly;
  await page.goto(`/test/${audience}`);
  await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
  await stepA11y(run, "intake");
  await fillIntake(page, { name: `E2E ${audience}`, email }, kb);
  await page.getByRole("heading", { name: "Assessment Instructions" }).waitFor();
  await stepA11y(run, "instructions");
  await press(page, page.getByRole("button", { name: "Start Assessments" }), kb);
  await page.getByRole("button", { name: "Continue" }).waitFor();
  await stepA11y(run, "attraction-ranking");
  const attractionOrder: CategoryId[] = ["red", "yellow", "blue"];
  if (kb) await rankByKeyboard(page);
  else await rankByDrag(page, attractionOrder);
  await page.getByText(/Page 1 of 3/).waitFor();
  await stepA11y(run, "attraction pages");
  for (let i = 0; i < 3; i++) await answerPage(page, run.answers, kb);
  await page.getByRole("heading", { name: /Drag to rank/ }).waitFor();
  const pursuerOrder = opts.pursuerOrder ?? ["blue", "red"];
  if (kb) await rankByKeyboard(page);
  else await rankByDrag(page, pursuerOrder);
  // No card ranked: the pursuer pages are skipped (docs/product.md#states-and-transitions).
  const pursuerPages = kb ? 3 : pursuerOrder.length;
  if (pursuerPages > 0) await page.getByText(new RegExp(`Page 1 of ${pursuerPages}`)).waitFor();
  for (let i = 0; i < pursuerPages; i++) await answerPage(page, run.answers, kb);
  if (audience !== "ceo") {
    await page.getByRole("button", { name: "Start" }).waitFor();
    await stepA11y(run, "culture instructions");
    await press(page, page.getByRole("button", { name: "Start" }), kb);
    await stepA11y(run, "culture question");
    await answerCulture(page, run.answers, 60, kb);
  }
  await page.getByRole("button", { name: "Skip and finish" }).waitFor();
  await stepA11y(run, "demographic opt-in");
  if (opts.survey) {
    await press(page, page.getByRole("button", { name: "Continue" }), kb);
    await page.getByLabel(/birth year/i).fill("1984");
    await stepA11y(run, "demographic survey");
    await press(page, page.getByRole("button", { name: "Next" }), kb);
  } else {
    await press(page, page.getByRole("button", { name: "Skip and finish" }), kb);
  }
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
  await page.getByText("Your answers have been uploaded.").waitFor({ timeout: 20_000 });
  await stepA11y(run, "completion");
  expect(pageErrors(page)).toEqual([]);
  await context.close();
  return run;
}

describe("all three Part 2 cards in 'Not Like Me At All' (Chromium: admin detail and CSV; the whole flows run in every engine in e2e/scenarios/)", () => {
  it("ceo: every Part 2 card in 'Not Like Me At All' is stored, scored Undetermined, shown and exported", async () => {
    const email = `${uniqueTag("ceo-not-like-me")}@e2e.example.com`;
    const run = await completeFlow("ceo", email, { pursuerOrder: [] });
    expectStored(email, "ceo", run.answers, { culture: false });
    const [row] = responsesByEmail(email);
    const ALL_4 = { yellow: 4, blue: 4, red: 4 };
    expect(JSON.parse(row!.page_rankings!)).toEqual({ attractionRanking: { red: 1, yellow: 2, blue: 3 }, pursuerRanking: ALL_4 });
    expect(JSON.parse(row!.final_type!)).toMatchObject({ extrinsicPursuer: "Undetermined" });

    const { page, context } = await newPage(browser());
    await signIn(page);
    // The email's unique tail: short enough for any search implementation.
    await page.getByLabel("Search responses").fill(email.split("@")[0]!.split("-").slice(-2).join("-"));
    await page.getByTestId("response-row").filter({ hasText: email }).getByRole("button", { name: "E2E ceo" }).click();
    const rankings = page.locator("section", { has: page.getByRole("heading", { name: "Page Rankings" }) });
    const pursuer = rankings.locator("div", { has: page.getByRole("heading", { name: "Part 2: Pursuer" }) }).last();
    await expect.poll(() => pursuer.textContent()).toContain('All "Not Like Me"');

    const csv = readCsv((await (await page.request.get("/api/admin/export.csv")).text()).replace(/^\uFEFF/, ""));
    const header = csv[0]!.fields;
    const exported = csv.find((r) => r.fields[0] === row!.id)!.fields;
    const cell = (name: string) => exported[header.indexOf(name)];
    expect(["Pursuer Yellow Rank", "Pursuer Blue Rank", "Pursuer Red Rank"].map(cell)).toEqual(["4", "4", "4"]);
    expect(cell("Extrinsic Pursuer Type")).toBe("Undetermined");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

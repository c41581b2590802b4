// Drives the respondent flow in the browser as a person would, recording what was answered.
import type { Locator, Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { CategoryId } from "../schema/constants";
import { parseCultureCsv } from "../schema/content";
import { intakeFields } from "../scripts/intake-fields.mjs";

const CULTURE = parseCultureCsv(readFileSync(join(import.meta.dirname, "../schema/content/en/culture.csv"), "utf8"));
const CULTURE_ID_BY_TEXT = new Map(CULTURE.map((s) => [s.text, s.id]));
/** The shipped culture statements' ids in file order (a final save carries all 60, issue 21). */
export const CULTURE_STATEMENT_IDS: readonly string[] = CULTURE.map((s) => s.id);

export type Answers = {
  attraction: Record<string, Record<string, number>>;
  pursuer: Record<string, Record<string, number>>;
  culture: Record<string, number>;
};

export const newAnswers = (): Answers => ({ attraction: {}, pursuer: {}, culture: {} });

export async function fillIntake(page: Page, person: { name: string; email: string }, keyboardOnly = false) {
  await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
  for (const [label, value] of intakeFields(person)) {
    if (keyboardOnly) {
      await page.getByLabel(label, { exact: false }).first().focus();
      await page.keyboard.type(value);
    } else await page.getByLabel(label, { exact: false }).first().fill(value);
  }
  await press(page, page.getByRole("button", { name: "Begin Assessment" }), keyboardOnly);
}

export async function press(page: Page, target: Locator, keyboardOnly: boolean) {
  if (!keyboardOnly) return target.click();
  await target.focus();
  await page.keyboard.press("Enter");
}

async function centre(l: Locator) {
  const box = await l.boundingBox();
  if (!box) throw new Error("element has no box");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real mouse drag (react-dnd touch backend with mouse events). */
export async function drag(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded();
  const a = await centre(from);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.move(a.x + 5, a.y + 5, { steps: 3 });
  await page.waitForTimeout(60);
  const b = await centre(to);
  await page.mouse.move(b.x, b.y, { steps: 12 });
  // A hand pauses and never stops dead on release; the touch backend settles its target on a last move.
  await page.waitForTimeout(100);
  await page.mouse.move(b.x + 2, b.y + 2, { steps: 2 });
  await page.waitForTimeout(60);
  await page.mouse.up();
}

const slot = (page: Page, index: number) => page.locator('ol[aria-label="Your ranking"] > li').nth(index);
const notLikeMeArea = (page: Page) =>
  page
    .locator("section", { has: page.getByRole("heading", { name: "Not Like Me At All" }) })
    .locator("> div")
    .last();

/** Opens one card's statements, then arranges the cards by dragging: `order` ranked, the rest 'not like me'. */
export async function rankByDrag(page: Page, order: CategoryId[]) {
  await page.getByRole("heading", { name: /Drag to rank/ }).waitFor();
  await page.locator('[data-card-main="yellow"]').click();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  for (const c of (["yellow", "blue", "red"] as CategoryId[]).filter((c) => !order.includes(c))) {
    await drag(page, page.locator(`[data-card-main="${c}"]`), notLikeMeArea(page));
    await page.locator(`ul[aria-label="Not like me at all"] [data-card="${c}"]`).waitFor();
  }
  for (const [index, c] of order.entries()) {
    await drag(page, page.locator(`[data-card-main="${c}"]`), slot(page, index));
    await slot(page, index).locator(`[data-card="${c}"]`).waitFor();
  }
  await page.getByRole("button", { name: "Continue" }).click();
}

/** Keyboard-only ranking: open a card with Enter, close it, use the move buttons. */
export async function rankByKeyboard(page: Page) {
  await page.getByRole("heading", { name: /Drag to rank/ }).waitFor();
  await press(page, page.locator('[data-card-main="blue"]'), true);
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await press(page, page.getByRole("button", { name: /Move Harmonizer up|Move Supporter up/ }), true);
  await press(page, page.getByRole("button", { name: "Continue" }), true);
}

/** Rates the current page's statements with a pattern and records it; returns the page's dataset and colour. */
export async function answerPage(page: Page, answers: Answers, keyboardOnly = false) {
  const header = page.getByText(/Page \d+ of \d+/);
  await header.waitFor();
  // The page title reads e.g. "Driver (Part 1, Red)".
  const title =
    (await page
      .getByRole("heading", { level: 2 })
      .filter({ hasText: /\(Part [12], (Yellow|Blue|Red)\)/ })
      .textContent()) ?? "";
  const [, part, colour] = title.match(/\(Part ([12]), (Yellow|Blue|Red)\)/)!;
  const dataset = part === "1" ? "attraction" : "pursuer";
  const category = colour!.toLowerCase();
  const bullets = page.locator("button[data-placement]");
  const count = await bullets.count();
  const ratings: Record<string, number> = {};
  for (let i = 0; i < count; i++) {
    const b = bullets.nth(i);
    const placement = (await b.getAttribute("data-placement"))!;
    const clicks = i % 3; // 0, 1 or 2 clicks: 'not me', 'identify', 'strongly'
    for (let k = 0; k < clicks; k++) await press(page, b, keyboardOnly);
    ratings[placement] = clicks;
  }
  answers[dataset][category] = ratings;
  await press(page, page.getByRole("button", { name: "Next" }), keyboardOnly);
  await page
    .getByRole("button", { name: "Saving..." })
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  return { dataset, category };
}

export async function answerCulture(page: Page, answers: Answers, count: number, keyboardOnly = false) {
  const codes = [1, 2, 3, 4, 6, 7, 8, 9];
  const labels = [
    "No, That's Not Me",
    "Wish This Was Me",
    "Used To, Not Anymore",
    "Strong No",
    "Yes, I Identify",
    "Wish This Wasn't Me",
    "Didn't Before, Do Now",
    "Strong Yes",
  ];
  for (let i = 0; i < count; i++) {
    const progress = page.getByText(/Question \d+ of 60/);
    await progress.waitFor();
    const n = Number((await progress.first().textContent())!.match(/Question (\d+)/)![1]);
    const text = (await page.locator("main p.card").first().textContent())!.trim();
    const id = CULTURE_ID_BY_TEXT.get(text);
    if (!id) throw new Error(`unknown culture statement on screen: ${text}`);
    const pick = (n * 7) % 8;
    await press(page, page.getByRole("button", { name: labels[pick]!, exact: true }), keyboardOnly);
    answers.culture[id] = codes[pick]!;
    if (n < 60) await page.getByText(`Question ${n + 1} of 60`).waitFor();
  }
}

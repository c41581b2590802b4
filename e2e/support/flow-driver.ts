// Drives the respondent flow in the browser as a person would, recording what was answered.
// In any language: `ui` (e2e/support/i18n.ts) gives the text on screen for each English message; English by default.
import type { Locator, Page } from "playwright-core";
import { CULTURE_CODES, PART_LABEL, TITLES, type CategoryId } from "../../schema/constants";
import { intakeFields } from "../../scripts/bench/intake-fields.mjs";
import { inLanguage, literally, readNumber, statementPageOf, type Ui } from "./i18n";

const english = inLanguage("en");
/** The shipped culture statements' ids in file order (a final save carries all 60, decision 029). */
export const CULTURE_STATEMENT_IDS: readonly string[] = english.culture.map((s) => s.id);

/**
 * The answer a respondent gives a culture statement: a rule of the statement (its place in the file), so the same
 * in every language and whatever order the questions come in.
 */
export function cultureAnswerFor(id: string) {
  return CULTURE_CODES[(CULTURE_STATEMENT_IDS.indexOf(id) * 7) % 8]!;
}

export type Answers = {
  attraction: Record<string, Record<string, number>>;
  pursuer: Record<string, Record<string, number>>;
  culture: Record<string, number>;
};

export const newAnswers = (): Answers => ({ attraction: {}, pursuer: {}, culture: {} });

export async function fillIntake(page: Page, person: { name: string; email: string }, keyboardOnly = false, ui = english) {
  await page.getByRole("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  for (const [label, value] of intakeFields(person)) {
    const field = page.getByLabel(ui.t(label), { exact: false }).first();
    if (keyboardOnly) {
      await field.focus();
      await page.keyboard.type(value);
    } else await field.fill(value);
  }
  await press(page, page.getByRole("button", { name: ui.t("Begin Assessment") }), keyboardOnly);
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

const slot = (page: Page, ui: Ui, index: number) => page.locator(`ol[aria-label="${ui.t("Your ranking")}"] > li`).nth(index);
const notLikeMeArea = (page: Page, ui: Ui) =>
  page
    .locator("section", { has: page.getByRole("heading", { name: ui.t("Not Like Me At All") }) })
    .locator("> div")
    .last();

/** The ranking's heading (its part's, when given): the part's name, then how to rank. */
export const rankingHeading = (page: Page, ui = english, part?: keyof typeof PART_LABEL) =>
  page.getByRole("heading", {
    name: new RegExp(
      `${part ? `${literally(ui.t(PART_LABEL[part]))}.*` : ""}${literally(ui.t("Drag to rank: Most Like Me → Least Like Me"))}`,
    ),
  });

/** The statement page's progress, "Page 1 of 6"; `page` only that page's. */
export const pageProgress = (page: Page, ui = english, number?: number) =>
  page.getByText(ui.pattern("Page {current} of {total}", number === undefined ? {} : { current: number }));

/** The culture test's progress, "Question 1 of 60"; `number` only that question's. */
export const questionProgress = (page: Page, ui = english, number?: number) =>
  page.getByText(ui.pattern("Question {number} of {count}", { count: 60, ...(number === undefined ? {} : { number }) }));

/** Opens one card's statements, then arranges the cards by dragging: `order` ranked, the rest 'not like me'. */
export async function rankByDrag(page: Page, order: CategoryId[], ui = english) {
  await rankingHeading(page, ui).waitFor();
  await page.locator('[data-card-main="yellow"]').click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: ui.t("Close") })
    .click();
  for (const c of (["yellow", "blue", "red"] as CategoryId[]).filter((c) => !order.includes(c))) {
    await drag(page, page.locator(`[data-card-main="${c}"]`), notLikeMeArea(page, ui));
    await page.locator(`ul[aria-label="${ui.t("Not like me at all")}"] [data-card="${c}"]`).waitFor();
  }
  for (const [index, c] of order.entries()) {
    await drag(page, page.locator(`[data-card-main="${c}"]`), slot(page, ui, index));
    await slot(page, ui, index).locator(`[data-card="${c}"]`).waitFor();
  }
  await page.getByRole("button", { name: ui.t("Continue") }).click();
}

/** Keyboard-only ranking: open a card with Enter, close it, use the move buttons. */
export async function rankByKeyboard(page: Page, ui = english) {
  await rankingHeading(page, ui).waitFor();
  await press(page, page.locator('[data-card-main="blue"]'), true);
  await page.getByRole("dialog").waitFor();
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  const moveUp = [TITLES.attraction.blue, TITLES.pursuer.blue].map((title) =>
    literally(ui.t("Move {title} up", { title: ui.piece(title) })),
  );
  await press(page, page.getByRole("button", { name: new RegExp(`^(${moveUp.join("|")})$`) }), true);
  await press(page, page.getByRole("button", { name: ui.t("Continue") }), true);
}

/** Rates the current page's statements with a pattern and records it; returns the page's dataset and colour. */
export async function answerPage(page: Page, answers: Answers, keyboardOnly = false, ui = english) {
  await pageProgress(page, ui).waitFor();
  // The page title reads e.g. "Driver (Part 1, Red)".
  await page.waitForFunction(() => document.querySelectorAll("button[data-placement]").length > 0);
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  const profile = statementPageOf(ui, headings);
  if (!profile) throw new Error(`no statement page's heading in ${ui.language} among ${JSON.stringify(headings)}`);
  const { dataset, category } = profile;
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
  await press(page, page.getByRole("button", { name: ui.t("Next") }), keyboardOnly);
  await page
    .getByRole("button", { name: ui.t("Saving...") })
    .waitFor({ state: "detached" })
    .catch(() => undefined);
  return { dataset, category };
}

export async function answerCulture(page: Page, answers: Answers, count: number, keyboardOnly = false, ui = english) {
  const idByText = new Map(ui.culture.map((s) => [s.text, s.id]));
  for (let i = 0; i < count; i++) {
    const progress = questionProgress(page, ui);
    await progress.waitFor();
    const n = readNumber((await progress.first().textContent())!.match(ui.pattern("Question {number} of {count}", { count: 60 }))![1]!);
    const text = (await page.locator("main p.card").first().textContent())!.trim();
    const id = idByText.get(text);
    if (!id) throw new Error(`unknown culture statement on screen: ${text}`);
    const { code, label } = cultureAnswerFor(id);
    await press(page, page.getByRole("button", { name: ui.t(label), exact: true }), keyboardOnly);
    answers.culture[id] = code;
    if (n < 60) await questionProgress(page, ui, n + 1).waitFor();
  }
}

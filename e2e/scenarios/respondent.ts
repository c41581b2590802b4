// A respondent in any engine: the steps of the flow as a person takes them, recording what was answered.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CATEGORIES, type CategoryId } from "../../schema/constants";
import { parseCultureCsv } from "../../schema/content";
import { intakeFields } from "../../scripts/intake-fields.mjs";
import { waitUntil, type Locator, type Page } from "../engines/page";
import type { Answers } from "../flow-driver";
import { dumpDeviceDatabase } from "../device-database";

export { newAnswers, type Answers } from "../flow-driver";
export { uniquePerson, type Person } from "../fixtures";

// The completion screen's two status texts (web/screens/completion/CompletionScreen.tsx).
export const SAVED_LOCALLY_TEXT = "Your answers are saved on this device and will upload automatically when you are back online.";
export const UPLOADED_TEXT = "Your answers have been uploaded.";

const CULTURE_ID_BY_TEXT = new Map(
  parseCultureCsv(readFileSync(join(import.meta.dirname, "../../schema/content/en/culture.csv"), "utf8")).map((s) => [s.text, s.id]),
);

/** Click, or focus and Enter for a keyboard-only respondent. */
export async function activate(target: Locator, keyboardOnly: boolean) {
  if (keyboardOnly) await target.press("Enter");
  else await target.click();
}

export async function fillIntake(page: Page, person: { name: string; email: string }, keyboardOnly = false) {
  await page.role("heading", { name: "Welcome to the Assessment" }).waitFor();
  for (const [label, value] of intakeFields(person)) await page.label(label, { exact: false }).first().fill(value);
  await activate(page.role("button", { name: "Begin Assessment" }), keyboardOnly);
  await page.role("heading", { name: "Assessment Instructions" }).waitFor();
}

export async function startAssessments(page: Page, keyboardOnly = false) {
  await activate(page.role("button", { name: "Start Assessments" }), keyboardOnly);
  await page.role("heading", { name: /Part 1.*Drag to rank/ }).waitFor();
}

const rankingHeading = (page: Page) => page.role("heading", { name: /Drag to rank/ });
const slot = (page: Page, index: number) => page.css('ol[aria-label="Your ranking"] > li').nth(index);
const notLikeMeArea = (page: Page) =>
  page
    .css("section")
    .filter({ has: page.role("heading", { name: "Not Like Me At All" }) })
    .css(":scope > div")
    .nth(-1);

/** Opens one card's statements and closes them again: Continue needs at least one card viewed. */
export async function viewOneCard(page: Page, keyboardOnly = false) {
  await rankingHeading(page).waitFor();
  await activate(page.css('[data-card-main="yellow"]'), keyboardOnly);
  const dialog = page.role("dialog");
  await dialog.waitFor();
  if (keyboardOnly) await page.press("Escape");
  else await dialog.role("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
}

// A statement page, the culture test or the opt-in follows a ranking, never another ranking.
async function continueFromRanking(page: Page, keyboardOnly: boolean) {
  await activate(page.role("button", { name: "Continue" }), keyboardOnly);
  await rankingHeading(page).waitFor({ state: "detached" });
}

/** Arranges the cards with the mouse: `order` ranked top down, the rest dragged to 'Not like me'. */
export async function rankByDrag(page: Page, order: CategoryId[]) {
  await viewOneCard(page);
  for (const c of CATEGORIES.filter((c) => !order.includes(c))) {
    await page.drag(page.css(`[data-card-main="${c}"]`), notLikeMeArea(page));
    await page.css(`ul[aria-label="Not like me at all"] [data-card="${c}"]`).waitFor();
  }
  for (const [index, c] of order.entries()) {
    await page.drag(page.css(`[data-card-main="${c}"]`), slot(page, index));
    await slot(page, index).css(`[data-card="${c}"]`).waitFor();
  }
  await continueFromRanking(page, false);
}

/** By keyboard alone: open a card with Enter, close it with Escape, move one card up with its button. */
export async function rankByKeyboard(page: Page) {
  await viewOneCard(page, true);
  await page.role("button", { name: /Move (Harmonizer|Supporter) up/ }).press("Enter");
  await page
    .role("status")
    .filter({ hasText: /is now ranked 1st/ })
    .waitFor({ state: "attached" });
  await continueFromRanking(page, true);
}

/** The pursuer ranking with the buttons: every card not in `keep` to 'Not like me'. */
export async function rankWithButtons(page: Page, keep: CategoryId[]) {
  await viewOneCard(page);
  for (const c of CATEGORIES.filter((c) => !keep.includes(c))) {
    await page.css(`[data-card-action="${c}:not-like-me"]`).click();
    await page.css(`ul[aria-label="Not like me at all"] [data-card="${c}"]`).waitFor();
  }
  await continueFromRanking(page, false);
}

/** How many presses each statement gets (0 'not me', 1 'identify', 2 'strongly'), by its position. */
export type RatingPattern = (index: number) => 0 | 1 | 2;
export const everyThird: RatingPattern = (i) => (i % 3) as 0 | 1 | 2;

/**
 * Taps a statement's bullet until it shows `target` (from whatever it shows now: it cycles 0 → 1 → 2 → 0).
 * Each tap is seen on screen before the next, so a lost tap fails here, naming its statement.
 */
export async function rateStatement(bullet: Locator, target: 0 | 1 | 2, keyboardOnly = false) {
  const placement = await bullet.getAttribute("data-placement");
  let shown = Number(await bullet.getAttribute("data-rating"));
  while (shown !== target) {
    await activate(bullet, keyboardOnly);
    const next = (shown + 1) % 3;
    await waitUntil(
      `statement ${placement} rated ${next}`,
      () => bullet.getAttribute("data-rating"),
      (r) => r === String(next),
    );
    shown = next;
  }
}

/**
 * Rates the statement page on screen to `pattern` (from whatever it shows, e.g. after a reload),
 * records it, presses Next and waits until the page has moved on.
 */
export async function answerPage(page: Page, answers: Answers, opts: { pattern?: RatingPattern; keyboardOnly?: boolean } = {}) {
  const pattern = opts.pattern ?? everyThird;
  const header = page.text(/^Page \d+ of \d+$/);
  const headerText = await header.textContent();
  const title = await page.role("heading", { level: 2, name: /\(Part [12], (Yellow|Blue|Red)\)/ }).textContent();
  const [, part, colour] = title.match(/\(Part ([12]), (Yellow|Blue|Red)\)/)!;
  const bullets = page.css("button[data-placement]");
  await bullets.first().waitFor();
  const placements = await bullets.allAttributes("data-placement");
  const ratings: Record<string, number> = {};
  for (const [i, placement] of placements.entries()) {
    await rateStatement(bullets.nth(i), pattern(i), !!opts.keyboardOnly);
    ratings[placement!] = pattern(i);
  }
  await waitUntil(
    "the ratings on screen",
    () => bullets.allAttributes("data-rating"),
    (r) => r.every((v, i) => Number(v) === pattern(i)),
  );
  answers[part === "1" ? "attraction" : "pursuer"][colour!.toLowerCase()] = ratings;
  await activate(page.role("button", { name: "Next" }), !!opts.keyboardOnly);
  await page.text(headerText).waitFor({ state: "detached" });
}

const CULTURE_CODES = [1, 2, 3, 4, 6, 7, 8, 9];
const CULTURE_LABELS = [
  "No, That's Not Me",
  "Wish This Was Me",
  "Used To, Not Anymore",
  "Strong No",
  "Yes, I Identify",
  "Wish This Wasn't Me",
  "Didn't Before, Do Now",
  "Strong Yes",
];

/** Answers `count` culture questions from the one on screen, each by a rule of its number. */
export async function answerCulture(page: Page, answers: Answers, count: number, keyboardOnly = false) {
  for (let i = 0; i < count; i++) {
    const progress = await page.text(/^Question \d+ of 60$/).textContent();
    const n = Number(progress.match(/Question (\d+)/)![1]);
    const text = await page.css("main p.card").first().textContent();
    const id = CULTURE_ID_BY_TEXT.get(text);
    if (!id) throw new Error(`unknown culture statement on screen: ${text}`);
    const pick = (n * 7) % 8;
    await activate(page.role("button", { name: CULTURE_LABELS[pick]! }), keyboardOnly);
    answers.culture[id] = CULTURE_CODES[pick]!;
    await page.text(n < 60 ? `Question ${n + 1} of 60` : progress).waitFor({ state: n < 60 ? "visible" : "detached" });
  }
}

/** From the culture instructions (or its first question, once started) to the opt-in: all 60 questions. */
export async function takeCultureTest(page: Page, answers: Answers, keyboardOnly = false, opts: { started?: boolean } = {}) {
  if (!opts.started) await activate(page.role("button", { name: "Start" }), keyboardOnly);
  await answerCulture(page, answers, 60, keyboardOnly);
}

/** The demographic opt-in: skip, or fill the birth year and send the survey. */
export async function finishDemographics(page: Page, survey: boolean, keyboardOnly = false) {
  await page.role("button", { name: "Skip and finish" }).waitFor();
  if (survey) {
    await activate(page.role("button", { name: "Continue" }), keyboardOnly);
    await page.label(/birth year/i).fill("1984");
    await activate(page.role("button", { name: "Next" }), keyboardOnly);
  } else await activate(page.role("button", { name: "Skip and finish" }), keyboardOnly);
  await page.role("heading", { name: "Assessment Complete!" }).waitFor();
}

/** Resolves once the service worker is active and controls this page (the precache is complete). */
export async function waitForServiceWorker(page: Page) {
  await waitUntil(
    "the service worker to control the page",
    () => page.evaluate(() => !!navigator.serviceWorker?.controller),
    (controlled) => controlled,
  );
}

/** The upload status line's text, e.g. "3 waiting to upload" or "All answers uploaded". */
export const syncStatus = (page: Page) => page.testId("sync-indicator").role("status");

export async function waitForSyncStatus(page: Page, text: RegExp, timeout = 60_000) {
  await waitUntil(
    `the status line to read ${text}`,
    () => syncStatus(page).textContent(),
    (t) => text.test(t),
    timeout,
  );
}

/** Every record of every object store of the app's IndexedDB database ('sociality'), as JSON text. */
export function readDeviceDatabase(page: Page): Promise<Record<string, string>> {
  return page.evaluate(dumpDeviceDatabase);
}

/** How many presses each statement gets in a quick run: a few ratings, mostly 'not me'. */
export const sparse: RatingPattern = (i) => (i % 5 === 0 ? 1 : i % 7 === 3 ? 2 : 0);

/**
 * A quick ceo from the intake to the completion screen: default attraction order (one card viewed),
 * its three pages rated `sparse`, every pursuer card 'Not like me', demographics skipped.
 */
export async function quickCeo(page: Page, person: { name: string; email: string }, answers: Answers) {
  await fillIntake(page, person);
  await startAssessments(page);
  await viewOneCard(page);
  await continueFromRanking(page, false);
  for (let i = 0; i < 3; i++) await answerPage(page, answers, { pattern: sparse });
  await rankWithButtons(page, []);
  await finishDemographics(page, false);
}

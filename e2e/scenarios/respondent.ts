// A respondent in any engine: the steps of the flow as a person takes them, recording what was answered.
// In any language: `ui` (e2e/support/i18n.ts) gives the text on screen for each English message; English by default.
import { CATEGORIES, NOT_LIKE_ME, PART_LABEL, TITLES, type Audience, type CategoryId } from "../../schema/constants";
import type { Language } from "../../schema/assessment/languages";
import type { Ranking } from "../../schema/assessment/ranking";
import { intakeFields } from "../../scripts/bench/intake-fields.mjs";
import { waitUntil, type Locator, type Page } from "../engines/page";
import { cultureAnswerFor, newAnswers, type Answers } from "../support/flow-driver";
import { dumpDeviceDatabase } from "../support/device-database";
import { inLanguage, literally, normalise, readNumber, statementPageOf, type Ui } from "../support/i18n";

export { newAnswers, type Answers } from "../support/flow-driver";
export { uniquePerson, type Person } from "../support/fixtures";
import { uniquePerson, type Person } from "../support/fixtures";

// The completion screen's two status texts (web/screens/completion/CompletionScreen.tsx).
export const SAVED_LOCALLY_TEXT = "Your answers are saved on this device and will upload automatically when you are back online.";
export const UPLOADED_TEXT = "Your answers have been uploaded.";

const english = inLanguage("en");

/** Click, or focus and Enter for a keyboard-only respondent. */
export async function activate(target: Locator, keyboardOnly: boolean) {
  if (keyboardOnly) await target.press("Enter");
  else await target.click();
}

export async function fillIntake(page: Page, person: { name: string; email: string }, keyboardOnly = false, ui = english) {
  await page.role("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  for (const [label, value] of intakeFields(person)) await page.label(ui.t(label), { exact: false }).first().fill(value);
  await activate(page.role("button", { name: ui.t("Begin Assessment") }), keyboardOnly);
  await page.role("heading", { name: ui.t("Assessment Instructions") }).waitFor();
}

export async function startAssessments(page: Page, keyboardOnly = false, ui = english) {
  await activate(page.role("button", { name: ui.t("Start Assessments") }), keyboardOnly);
  await rankingHeading(page, ui, "attraction").waitFor();
}

const DRAG_TO_RANK = "Drag to rank: Most Like Me → Least Like Me";
/** The ranking's heading (its part's, when given): the part's name, then how to rank. */
const rankingHeading = (page: Page, ui: Ui, part?: keyof typeof PART_LABEL) =>
  page.role("heading", { name: new RegExp(`${part ? `${literally(ui.t(PART_LABEL[part]))}.*` : ""}${literally(ui.t(DRAG_TO_RANK))}`) });
const slot = (page: Page, ui: Ui, index: number) => page.css(`ol[aria-label="${ui.t("Your ranking")}"] > li`).nth(index);
const notLikeMeList = (page: Page, ui: Ui) => page.css(`ul[aria-label="${ui.t("Not like me at all")}"]`);
const notLikeMeArea = (page: Page, ui: Ui) =>
  page
    .css("section")
    .filter({ has: page.role("heading", { name: ui.t("Not Like Me At All") }) })
    .css(":scope > div")
    .nth(-1);

/** Opens one card's statements and closes them again: Continue needs at least one card viewed. */
export async function viewOneCard(page: Page, keyboardOnly = false, ui = english) {
  await rankingHeading(page, ui).waitFor();
  await activate(page.css('[data-card-main="yellow"]'), keyboardOnly);
  const dialog = page.role("dialog");
  await dialog.waitFor();
  if (keyboardOnly) await page.press("Escape");
  else await dialog.role("button", { name: ui.t("Close") }).click();
  await dialog.waitFor({ state: "detached" });
}

// A statement page, the culture test or the opt-in follows a ranking, never another ranking.
async function continueFromRanking(page: Page, keyboardOnly: boolean, ui: Ui) {
  await activate(page.role("button", { name: ui.t("Continue") }), keyboardOnly);
  await rankingHeading(page, ui).waitFor({ state: "detached" });
}

/** Arranges the cards with the mouse: `order` ranked top down, the rest dragged to 'Not like me'. */
export async function rankByDrag(page: Page, order: CategoryId[], ui = english) {
  await viewOneCard(page, false, ui);
  for (const c of CATEGORIES.filter((c) => !order.includes(c))) {
    await page.drag(page.css(`[data-card-main="${c}"]`), notLikeMeArea(page, ui));
    await notLikeMeList(page, ui).css(`[data-card="${c}"]`).waitFor();
  }
  for (const [index, c] of order.entries()) {
    await page.drag(page.css(`[data-card-main="${c}"]`), slot(page, ui, index));
    await slot(page, ui, index).css(`[data-card="${c}"]`).waitFor();
  }
  await continueFromRanking(page, false, ui);
}

/** By keyboard alone: open a card with Enter, close it with Escape, move the blue card up with its button. */
export async function rankByKeyboard(page: Page, ui = english) {
  await viewOneCard(page, true, ui);
  const titles = [TITLES.attraction.blue, TITLES.pursuer.blue].map((title) => ui.piece(title));
  const moveUp = titles.map((title) => literally(ui.t("Move {title} up", { title }))).join("|");
  await page.role("button", { name: new RegExp(`^(${moveUp})$`) }).press("Enter");
  // "Harmonizer is now ranked 1st, Most Like Me.", whichever slot's name.
  const first = literally(ui.piece("{position, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { position: 1 }));
  const announced = titles
    .map((title) => ui.piece("{title} is now ranked {position}, {name}.", { title, position: "\u0000", name: "\u0001" }))
    .map((said) => normalise(literally(said).replace("\u0000", first).replace("\u0001", ".*")))
    .join("|");
  await page
    .role("status")
    .filter({ hasText: new RegExp(announced) })
    .waitFor({ state: "attached" });
  await continueFromRanking(page, true, ui);
}

/** The pursuer ranking with the buttons: every card not in `keep` to 'Not like me'. */
export async function rankWithButtons(page: Page, keep: CategoryId[], ui = english) {
  await viewOneCard(page, false, ui);
  for (const c of CATEGORIES.filter((c) => !keep.includes(c))) {
    await page.css(`[data-card-action="${c}:not-like-me"]`).click();
    await notLikeMeList(page, ui).css(`[data-card="${c}"]`).waitFor();
  }
  await continueFromRanking(page, false, ui);
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
export async function answerPage(page: Page, answers: Answers, opts: { pattern?: RatingPattern; keyboardOnly?: boolean; ui?: Ui } = {}) {
  const pattern = opts.pattern ?? everyThird;
  const ui = opts.ui ?? english;
  const header = page.text(ui.pattern("Page {current} of {total}"));
  const headerText = await header.textContent();
  // The profile's heading, e.g. "Driver (Part 1, Red)".
  const shown = await waitUntil(
    "a statement page's heading",
    async () => statementPageOf(ui, await page.role("heading", { level: 2 }).allTextContents()),
    (profile) => profile !== undefined,
  );
  const { dataset, category } = shown!;
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
  answers[dataset][category] = ratings;
  await activate(page.role("button", { name: ui.t("Next") }), !!opts.keyboardOnly);
  await page.text(headerText).waitFor({ state: "detached" });
}

/** Answers `count` culture questions from the one on screen, each by a rule of its statement. */
export async function answerCulture(page: Page, answers: Answers, count: number, keyboardOnly = false, ui = english) {
  const idByText = new Map(ui.culture.map((s) => [s.text, s.id]));
  const question = (numbers?: { number: number }) => ui.pattern("Question {number} of {count}", { count: 60, ...numbers });
  for (let i = 0; i < count; i++) {
    const progress = await page.text(question()).textContent();
    const n = readNumber(progress.match(question())![1]!);
    const text = await page.css("main p.card").first().textContent();
    const id = idByText.get(text);
    if (!id) throw new Error(`unknown culture statement on screen: ${text}`);
    const { code, label } = cultureAnswerFor(id);
    await activate(page.role("button", { name: ui.t(label) }), keyboardOnly);
    answers.culture[id] = code;
    if (n < 60) await page.text(question({ number: n + 1 })).waitFor();
    else await page.text(progress).waitFor({ state: "detached" });
  }
}

/** From the culture instructions (or its first question, once started) to the opt-in: all 60 questions. */
export async function takeCultureTest(page: Page, answers: Answers, keyboardOnly = false, opts: { started?: boolean; ui?: Ui } = {}) {
  const ui = opts.ui ?? english;
  if (!opts.started) await activate(page.role("button", { name: ui.t("Start") }), keyboardOnly);
  await answerCulture(page, answers, 60, keyboardOnly, ui);
}

/** The demographic opt-in: skip, or fill the birth year and send the survey. */
export async function finishDemographics(page: Page, survey: boolean, keyboardOnly = false, ui = english) {
  await page.role("button", { name: ui.t("Skip and finish") }).waitFor();
  if (survey) {
    await activate(page.role("button", { name: ui.t("Continue") }), keyboardOnly);
    await page.label(ui.t("Birth year"), { exact: false }).fill("1984");
    await activate(page.role("button", { name: ui.t("Next") }), keyboardOnly);
  } else await activate(page.role("button", { name: ui.t("Skip and finish") }), keyboardOnly);
  await page.role("heading", { name: ui.t("Assessment Complete!") }).waitFor();
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
  await continueFromRanking(page, false, english);
  for (let i = 0; i < 3; i++) await answerPage(page, answers, { pattern: sparse });
  await rankWithButtons(page, []);
  await finishDemographics(page, false);
}

type PageRankings = { attractionRanking: Ranking; pursuerRanking: Ranking };
export type FlowRun = { person: Person; answers: Answers; rankings: PageRankings; language: Language };

/**
 * One whole flow as a person takes it, in `ui`'s language (`?lang=` on the link): the intake, the instructions,
 * both rankings (dragged, or by keyboard alone), every statement page, the culture test (not the ceo's), the
 * opt-in (the survey, or skipped) and the completion once uploaded. `atEachScreen` sees each kind of screen
 * (axe). The answers follow fixed rules, so two runs in any languages store the same record.
 */
export async function completeFlow(
  page: Page,
  audience: Audience,
  opts: { keyboardOnly?: boolean; survey?: boolean; ui?: Ui; atEachScreen?: (screen: string) => Promise<void> } = {},
): Promise<FlowRun> {
  const kb = !!opts.keyboardOnly;
  const ui = opts.ui ?? english;
  const at = opts.atEachScreen ?? (async () => undefined);
  const person = uniquePerson(audience);
  const answers = newAnswers();
  const progress = (number: number, total: number) => page.text(ui.pattern("Page {current} of {total}", { current: number, total }));

  await page.goto(`/test/${audience}${ui.query}`);
  await page.role("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  await at("intake");
  await fillIntake(page, person, kb, ui);
  await at("instructions");
  await startAssessments(page, kb, ui);
  await at("attraction ranking");
  if (kb) await rankByKeyboard(page, ui);
  else await rankByDrag(page, ["red", "yellow", "blue"], ui);
  await progress(1, 3).waitFor();
  await at("attraction page");
  for (let i = 0; i < 3; i++) await answerPage(page, answers, { keyboardOnly: kb, ui });
  if (kb) await rankByKeyboard(page, ui);
  else await rankByDrag(page, ["blue", "red"], ui);
  const pursuerPages = kb ? 3 : 2;
  await progress(1, pursuerPages).waitFor();
  for (let i = 0; i < pursuerPages; i++) await answerPage(page, answers, { keyboardOnly: kb, ui });
  if (audience !== "ceo") {
    const start = page.role("button", { name: ui.t("Start") });
    await start.waitFor();
    await at("culture instructions");
    await activate(start, kb);
    await page.text(ui.pattern("Question {number} of {count}", { number: 1, count: 60 })).waitFor();
    await at("culture question");
    await takeCultureTest(page, answers, kb, { started: true, ui });
  }
  await page.role("button", { name: ui.t("Skip and finish") }).waitFor();
  await at("demographic opt-in");
  await finishDemographics(page, !!opts.survey, kb, ui);
  await page.text(ui.t(UPLOADED_TEXT)).waitFor({ timeout: 30_000 });
  await at("completion");
  // By keyboard the blue card moved up, in both parts; dragged, the orders above (yellow 'not like me' in part 2).
  const rankings: PageRankings = kb
    ? { attractionRanking: { blue: 1, yellow: 2, red: 3 }, pursuerRanking: { blue: 1, yellow: 2, red: 3 } }
    : { attractionRanking: { red: 1, yellow: 2, blue: 3 }, pursuerRanking: { blue: 1, red: 2, yellow: NOT_LIKE_ME } };
  return { person, answers, rankings, language: ui.flowLanguage };
}

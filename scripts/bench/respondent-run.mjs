// One respondent through the real UI (playwright-core, a fresh browser context: a first visit on a new device), at a
// bot's pace or a person's, optionally with two offline periods, watching every save the browser sends. Shared by
// `npm run bench:requests` (scripts/bench/bench-requests.mjs) and the request-count e2e test (e2e/sync/requests.test.ts).
import { intakeFields } from "./intake-fields.mjs";

/** A person's pace (decision 073's bench): a culture answer every 4 s, a statement page every 25 s. */
export const PERSON = { cultureAnswerMs: 4000, pageMs: 25_000 };
/** Statements rated per page: 6 pages × 3 = 18 ratings, a typical respondent. */
const RATINGS_PER_PAGE = 3;
const PAGES = 6;
/** Each part counts its own pages (decision 067): "Page 1 of 3" opens both. */
const PAGES_PER_PART = 3;
const CULTURE = 60;

/**
 * Every answer the save carries: culture answers plus the sum of statement ratings. Each tap of the run adds exactly
 * one (a statement is rated once, 0 → 1), so the k-th tap is on the server once an acknowledged save counts ≥ k.
 */
export function answersIn(save) {
  const ratings = (responses) =>
    Object.values(responses ?? {}).reduce((sum, category) => sum + Object.values(category).reduce((a, b) => a + b, 0), 0);
  return Object.keys(save.cultureCompatibilityResponses ?? {}).length + ratings(save.attractionResponses) + ratings(save.pursuerResponses);
}

/**
 * Records every batch save the context sends (its page and its service worker): when it left, when its answer
 * came (status), and how many answers it carried. Returns the list, filled as requests go.
 */
export function watchSaves(context) {
  const saves = [];
  const byRequest = new Map();
  context.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith("/api/assessment/batch")) return;
    let answers = 0;
    try {
      for (const save of JSON.parse(request.postData() ?? "{}").saves ?? []) answers = Math.max(answers, answersIn(save));
    } catch {
      // not ours to judge: the server answers it
    }
    const entry = { sentAt: Date.now(), answeredAt: null, status: null, answers };
    saves.push(entry);
    byRequest.set(request, entry);
  });
  const settle = async (request, failed) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    entry.answeredAt = Date.now();
    entry.status = failed ? 0 : ((await request.response().catch(() => null))?.status() ?? 0);
  };
  context.on("requestfinished", (request) => void settle(request, false));
  context.on("requestfailed", (request) => void settle(request, true));
  return saves;
}

/**
 * The longest time any answer given while online was only on the device: from its tap to the answer of the first
 * save that carried it and was acknowledged (200). Taps whose wait overlaps an offline period are left out (offline,
 * answers are meant to wait); an answer never acknowledged counts as Infinity.
 */
export function longestOnDevice(taps, saves, offline) {
  let longest = 0;
  for (const tap of taps) {
    const save = saves.find((s) => s.status === 200 && s.sentAt >= tap.at && s.answers >= tap.answers);
    const until = save ? save.answeredAt : Infinity;
    if (offline.some(([from, to]) => from < until && (to ?? Infinity) > tap.at)) continue;
    longest = Math.max(longest, until - tap.at);
  }
  return longest;
}

const sleepUntil = (at) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/**
 * Takes `audience`'s whole flow on `page`: the intake, both rankings (viewing one card), six statement pages with
 * three ratings each, for managers and ICs the 60 culture answers and the demographic survey, for a CEO "Skip and
 * finish". `pace` "person" waits PERSON's times × `scale`. `offlinePeriods`: two (attraction pages 1–2; culture
 * questions 21–35, or a CEO's pursuer pages 4–5), through `setOffline`. Resolves once the completion screen shows,
 * with the taps (time, answers so far) and the offline periods.
 */
export async function runRespondent(page, { audience, person, pace = "bot", scale = 1, offlinePeriods = false, setOffline }) {
  const taps = [];
  const offline = [];
  let answers = 0;
  const goOffline = async () => {
    await setOffline(true);
    offline.push([Date.now(), null]);
  };
  const goOnline = async () => {
    await setOffline(false);
    offline.at(-1)[1] = Date.now();
  };
  const tap = async (button) => {
    await button.click();
    answers++;
    taps.push({ at: Date.now(), answers });
  };

  await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
  for (const [label, value] of intakeFields(person)) await page.getByLabel(label, { exact: false }).first().fill(value);
  await page.getByRole("button", { name: "Begin Assessment" }).click();
  await page.getByRole("button", { name: "Start Assessments" }).click();

  const ranking = async (part) => {
    await page.getByRole("heading", { name: new RegExp(`${part}.*Drag to rank`) }).waitFor();
    await page.locator('[data-card-main="yellow"]').click();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Continue" }).click();
  };
  const statementPage = async (n) => {
    const start = Date.now();
    const header = page.getByText(`Page ${((n - 1) % PAGES_PER_PART) + 1} of ${PAGES_PER_PART}`, { exact: true });
    await header.waitFor();
    for (let i = 0; i < RATINGS_PER_PAGE; i++) {
      if (pace === "person") await sleepUntil(start + ((i + 1) * PERSON.pageMs * scale) / (RATINGS_PER_PAGE + 2));
      const bullet = page.locator("main button[data-placement]").nth(i * 2);
      await tap(bullet);
      await bullet.and(page.locator('[data-rating="1"]')).waitFor();
    }
    if (pace === "person") await sleepUntil(start + PERSON.pageMs * scale);
    await page.getByRole("button", { name: "Next" }).click();
    await header.waitFor({ state: "detached" });
  };

  await ranking("Part 1");
  for (let n = 1; n <= PAGES_PER_PART; n++) {
    if (offlinePeriods && n === 1) await goOffline();
    await statementPage(n);
    if (offlinePeriods && n === 2) await goOnline();
  }
  await ranking("Part 2");
  for (let n = PAGES_PER_PART + 1; n <= PAGES; n++) {
    if (offlinePeriods && audience === "ceo" && n === 4) await goOffline();
    await statementPage(n);
    if (offlinePeriods && audience === "ceo" && n === 5) await goOnline();
  }

  if (audience !== "ceo") {
    await page.getByRole("button", { name: "Start", exact: true }).click();
    const start = Date.now();
    for (let q = 1; q <= CULTURE; q++) {
      await page.getByText(`Question ${q} of ${CULTURE}`, { exact: true }).waitFor();
      if (offlinePeriods && q === 21) await goOffline();
      if (pace === "person") await sleepUntil(start + q * PERSON.cultureAnswerMs * scale);
      await tap(page.locator("main button[data-code]").first());
      if (q < CULTURE) await page.getByText(`Question ${q + 1} of ${CULTURE}`, { exact: true }).waitFor();
      if (offlinePeriods && q === 35) await goOnline();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Birth year", { exact: false }).fill("1984");
    await page.getByRole("button", { name: "Next" }).click();
  } else {
    await page.getByRole("button", { name: "Skip and finish" }).click();
  }
  await page.getByRole("heading", { name: "Assessment Complete!" }).waitFor();
  return { taps, offline };
}

// Every screen a respondent meets, and the admin's list, detail, teams and a team's page, reached as a person
// reaches them; `visit` is called on each with its name (e2e/respondent/layout.test.ts, npm run screens).
import { baseURL } from "../support/browser";
import { ageDevices, healthReport, sendHealth } from "../support/live-driver";
import type { Page } from "playwright-core";
import {
  answerCulture,
  answerPage,
  fillIntake,
  newAnswers,
  pageProgress,
  questionProgress,
  rankByKeyboard,
  rankingHeading,
} from "../support/flow-driver";
import { saveCompleted, saveIntake, signIn, STAFF_PIN, uniquePerson } from "../support/fixtures";
import { inLanguage, type Ui } from "../support/i18n";

export type Visit = (name: string) => Promise<void>;

/**
 * On a touch screen the browser keeps :hover where the finger lifted: after a tap auto-advances,
 * the next question's tile at that place (same code: the order is fixed) must look like every
 * other unchosen tile. Runs in the page; null when it does, else what differs.
 */
function hoverLeftover(code: string): string | null {
  const tiles = [...document.querySelectorAll<HTMLElement>("button[data-code]")];
  const under = tiles.find((t) => t.dataset.code === code);
  const plain = tiles.find((t) => t !== under && t.getAttribute("aria-pressed") === "false");
  if (!under || !plain) return "the answer tiles are missing";
  const look = (el: HTMLElement) => {
    const s = getComputedStyle(el);
    return `background ${s.backgroundColor}, border ${s.borderTopColor}, text ${s.color}`;
  };
  return look(under) === look(plain)
    ? null
    : `"${under.textContent}" under the finger looks chosen: ${look(under)}; others: ${look(plain)}`;
}

/** Holds an element in :hover as a lifted finger leaves it (Chromium DevTools protocol; the emulated tap does not reliably). */
async function holdHover(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: ["hover"] });
  return () => cdp.detach();
}

/**
 * `note` takes a problem found on the way that a measurement of one screen cannot see. In `ui`'s language
 * (`?lang=` on the first address: the device keeps it), English by default.
 */
export async function walkRespondent(
  page: Page,
  visit: Visit,
  person: { name: string; email: string },
  note: (problem: string) => void,
  ui: Ui = inLanguage("en"),
) {
  const answers = newAnswers();
  await page.goto(`/${ui.query}`);
  await page.getByTestId("audience-column").nth(2).waitFor();
  await visit("landing");
  await page.goto(`/no/such/page${ui.query}`);
  await page.getByRole("heading", { name: ui.t("404 Page Not Found") }).waitFor();
  await visit("not-found");

  await page.goto(`/test/ic${ui.query}`);
  await page.getByRole("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  await visit("intake");
  await page.getByRole("button", { name: ui.t("Begin Assessment") }).click();
  await page.locator("[aria-invalid='true']").first().waitFor();
  await visit("intake-errors");
  await fillIntake(page, person, false, ui);
  await page.getByRole("heading", { name: ui.t("Assessment Instructions") }).waitFor();
  await visit("instructions");

  await page.getByRole("button", { name: ui.t("Start Assessments") }).click();
  await rankingHeading(page, ui, "attraction").waitFor();
  await visit("ranking");
  await page.locator('[data-card-main="yellow"]').click();
  await page.getByRole("dialog").waitFor();
  await visit("ranking-statements");
  await page.keyboard.press("Escape");
  await page.getByRole("dialog").waitFor({ state: "detached" });
  await rankByKeyboard(page, ui);

  await pageProgress(page, ui, 1).waitFor();
  // One statement at each level, so both levels of "identify" are on the screen.
  const bullets = page.locator("button[data-placement]");
  await bullets.nth(1).click();
  await bullets.nth(2).click();
  await bullets.nth(2).click();
  await visit("statements");
  await answerPage(page, answers, false, ui);
  while (await pageProgress(page, ui).isVisible()) await answerPage(page, answers, false, ui);

  await rankingHeading(page, ui).waitFor();
  await visit("ranking-part-2");
  await rankByKeyboard(page, ui);
  await pageProgress(page, ui).waitFor();
  while (await pageProgress(page, ui).isVisible()) await answerPage(page, answers, false, ui);

  await page.getByRole("button", { name: ui.t("Start") }).waitFor();
  await visit("culture-instructions");
  await page.getByRole("button", { name: ui.t("Start") }).click();
  await questionProgress(page, ui, 1).waitFor();
  await visit("culture-question");
  // The context has touch: answer question 1 with a tap, as on a phone.
  await page.getByRole("button", { name: ui.t("Strong No"), exact: true }).tap();
  await questionProgress(page, ui, 2).waitFor();
  const release = await holdHover(page, 'button[data-code="4"]');
  // Past the tiles' colour transition.
  await page.waitForTimeout(400);
  const leftover = await page.evaluate(hoverLeftover, "4");
  await release();
  if (leftover) note(`culture-question after a tap: ${leftover}`);
  await visit("culture-question-after-tap");
  await answerCulture(page, answers, 59, false, ui);

  await page.getByRole("button", { name: ui.t("Skip and finish") }).waitFor();
  await visit("demographic-opt-in");
  await page.getByRole("button", { name: ui.t("Continue") }).click();
  await page.getByLabel(ui.t("Birth year")).waitFor();
  await visit("demographic-survey");
  await page.getByLabel(ui.t("Birth year")).fill("1984");
  await page.getByRole("button", { name: ui.t("Next") }).click();
  await page.getByRole("heading", { name: ui.t("Assessment Complete!") }).waitFor();
  await page.getByText(ui.t("Your answers have been uploaded.")).waitFor({ timeout: 20_000 });
  await visit("completion");
}

/** A kiosk's first screens on a fresh device, in `ui`'s language: the staff PIN dialog, then the intake with the kiosk's controls. */
export async function walkKiosk(page: Page, visit: Visit, ui: Ui = inLanguage("en")) {
  await page.goto(`/test/ic?kiosk=1${ui.query.replace("?", "&")}`);
  const dialog = page.getByRole("dialog", { name: ui.t("Set a staff PIN for kiosk mode") });
  // The dialog element itself has no size (web/kiosk/PinDialog.tsx): wait for its field.
  await dialog.getByLabel(ui.t("Staff PIN")).waitFor();
  await visit("kiosk-pin");
  await dialog.getByLabel(ui.t("Staff PIN")).fill(STAFF_PIN);
  await dialog.getByRole("button", { name: ui.t("Start kiosk mode") }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByRole("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  await visit("kiosk-intake");
}

const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name });

/** Needs at least one completed response on the server (walkRespondent's). */
export async function walkAdmin(page: Page, visit: Visit, respondentName: string) {
  await signIn(page);
  await page.getByTestId("response-row").first().waitFor();
  await visit("admin-list");
  await page.getByLabel("Search responses").fill(respondentName);
  // The respondent took it in Arabic: the list filtered by it, and the detail's language line (decision 051).
  await page.getByLabel("Language").selectOption("ar");
  await page.waitForURL(/language=ar/);
  await page.getByTestId("response-row").filter({ hasText: respondentName }).waitFor();
  await visit("admin-list-language");
  await page.getByTestId("response-row").filter({ hasText: respondentName }).getByRole("button", { name: respondentName }).click();
  await page.getByRole("heading", { name: "Page Rankings" }).waitFor();
  await page.getByTestId("detail-language").waitFor();
  await visit("admin-detail");
  await page.goto("/admin");
  await nav(page, "Insights").click();
  await page.getByRole("heading", { name: "Device delivery ledger" }).waitFor();
  await page.getByTestId("funnel-note").waitFor();
  await visit("admin-insights");
  await nav(page, "Users").click();
  await page.getByTestId("user-row").first().waitFor();
  await visit("admin-users");
  await nav(page, "Audit log").click();
  await page.getByTestId("audit-row").first().waitFor();
  await visit("admin-audit");
  await nav(page, "Teams").click();
  await page.getByRole("heading", { level: 1, name: "Teams" }).waitFor();
  // Two teams: one card's invite links open, the other's closed (a closed <details> still has boxes).
  for (const name of [`Layout ${Date.now()}`, `Layout closed ${Date.now()}`]) {
    await page.getByLabel("Team name").fill(name);
    await page.getByRole("button", { name: "Create team" }).click();
    await page.getByTestId("team-card").filter({ hasText: name }).waitFor();
  }
  const card = page.getByTestId("team-card").first();
  await card.waitFor();
  await card.getByText("Invite links and QR codes").click();
  await card.getByTestId("invite-ic").waitFor();
  await visit("admin-teams");
  // A team's page, its invite links opening in Spanish.
  await card.getByRole("button", { name: /^Open team / }).click();
  await page.getByLabel("Invite links open in").selectOption("es");
  await page.waitForFunction(() =>
    document.querySelector<HTMLTextAreaElement>("[data-testid=invite-ic] textarea")?.value.includes("&lang=es"),
  );
  await visit("admin-team-detail");
}

/**
 * The live board (docs/admin.md#the-live-board) with devices in each state: up to date, amber, red with an error, offline,
 * a respondent's browser holding a save; and earlier devices (a kiosk unseen for two days, a closed browser). Seen as
 * staff see it, then with a tile's details and the earlier devices open.
 */
export async function walkLive(page: Page, visit: Visit) {
  const tag = Date.now().toString(36).slice(-5);
  const reports = [
    healthReport({ label: `Tablet 1 ${tag}` }),
    healthReport({ label: `Tablet 2 ${tag}`, pending: 3, oldestAgeSeconds: 6 * 60 }),
    healthReport({ label: `Tablet 3 ${tag}`, pending: 12, oldestAgeSeconds: 22 * 60, persisted: false, lastError: "Failed to fetch" }),
    healthReport({ label: `Tablet 4 ${tag}`, pending: 1, oldestAgeSeconds: 40 }),
    healthReport({ kiosk: false, pending: 1, oldestAgeSeconds: 30, storageUsage: null, storageQuota: null, persisted: null }),
    healthReport({ label: `Tablet 5 ${tag}`, pending: 2, oldestAgeSeconds: 60 }),
    healthReport({ kiosk: false }),
  ];
  for (const r of reports) await sendHealth(baseURL(), r);
  // Tablet 4 went quiet ten minutes ago, holding a save; Tablet 5 two days ago, holding two; a browser closed an hour ago.
  await ageDevices([
    [reports[3]!.deviceId, 600_000],
    [reports[5]!.deviceId, 2 * 24 * 3_600_000],
    [reports[6]!.deviceId, 3_600_000],
  ]);
  // Some of today's respondents: six finished, one under way.
  for (let i = 0; i < 6; i++) await saveCompleted({ ...uniquePerson(`live-${i}`), deviceId: reports[0]!.deviceId });
  await saveIntake({ ...uniquePerson("live-started"), deviceId: reports[1]!.deviceId });
  await signIn(page);
  await page.goto("/admin/live");
  await page.getByRole("heading", { level: 1, name: "Live board" }).waitFor();
  const tile = (name: string) => page.getByTestId("device-tile").filter({ hasText: name });
  await tile(`Tablet 3 ${tag}`).waitFor();
  await visit("admin-live");
  await tile(`Tablet 3 ${tag}`).getByText("Details").click();
  await page.getByTestId("earlier-devices").locator(":scope > summary").click();
  await tile(`Tablet 5 ${tag}`).waitFor();
  await visit("admin-live-open");
}

// Choosing the language (docs/languages.md#choosing-the-language) and switching it offline (#offline), in Chromium:
// `?lang=` wins, the browser's languages choose without one, the switcher on the landing page and the intake, a
// resumed flow keeps its own, a kiosk's default behind the PIN for each next respondent, and a language the device
// does not hold yet said so offline, while a kiosk holds them all.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LANGUAGE_NAME, type Language } from "../../schema/assessment/languages";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { staffAction, startKioskMode, uniquePerson } from "../support/fixtures";
import { fillIntake, newAnswers } from "../support/flow-driver";
import { inLanguage, type UiLanguage } from "../support/i18n";
import {
  UPLOADED_TEXT,
  ceoSteps,
  pollUntil,
  readDeviceDatabase,
  runSteps,
  setNetwork,
  waitForServiceWorker,
} from "../support/offline-driver";

const browser = useBrowser();
const viewport = { width: 1280, height: 1000 };
const en = inLanguage("en");
const es = inLanguage("es");
const ar = inLanguage("ar");

/** `<html lang>` and `dir`. */
const htmlLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

/** The intake's heading in `language`, then the page's language and direction. */
async function expectIntakeIn(page: Page, language: Language) {
  const ui = inLanguage(language);
  await page.getByRole("heading", { name: ui.t("Welcome to the Assessment") }).waitFor();
  expect(await htmlLanguage(page)).toEqual([language, language === "ar" ? "rtl" : "ltr"]);
}

/** The language switcher, labelled "Language" in the language on screen (its name goes on with the language chosen). */
const switcher = (page: Page, shown: UiLanguage) => page.getByLabel(inLanguage(shown).t("Language"));

/** The statements this device holds, by language (IndexedDB meta `content:<language>`). */
async function languagesOnDevice(page: Page): Promise<string[]> {
  const meta = JSON.parse((await readDeviceDatabase(page)).meta ?? "[]") as { key: string }[];
  return meta.flatMap((m) => (m.key.startsWith("content:") ? [m.key.slice("content:".length)] : [])).sort();
}

describe("choosing the language", () => {
  it("?lang= wins over the browser's languages, which choose when there is none", async () => {
    const { page, context } = await newPage(browser(), { viewport, locale: "es-MX" });
    await page.goto("/test/ic?lang=ar");
    await expectIntakeIn(page, "ar");
    const fresh = await newPage(browser(), { viewport, locale: "es-MX" });
    await fresh.page.goto("/test/ic");
    await expectIntakeIn(fresh.page, "es");
    await fresh.page.goto("/");
    await fresh.page.getByRole("heading", { level: 1, name: es.t("Discover your Sociality Type") }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await Promise.all([context.close(), fresh.context.close()]);
  });

  it("the switcher on the landing page and the intake changes the page, <html lang> and dir", async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: en.t("Discover your Sociality Type") }).waitFor();
    await switcher(page, "en").selectOption("es");
    await page.getByRole("heading", { level: 1, name: es.t("Discover your Sociality Type") }).waitFor();
    expect(await htmlLanguage(page)).toEqual(["es", "ltr"]);
    await switcher(page, "es").selectOption("ar");
    await page.getByRole("heading", { level: 1, name: ar.t("Discover your Sociality Type") }).waitFor();
    expect(await htmlLanguage(page)).toEqual(["ar", "rtl"]);

    // The device remembers it: the intake opens in Arabic, and its own switcher goes back to English.
    await page.goto("/test/ic");
    await expectIntakeIn(page, "ar");
    await switcher(page, "ar").selectOption("en");
    await expectIntakeIn(page, "en");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a flow keeps its language through a reload, and when the device has since chosen another", async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await page.goto("/test/ic?lang=es");
    await fillIntake(page, uniquePerson("lang-reload"), false, es);
    await page.getByRole("heading", { name: es.t("Assessment Instructions") }).waitFor();
    await page.reload();
    await page.getByRole("heading", { name: es.t("Assessment Instructions") }).waitFor();
    expect(await htmlLanguage(page)).toEqual(["es", "ltr"]);
    // The link's Spanish is the device's choice now, and Arabic is chosen on the landing page since (the device
    // remembers it): the flow, resumed without ?lang=, is still Spanish.
    await page.goto("/");
    await page.getByRole("heading", { level: 1, name: es.t("Discover your Sociality Type") }).waitFor();
    await switcher(page, "es").selectOption("ar");
    await page.getByRole("heading", { level: 1, name: ar.t("Discover your Sociality Type") }).waitFor();
    await page.goto("/test/ic");
    await page.getByRole("heading", { name: es.t("Assessment Instructions") }).waitFor();
    expect(await htmlLanguage(page)).toEqual(["es", "ltr"]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("a kiosk's language", () => {
  it("staff set Spanish from the staff menu behind the PIN: after a respondent in Arabic, the next starts in Spanish; offline, Arabic still works", async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await startKioskMode(page, "/test/ceo?kiosk=1");
    await waitForServiceWorker(page);
    const dialog = await staffAction(page, "Language for this kiosk", en.t);
    await dialog.getByLabel(en.t("Default language")).selectOption("es");
    await dialog.getByRole("button", { name: en.t("Save language") }).click();
    await dialog.waitFor({ state: "detached" });

    // A respondent who reads Arabic switches on the intake and finishes.
    await switcher(page, "en").selectOption("ar");
    await expectIntakeIn(page, "ar");
    await runSteps(ceoSteps(page, uniquePerson("kiosk-ar"), newAnswers(), { ui: ar }));
    await page.getByText(ar.t(UPLOADED_TEXT)).waitFor();
    await page.getByRole("button", { name: ar.t("Next respondent") }).click();
    await expectIntakeIn(page, "es");

    // A kiosk fetched every language's statements while online: offline, the next respondent can switch.
    await pollUntil(
      () => languagesOnDevice(page),
      (held) => held.join() === "ar,en,es",
    );
    await setNetwork(context, false);
    await switcher(page, "es").selectOption("ar");
    await expectIntakeIn(page, "ar");
    await fillIntake(page, uniquePerson("kiosk-ar-offline"), false, ar);
    await page.getByRole("button", { name: ar.t("Start Assessments") }).click();
    await page.locator('[data-card-main="yellow"]').click();
    const yellow = ar.attraction.find((s) => s.category === "Yellow")!;
    await page.getByRole("dialog").locator(`li[data-placement="${yellow.placement}"]`).filter({ hasText: yellow.text }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("offline, a language the device does not hold", () => {
  it("is said to be missing, in the language on screen, and the page stays as it was and usable", async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await page.goto("/test/ic");
    await waitForServiceWorker(page);
    await pollUntil(
      () => languagesOnDevice(page),
      (held) => held.includes("en"),
    );
    expect(await languagesOnDevice(page)).toEqual(["en"]);
    await setNetwork(context, false);
    await switcher(page, "en").selectOption("ar");
    await page
      .getByRole("alert")
      .filter({ hasText: en.t("{name} is not on this device yet. Connect to the internet once to add it.", { name: LANGUAGE_NAME.ar }) })
      .waitFor();
    await expectIntakeIn(page, "en");
    expect(await switcher(page, "en").inputValue()).toBe("en");
    await fillIntake(page, uniquePerson("offline-missing"), false, en);
    await page.getByRole("heading", { name: en.t("Assessment Instructions") }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

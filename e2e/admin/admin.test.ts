import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../schema/export/csv";
import { checkA11y } from "../support/axe";
import { baseURL, newPage, pageErrors, useBrowser } from "../support/browser";
import { enterPassword, saveCompleted, signIn, unique } from "../support/fixtures";

const browser = useBrowser();

function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}

async function search(page: Page, text: string) {
  await page.getByLabel("Search responses").fill(text);
  const rows = page.getByTestId("response-row");
  // One snapshot: checking "every row matches" and "some row exists" in two reads let an empty list
  // (every() of nothing is true) pass the first and the unfiltered list arriving in between pass the second.
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes(text));
    })
    .toBe(true);
  return rows;
}

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await checkA11y(page), label).toEqual([]);
}

describe("admin", () => {
  it("shows no demo hint, finds a respondent, pages through the detail, edits and saves", async () => {
    const name = `Zephyrine ${unique()}`;
    await saveCompleted({ name });
    await saveCompleted();
    const { page, context } = await newPage(browser());

    const config = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/config");
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    // DEMO_MODE is off in the e2e server: no password hint, judged once the form knows the config.
    expect(await (await config).json()).toEqual({ demoHint: null, sso: false });
    expect(await page.getByTestId("demo-hint").count()).toBe(0);

    // A wrong, then the right password, with their toasts, run in every engine (e2e/scenarios/pages.test.ts).
    await enterPassword(page);

    const rows = await search(page, name);
    expect(await rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getByRole("link").textContent()).toContain("navy.example.mil");
    expect(await row.textContent()).toContain("2:05");

    await row.getByRole("button", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    for (const [n, part] of [
      [1, "Attraction Yellow"],
      [2, "Attraction Blue"],
      [3, "Attraction Red"],
      [4, "Pursuer Yellow"],
      [5, "Pursuer Blue"],
      [6, "Pursuer Red"],
    ] as const) {
      await page.getByRole("button", { name: `Page ${n}: ${part}` }).click();
      await expect.poll(() => page.getByTestId("responses-page-title").textContent()).toContain(`Page ${n} of 6`);
    }
    expect(await page.getByText("Total responses: 60 / 60").count()).toBe(1);

    const renamed = `${name} Edited`;
    await page.getByLabel("Full Name").fill(renamed);
    await page.getByLabel("Intrinsic Attraction").fill("Driver");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await toast(page, "Success").filter({ hasText: "User data updated successfully" }).waitFor();
    await page.getByRole("heading", { level: 1, name: renamed }).waitFor();

    // The list refreshed behind the detail.
    await page.getByRole("button", { name: /Back to responses/ }).click();
    await expect.poll(() => page.getByTestId("response-row").first().textContent()).toContain(renamed);

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    const after = await search(page, renamed);
    expect(await after.count()).toBe(1);
    expect(await after.first().locator("[data-assigned-type]").getAttribute("title")).toMatch(/^Driver \/ /);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("exports every response as a 33-column CSV with a toast", async () => {
    await saveCompleted({ name: `Export ${unique()}`, companyWebsite: 'Quote "Co", Ltd\nsecond line' });
    const { page, context } = await newPage(browser());
    await signIn(page);
    const expected = Number((await page.request.get("/api/admin/export.csv")).headers()["x-row-count"]);
    expect(expected).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^assessment-responses-.+\.csv$/);
    // The server starts the file with a UTF-8 byte order mark so spreadsheets read it as UTF-8.
    const rows = readCsv(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, ""));
    const header = rows[0]!.fields;
    expect(header).toHaveLength(33);
    expect(header.slice(0, 3)).toEqual(["ID", "Name", "Email"]);
    expect(rows.length - 1).toBe(expected);
    expect(rows.every((r) => r.fields.length === 33 && !r.malformed)).toBe(true);
    await toast(page, "Export completed")
      .filter({ hasText: `Successfully exported ${expected} assessment responses` })
      .waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("has no axe-core violations on the sign-in form, the dashboard, insights and the detail", async () => {
    const name = `Axe ${unique()}`;
    await saveCompleted({ name });
    const { page, context } = await newPage(browser());
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await expectNoAxeViolations(page, "login");

    await enterPassword(page);
    await page.getByTestId("response-row").first().waitFor();
    // The login toast is still on screen, so it is checked too.
    await page.locator("[data-sonner-toast]").waitFor();
    // Fully shown, so axe judges it: the helper waits only for fades to end, and skips a toast at opacity 0.
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-sonner-toast]")].every((t) => getComputedStyle(t).opacity === "1"),
    );
    await expectNoAxeViolations(page, "dashboard");

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Insights" }).click();
    await page.getByRole("heading", { name: "Device delivery ledger" }).waitFor();
    await page.getByTestId("funnel-note").waitFor();
    await expectNoAxeViolations(page, "insights");
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();

    const rows = await search(page, name);
    await rows.first().getByRole("button", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("button", { name: "Show raw data" }).click();
    await expectNoAxeViolations(page, "detail");
    await context.close();
  });

  it("logs out back to the sign-in form, with a POST", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    const logout = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/logout");
    await page.getByRole("button", { name: "Logout" }).click();
    expect((await logout).method()).toBe("POST");
    await page.waitForURL((url) => url.pathname === "/");
    expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();
    expect((await page.request.get("/api/admin/responses")).status()).toBe(401);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    expect(await page.getByLabel("Password").isVisible()).toBe(true);
    await context.close();
  });

  it("stays signed in when a page on another site links to /api/logout", async () => {
    const { page, context } = await newPage(browser());
    await signIn(page);
    // A foreign site, answered inside this browser (not by our server): one plain link, as in the review.
    await context.route("http://foreign.test/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Prize</title><a href="${baseURL()}/api/logout">Claim your prize</a>`,
      }),
    );
    await page.goto("http://foreign.test/");
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/logout");
    await page.getByRole("link", { name: "Claim your prize" }).click();
    const refused = await answer;
    expect(refused.status()).toBe(403);
    // Refused for the Sec-Fetch-Site the browser itself sent (Playwright does not show that header).
    expect(await refused.json()).toMatchObject({ error: "Cross-site sign-out refused" });
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    await context.close();
  });

  it("signs out everywhere from the keyboard: every browser is back at the sign-in form", async () => {
    const other = await newPage(browser());
    await signIn(other.page);
    const { page, context } = await newPage(browser());
    await signIn(page);

    // Tab from the top of the page until the action has the focus: it is reachable without a mouse.
    const action = page.getByRole("button", { name: "Sign out everywhere" });
    await page.locator("body").focus();
    for (let i = 0; i < 20 && !(await action.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    expect(await action.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Sign out everywhere?" });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Cancel");
    await page.keyboard.press("Tab");
    const revoke = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/admin/sessions/revoke-all");
    await page.keyboard.press("Enter");
    expect((await revoke).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await toast(page, "Signed out everywhere").waitFor();
    expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();

    // The other browser's session ended too: its next call is refused and a reload shows the sign-in form.
    expect((await other.page.request.get("/api/admin/stats")).status()).toBe(401);
    await other.page.reload();
    await other.page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await other.context.close();
    await context.close();
  });
});

// A response's detail has its own address under /admin (decision 046): the browser's Back
// returns to the list with its search and team filter, and a reload on the detail shows it again.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Team } from "../../schema/teams/team-api";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { saveCompleted, saveIntake, signIn } from "../support/fixtures";

const browser = useBrowser();

const rowNames = (page: Page) => page.getByTestId("response-row").locator("[data-open-response]").allTextContents();

describe("admin detail address", () => {
  it("opens a detail at its own address, goes Back to the same search and team, and reloads on the detail", async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } });
    await signIn(page);
    const team = (await (await page.request.post("/api/admin/teams", { data: { name: `Detail ${Date.now()}` } })).json()) as Team;
    // One word only these respondents share; two in the team, one outside it.
    const word = `Quillon${team.codes.ic}`;
    const inTeam = [`Ada ${word}`, `Bea ${word}`];
    const saved = [];
    for (const name of inTeam) saved.push(await saveCompleted({ name, userFlow: "ic", teamCode: team.codes.ic }));
    await saveCompleted({ name: `Cyd ${word}`, userFlow: "ic" });
    // An in-progress CEO in the team: its row shows a dash, not a date or 0:00 (decision 046).
    await saveIntake({
      name: `Dee ${word}`,
      userFlow: "ceo",
      teamCode: team.codes.ceo,
      step: "assessment-attraction-red-complete",
      completionTimeSeconds: "0",
    });
    inTeam.push(`Dee ${word}`);

    await page.reload();
    await page.getByLabel("Team").selectOption({ label: team.name });
    await page.getByLabel("Search responses").fill(word);
    await expect.poll(() => rowNames(page).then((n) => n.sort())).toEqual(inTeam);
    await expect.poll(() => new URL(page.url()).search).toBe(`?search=${word}&team=${team.id}`);
    const listUrl = page.url();
    const dee = page.getByTestId("response-row").filter({ hasText: `Dee ${word}` });
    expect((await dee.locator("td").allTextContents()).slice(-2)).toEqual(["—In progress", "—In progress"]);
    // Nothing in the rows widens the page beyond the table's own scroller.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    // The detail: its own address, the person's name as the first heading.
    const target = saved[1]!;
    await page.getByRole("button", { name: target.name, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/responses/${target.id}`);
    // The list stays in the page, hidden, to come back to as it was: the name is the first heading shown.
    expect(await page.locator("h1:visible").allTextContents()).toEqual([target.name]);
    expect(await page.locator("main :is(h1, h2, h3, h4):visible").first().textContent()).toBe(target.name);

    // The browser's Back: the same list, search and team kept, the opened row focused.
    await page.goBack();
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(page.url()).toBe(listUrl);
    expect(await page.getByLabel("Search responses").inputValue()).toBe(word);
    expect(await page.getByLabel("Team").inputValue()).toBe(team.id);
    await expect.poll(() => rowNames(page).then((n) => n.sort())).toEqual(inTeam);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(target.name);

    // Forward to the detail, then a reload there: the Worker serves the app, uncached, and it shows the detail.
    await page.goForward();
    await page.getByRole("heading", { level: 1, name: target.name }).waitFor();
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("heading", { level: 1, name: target.name }).waitFor();

    // Its Back after a reload opens the list (history still holds it: the browser's Back does the same).
    await page.getByRole("button", { name: /Back to responses/ }).click();
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");

    // A reload on the list's address keeps its search and team too.
    await page.goto(listUrl);
    await page.getByRole("button", { name: inTeam[0], exact: true }).waitFor();
    await expect.poll(() => rowNames(page).then((n) => n.sort())).toEqual(inTeam);
    expect(await page.getByLabel("Search responses").inputValue()).toBe(word);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

// Every admin view has its own address (decision 070): a reload keeps the view, Back and Forward move between
// views inside the app; and an unsaved edit is never dropped by a move without asking first (docs/admin.md#unsaved-changes),
// in the app, by the browser's Back, and on leaving the page (beforeunload). Chromium against the real wrangler dev.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Team } from "../../schema/teams/team-api";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { saveCompleted, signIn, unique } from "../support/fixtures";

const browser = useBrowser();
const viewport = { width: 1280, height: 900 };

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const nav = (page: Page, name: string) => page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name });
const path = (page: Page) => new URL(page.url()).pathname;

describe("the admin's addresses", () => {
  it("gives every view its own address, which a reload keeps; Back and Forward move between the views", { timeout: 180_000 }, async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await signIn(page);
    const team = (await (await page.request.post("/api/admin/teams", { data: { name: `Addresses ${unique()}` } })).json()) as Team;
    const member = await saveCompleted({ name: `Member ${unique()}`, userFlow: "ic", teamCode: team.codes.ic });
    // The dashboard read the teams (its team filter) before this one existed.
    await page.reload();
    await heading(page, "Assessment Dashboard").waitFor();

    // Through the app as a person would: tabs, a team card, a member's row.
    const visited: [string, string][] = [["/admin", "Assessment Dashboard"]];
    const step = async (click: () => Promise<void>, at: string, title: string) => {
      await click();
      await heading(page, title).waitFor();
      expect(path(page)).toBe(at);
      visited.push([at, title]);
    };
    await step(() => nav(page, "Insights").click(), "/admin/insights", "Insights");
    await step(() => nav(page, "Live board").click(), "/admin/live", "Live board");
    await step(() => nav(page, "Teams").click(), "/admin/teams", "Teams");
    await step(() => page.getByRole("button", { name: `Open team ${team.name}` }).click(), `/admin/teams/${team.id}`, team.name);
    await step(() => page.getByRole("button", { name: member.name, exact: true }).click(), `/admin/responses/${member.id}`, member.name);
    await step(() => nav(page, "Users").click(), "/admin/users", "Users");
    await step(() => nav(page, "Audit log").click(), "/admin/audit", "Audit log");

    // Back through every view, then Forward through them again: each shows its own view, still inside the app.
    for (const [at, title] of [...visited].reverse().slice(1)) {
      await page.goBack();
      await heading(page, title).waitFor();
      expect(path(page), `back to ${title}`).toBe(at);
    }
    for (const [at, title] of visited.slice(1)) {
      await page.goForward();
      await heading(page, title).waitFor();
      expect(path(page), `forward to ${title}`).toBe(at);
    }

    // Each address reloads to its view: the Worker (and the service worker, which never keeps an admin page) serve it.
    for (const [at, title] of visited) {
      const answer = await page.goto(at);
      expect(answer?.status(), at).toBe(200);
      expect(answer?.headers()["cache-control"], at).toBe("no-store");
      await heading(page, title).waitFor();
      expect(path(page)).toBe(at);
    }
    // A member's response opened from its team goes back to the team; the team's own Back to the teams.
    await page.goto(`/admin/teams/${team.id}`);
    await page.getByRole("button", { name: member.name, exact: true }).click();
    await page.getByRole("button", { name: /Back to team/ }).click();
    await heading(page, team.name).waitFor();
    await page.getByRole("button", { name: /Back to teams/ }).click();
    await heading(page, "Teams").waitFor();
    expect(path(page)).toBe("/admin/teams");
    // An address the admin does not have shows the list, and says so.
    await page.goto("/admin/nowhere");
    await heading(page, "Assessment Dashboard").waitFor();
    await expect.poll(() => path(page)).toBe("/admin");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it(
    "asks before leaving an unsaved edit, in the app, by Back and on leaving the page; Stay keeps the draft",
    { timeout: 120_000 },
    async () => {
      const person = await saveCompleted({ name: `Draft ${unique()}`, userFlow: "ic" });
      const { page, context } = await newPage(browser(), { viewport });
      await signIn(page);
      await page.getByLabel("Search responses").fill(person.name);
      await page.getByRole("button", { name: person.name, exact: true }).click();
      await heading(page, person.name).waitFor();
      const field = page.getByLabel("Job Title");
      // A click first: browsers ask on leaving only a page the person has interacted with.
      await field.click();
      await field.fill("Chief Drafter");
      const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
      const stay = async () => {
        await dialog.getByRole("button", { name: "Stay" }).click();
        await dialog.waitFor({ state: "detached" });
        expect(path(page)).toBe(`/admin/responses/${person.id}`);
        expect(await field.inputValue()).toBe("Chief Drafter");
      };

      // The detail's own Back, another section, and the browser's Back: each asks, and staying keeps the draft.
      await page.getByRole("button", { name: /Back to responses/ }).click();
      await dialog.waitFor();
      await stay();
      await nav(page, "Teams").click();
      await dialog.waitFor();
      await stay();
      await page.evaluate(() => history.back());
      await dialog.waitFor();
      await expect.poll(() => path(page)).toBe(`/admin/responses/${person.id}`);
      await stay();

      // Leaving the page: the browser's own question; dismissed, the page and the draft stay.
      const asked: string[] = [];
      page.on("dialog", (d) => {
        asked.push(d.type());
        void d.dismiss();
      });
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => asked).toEqual(["beforeunload"]);
      expect(page.isClosed()).toBe(false);
      expect(await field.inputValue()).toBe("Chief Drafter");

      // Leave: Back goes to the list with its search; Forward shows the stored record, the draft gone as chosen.
      await page.evaluate(() => history.back());
      await dialog.getByRole("button", { name: "Leave without saving" }).click();
      await heading(page, "Assessment Dashboard").waitFor();
      expect(path(page)).toBe("/admin");
      expect(await page.getByLabel("Search responses").inputValue()).toBe(person.name);
      await page.goForward();
      await heading(page, person.name).waitFor();
      expect(await field.inputValue()).not.toBe("Chief Drafter");

      // Saved, nothing asks: not the app, not the browser.
      await field.fill("Chief Drafter");
      await page.getByRole("button", { name: "Save Changes" }).first().click();
      await page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();
      await page.getByRole("button", { name: /Back to responses/ }).click();
      await heading(page, "Assessment Dashboard").waitFor();
      await page.reload();
      await heading(page, "Assessment Dashboard").waitFor();
      expect(asked).toEqual(["beforeunload"]);
      expect(pageErrors(page)).toEqual([]);
      await context.close();
    },
  );
});

// Teams end to end (docs/teams.md#the-rules), in Chromium against the real `wrangler dev`: an admin creates a
// team; a manager and five ICs complete through their own audience's invite links (one finishing offline,
// one on a kiosk bound to the team; an IC's link in the manager's flow names no team); the team detail
// shows the mean until the admin confirms the manager's response, then its profile and the five matches;
// the sponsor report shows names only until the profile is confirmed, then names and matches and none of
// their answers, and stops opening once revoked; a team of four shows names only.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it, onTestFailed } from "vitest";
import type { Audience } from "../../schema/constants";
import { parseCultureCsv } from "../../schema/assessment/content";
import { readCsv } from "../../schema/export/csv";
import type { CultureScores } from "../../schema/assessment/scoring";
import type { SponsorLinkCreated, Team } from "../../schema/teams/team-api";
import { cultureMatch } from "../../schema/teams/teams";
import { checkA11y } from "../support/axe";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { queryD1 } from "../support/d1";
import { saveCompleted, signIn, staffAction, startKioskMode, uniquePerson, type Person } from "../support/fixtures";
import { newAnswers } from "../support/flow-driver";
import { SAVED_LOCALLY_TEXT, UPLOADED_TEXT, pollUntil, setNetwork, waitForServiceWorker } from "../support/offline-driver";
import { cultureAnswers, memberFlow } from "../support/team-driver";

const browser = useBrowser();

const viewport = { width: 1280, height: 1400 };
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};
type Row = {
  id: string;
  name: string;
  email: string;
  user_flow: string;
  is_completed: number;
  team_id: string | null;
  team_code: string | null;
  culture_compatibility_scores: string | null;
};

async function completeThrough(url: string, person: Person, teamName: string) {
  const { page, context } = await newPage(browser(), { viewport });
  await page.goto(pathOf(url));
  await memberFlow(page, person, newAnswers(), { teamName });
  expect(pageErrors(page)).toEqual([]);
  await context.close();
}

async function reportText(page: Page) {
  return (await page.locator("main").textContent()) ?? "";
}

describe("teams", () => {
  it(
    "invite links → six completed members → the team's profile and matches → a sponsor report without answers → revoked",
    { timeout: 900_000 },
    async () => {
      const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const teamName = `Crew ${tag}`;
      const admin = await newPage(browser(), { viewport });
      const a = admin.page;
      await signIn(a);

      // The admin creates the team and reads its invite links off the Teams page.
      await a.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Teams" }).click();
      await a.getByRole("heading", { level: 1, name: "Teams" }).waitFor();
      await a.getByLabel("Team name").fill(teamName);
      await a.getByLabel("Organisation (optional)").fill("E2E Org");
      await a.getByRole("button", { name: "Create team" }).click();
      const card = a.getByTestId("team-card").filter({ has: a.getByRole("heading", { name: teamName }) });
      await card.waitFor();
      await card.getByText("Invite links and QR codes").click();
      const link = (audience: string) => card.getByTestId(`invite-${audience}`).getByRole("textbox").inputValue();
      const [managerUrl, icUrl] = [await link("manager"), await link("ic")];
      expect(managerUrl).toMatch(/\/test\/manager\?team=[a-z2-9]{12}$/);
      const code = new URL(icUrl).searchParams.get("team")!;
      expect(await card.getByTestId("invite-ic").getByRole("img").getAttribute("data-qr-text")).toBe(icUrl);
      expect(await checkA11y(a), "teams page").toEqual([]);

      // Printing a QR code prints its sheet alone.
      await a.evaluate(() => (window.print = () => {}));
      await card.getByRole("button", { name: "Print QR code for Manager" }).click();
      await a.emulateMedia({ media: "print" });
      expect(await a.getByTestId("print-sheet").getByRole("img").getAttribute("data-qr-text")).toBe(managerUrl);
      expect(await a.getByTestId("print-sheet").isVisible()).toBe(true);
      expect(await a.getByRole("heading", { level: 1, name: "Teams" }).isVisible()).toBe(false);
      await a.emulateMedia({ media: "screen" });

      const people = { manager: uniquePerson(`team-mgr-${tag}`), ics: [0, 1, 2, 3, 4].map((i) => uniquePerson(`team-ic${i}-${tag}`)) };
      onTestFailed(() =>
        console.log(
          JSON.stringify(
            queryD1<Row>(`SELECT name, is_completed, team_id, team_code FROM assessment_responses WHERE email LIKE '%${tag}%'`),
          ),
        ),
      );

      // An IC's link opened in the manager's flow names no team: that code joins ICs only.
      {
        const { page, context } = await newPage(browser(), { viewport });
        const answered = page.waitForResponse((r) => r.url().includes(`/api/teams/${code}`));
        await page.goto(`/test/manager?team=${code}`);
        expect(await (await answered).json()).toEqual({ name: teamName, audience: "ic" });
        await page.getByRole("heading", { name: "Welcome to the Assessment" }).waitFor();
        expect(await page.getByTestId("joining-team").count()).toBe(0);
        await context.close();
      }

      // The manager and three ICs online, each on their own device.
      await completeThrough(managerUrl, people.manager, teamName);
      for (const person of people.ics.slice(0, 3)) await completeThrough(icUrl, person, teamName);

      // The fourth IC loses the network after the intake and finishes offline.
      {
        const { page, context } = await newPage(browser(), { viewport });
        await page.goto(pathOf(icUrl));
        await waitForServiceWorker(page);
        await page.getByTestId("joining-team").filter({ hasText: teamName }).waitFor();
        await setNetwork(context, false);
        await page.reload();
        // Offline after a reload: the code is in the snapshot and the name comes from the device.
        await memberFlow(page, people.ics[3]!, newAnswers(), { teamName });
        await page.getByText(SAVED_LOCALLY_TEXT).waitFor();
        await setNetwork(context, true);
        await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      }

      // The fifth IC on an event kiosk that staff bound to the team behind the PIN.
      {
        const { page, context } = await newPage(browser(), { viewport });
        await startKioskMode(page, "/test/ic?kiosk=1");
        expect(await page.getByTestId("joining-team").count()).toBe(0);
        const bind = await staffAction(page, "Team for this kiosk");
        await bind.getByLabel("Team join code").fill(code);
        await bind.getByRole("button", { name: "Save team" }).click();
        await bind.waitFor({ state: "detached" });
        await memberFlow(page, people.ics[4]!, newAnswers(), { teamName });
        await page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
        // The next respondent on the kiosk joins the same team.
        await page.getByRole("button", { name: "Next respondent" }).click();
        await page.getByTestId("joining-team").filter({ hasText: teamName }).waitFor();
        expect(pageErrors(page)).toEqual([]);
        await context.close();
      }

      // Every save found the team through its own audience's code.
      const team = (await (await a.request.get("/api/admin/teams")).json()).items.find((t: Team) => t.codes.ic === code) as Team;
      expect(new URL(managerUrl).searchParams.get("team")).toBe(team.codes.manager);
      const rows = await pollUntil(
        () => queryD1<Row>(`SELECT * FROM assessment_responses WHERE email LIKE '%${tag}%'`),
        (r) => r.length === 6 && r.every((x) => x.is_completed === 1),
        60_000,
      );
      expect(rows.every((r) => r.team_id === team.id && r.team_code === team.codes[r.user_flow as Audience])).toBe(true);
      const scores = (r: Row) => JSON.parse(r.culture_compatibility_scores!) as CultureScores;
      const managerRow = rows.find((r) => r.user_flow === "manager")!;
      const profile = scores(managerRow);
      const expected = rows.filter((r) => r.user_flow === "ic").map((r) => [r.name, `${cultureMatch(scores(r), profile)}%`]);
      expect(expected).toHaveLength(5);

      // The team detail: the mean until the admin confirms the manager's response (by keyboard), then
      // the manager's profile and five matches equal to the formula.
      await card.getByRole("button", { name: `Open team ${teamName}` }).click();
      await a.getByRole("heading", { level: 1, name: teamName }).waitFor();
      await expect.poll(() => a.getByTestId("member-row").count()).toBe(6);
      expect(await a.getByTestId("team-profile-source").textContent()).toBe(
        "Mean of 6 completed members (no manager response confirmed yet)",
      );
      // The sponsor report before any confirmation: names only.
      await a.getByRole("button", { name: "Create sponsor link" }).click();
      const reportUrl = await a.getByTestId("new-sponsor-link").getByRole("textbox").inputValue();
      expect(reportUrl).toMatch(/\/report\/[A-Za-z0-9_-]{43}$/);
      const sponsor = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      const scripts: string[] = [];
      sponsor.page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
      await sponsor.page.goto(pathOf(reportUrl));
      await sponsor.page.getByRole("heading", { level: 2, name: "Profile not yet confirmed" }).waitFor();
      const cells = () =>
        sponsor.page
          .getByTestId("report-member")
          .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent!)));
      expect((await cells()).sort()).toEqual(rows.map((r) => [r.name]).sort());
      const candidate = a.getByTestId("profile-candidate").filter({ hasText: people.manager.name });
      expect(await a.getByTestId("profile-candidate").count()).toBe(1);
      await candidate.getByRole("button", { name: "Confirm as the team's profile" }).focus();
      await a.keyboard.press("Enter");
      await candidate.getByTestId("profile-confirmed").waitFor();
      await expect.poll(() => a.evaluate(() => document.activeElement?.textContent)).toBe("Clear confirmation");
      await a.getByTestId("team-profile-source").filter({ hasText: "Set by the manager response an admin confirmed" }).waitFor();
      expect(await a.getByTestId("team-profile").textContent()).toBe(`Rabbit ${profile.rabbit} · Dog ${profile.dog} · Cat ${profile.cat}`);
      const shown = await a
        .getByTestId("member-row")
        .evaluateAll((trs) =>
          trs.map((tr) => [tr.querySelector("th")!.textContent!, tr.querySelector("[data-testid=member-match]")!.textContent!]),
        );
      expect(shown).toContainEqual([people.manager.name, "Defines the team profile"]);
      for (const pair of expected) expect(shown).toContainEqual(pair);
      expect(await checkA11y(a), "team detail").toEqual([]);

      // The team CSV: the spec's 33 columns, Team and Culture Match.
      const [download] = await Promise.all([a.waitForEvent("download"), a.getByRole("button", { name: "Export team CSV" }).click()]);
      const csv = readCsv(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "")).map((r) => r.fields);
      expect(csv[0]!.slice(-2)).toEqual(["Team", "Culture Match"]);
      expect(csv).toHaveLength(7);
      for (const [name, match] of expected) expect(csv.find((r) => r[1] === name)?.slice(-2)).toEqual([teamName, match!.replace("%", "")]);

      // The sponsor report after the confirmation: names and matches, never answers.
      await sponsor.page.reload();
      await sponsor.page.getByRole("heading", { level: 1, name: teamName }).waitFor();
      await sponsor.page.getByRole("heading", { level: 2, name: "Team profile" }).waitFor();
      const memberRows = await cells();
      expect(memberRows).toHaveLength(6);
      for (const pair of expected) expect(memberRows).toContainEqual(pair);
      // The confirmed manager: a name and a dash, nothing saying whose scores the profile is.
      expect(memberRows).toContainEqual([people.manager.name, "—"]);
      await sponsor.page.getByTestId("report-distribution").waitFor();
      const text = await reportText(sponsor.page);
      const statements = parseCultureCsv(
        readFileSync(new URL("../../schema/assessment/content/en/culture.csv", import.meta.url), "utf8"),
      ).map((s) => s.text);
      for (const secret of [
        ...rows.map((r) => r.email),
        "linkedin",
        "555",
        "Yes, I Identify",
        "Strong",
        "Energizer",
        "Harmonizer",
        "Driver",
        "Rabbit",
        "Defines",
        "Manager",
        ...statements,
      ]) {
        expect(text, secret).not.toContain(secret);
      }
      expect(scripts.filter((s) => /\/Admin/.test(s))).toEqual([]);
      expect(scripts.some((s) => /\/ReportRoute-/.test(s))).toBe(true);
      // A phone-sized screen needs no sideways scrolling.
      expect(await sponsor.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await checkA11y(sponsor.page), "sponsor report").toEqual([]);

      // Revoked, it no longer opens.
      await a.getByTestId("sponsor-link-status").filter({ hasText: "active" }).waitFor();
      await a.getByRole("button", { name: /^Revoke the link/ }).click();
      await a.getByTestId("sponsor-link-status").filter({ hasText: "revoked" }).waitFor();
      await sponsor.page.reload();
      await sponsor.page.getByRole("heading", { level: 1, name: "This report is not available" }).waitFor();
      expect(await reportText(sponsor.page)).not.toContain(people.ics[0]!.name);
      expect(pageErrors(sponsor.page)).toEqual([]);
      expect(pageErrors(a)).toEqual([]);
      await sponsor.context.close();
      await admin.context.close();
    },
  );

  it("a team of four completed members without a confirmed profile shows their names only in the sponsor report", async () => {
    const { page, context } = await newPage(browser(), { viewport });
    await signIn(page);
    const team = (await (await page.request.post("/api/admin/teams", { data: { name: `Small ${Date.now()}` } })).json()) as Team;
    const names = ["Ana", "Ben", "Cy", "Di"].map((n) => `${n} ${team.codes.ic}`);
    for (const [i, name] of names.entries()) {
      await saveCompleted({
        name,
        userFlow: "ic",
        teamCode: team.codes.ic,
        cultureCompatibilityResponses: cultureAnswers({ rabbit: 5 + i, dog: 10, cat: 3 }),
      });
    }
    const link = (await (await page.request.post(`/api/admin/teams/${team.id}/sponsor-links`, { data: {} })).json()) as SponsorLinkCreated;
    await page.goto(pathOf(link.url));
    await page.getByRole("heading", { level: 1, name: team.name }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Profile not yet confirmed" }).waitFor();
    const cells = await page
      .getByTestId("report-member")
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent!)));
    expect(cells).toEqual(names.map((n) => [n]));
    expect(await page.getByTestId("report-distribution").count()).toBe(0);
    expect(await page.getByTestId("report-distribution-hidden").count()).toBe(0);
    await context.close();
  });
});

// The team map end to end (docs/teams.md#the-team-map), in Chromium against the real `wrangler dev`: an admin creates a team in the
// browser; its manager and seven ICs complete through the real save API with the team's invite codes; the admin confirms the
// manager's response as the profile and reads the map (eight points and the profile), the type grid and the gaps with their
// guides; adds two actions; prints the map, rendered to PDF by Chromium on one A4 and one Letter page; opens round 2 with its
// two-step confirmation and, once three members complete in it, sees the two rounds side by side and what changed.
// With SCREENS_DIR set it also writes the team page with its map at a phone's, a tablet's and a laptop's width.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CATEGORIES, type Audience, type CategoryId } from "../../schema/constants";
import { parseGuides, type Guide, type GuideKey } from "../../schema/teams/map/guides";
import { checkA11y } from "../support/axe";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { saveCompleted, signIn, uniquePerson, uniqueTag } from "../support/fixtures";
import { newAnswers } from "../support/flow-driver";
import { UPLOADED_TEXT } from "../support/offline-driver";
import { cultureAnswers, memberFlow } from "../support/team-driver";

const browser = useBrowser();
const shotsDir = process.env.SCREENS_DIR;

const parsed = parseGuides(readFileSync(new URL("../../schema/assessment/content/en/team-guides.csv", import.meta.url), "utf8"));
if (!("guides" in parsed)) throw new Error(parsed.problems.join("; "));
const guides: Record<GuideKey, Guide> = parsed.guides;

type Member = {
  label: string;
  audience: "manager" | "ic";
  type: [CategoryId, CategoryId];
  culture: { rabbit: number; dog: number; cat: number };
};

// Round 1, the worked example of docs/teams.md: six Red drivers of eight, nobody Blue in Part 1, and five members whose culture is
// the profile's mirror. The manager's (2, 4, 18) is the profile once confirmed.
const ROUND_1: Member[] = [
  { label: "mgr", audience: "manager", type: ["red", "blue"], culture: { rabbit: 2, dog: 4, cat: 18 } },
  ...[0, 1, 2].map((i): Member => ({ label: `far${i}`, audience: "ic", type: ["red", "red"], culture: { rabbit: 18, dog: 4, cat: 2 } })),
  { label: "far3", audience: "ic", type: ["red", "yellow"], culture: { rabbit: 18, dog: 4, cat: 2 } },
  { label: "far4", audience: "ic", type: ["yellow", "blue"], culture: { rabbit: 18, dog: 4, cat: 2 } },
  { label: "mid0", audience: "ic", type: ["yellow", "yellow"], culture: { rabbit: 6, dog: 6, cat: 6 } },
  { label: "mid1", audience: "ic", type: ["red", "blue"], culture: { rabbit: 6, dog: 6, cat: 6 } },
];
// Round 2: three members close to the profile (they match it at 90 %).
const ROUND_2: Member[] = [
  { label: "r2a", audience: "ic", type: ["blue", "blue"], culture: { rabbit: 4, dog: 6, cat: 16 } },
  { label: "r2b", audience: "ic", type: ["blue", "blue"], culture: { rabbit: 4, dog: 6, cat: 16 } },
  { label: "r2c", audience: "ic", type: ["red", "red"], culture: { rabbit: 4, dog: 6, cat: 16 } },
];

/** Part 1 and Part 2 answers whose dominant colours are `type`. */
const typed = ([attraction, pursuer]: [CategoryId, CategoryId]) => {
  const answers = (dominant: CategoryId) => Object.fromEntries(CATEGORIES.map((c) => [c, { "1": c === dominant ? 2 : 0 }]));
  return { attractionResponses: answers(attraction), pursuerResponses: answers(pursuer) };
};

async function complete(members: Member[], codes: Record<"manager" | "ic", string>, tag: string) {
  const names = members.map((m) => `${m.label} ${tag}`);
  for (const [i, m] of members.entries()) {
    await saveCompleted({
      name: names[i],
      email: `${m.label}-${tag}@e2e.example.com`,
      userFlow: m.audience,
      teamCode: codes[m.audience],
      ...typed(m.type),
      cultureCompatibilityResponses: cultureAnswers(m.culture),
    });
  }
  return names;
}

const cellsOf = (table: Locator) =>
  table.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent!.trim())));

/** The PDF's page objects (`/Type /Page`, not the `/Type /Pages` tree above them). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

// What Chromium's print dialog leaves around a page by default (0.4 in), and the width in CSS pixels that leaves inside.
const PRINT_MARGINS = { top: "0.4in", right: "0.4in", bottom: "0.4in", left: "0.4in" };
const PRINTABLE_WIDTH: Record<string, number> = { A4: Math.floor((210 / 25.4 - 0.8) * 96), Letter: Math.floor((8.5 - 0.8) * 96) };

/** The sheet's visible elements that reach past the viewport's right edge or its left, named for the failure message. */
const pastTheEdge = (sheet: Locator) =>
  sheet.evaluate((root) =>
    [root, ...root.querySelectorAll("*")].flatMap((e) => {
      if (e.closest(".sr-only")) return [];
      const box = e.getBoundingClientRect();
      return box.right > window.innerWidth + 0.5 || box.left < -0.5
        ? [`${e.tagName} ${Math.round(box.left)}–${Math.round(box.right)}`]
        : [];
    }),
  );

/** "Print the map" (on the screen, where the button is), then the page as it prints. */
async function printSheet(page: Page) {
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Print the map" }).click();
  const sheet = page.getByTestId("print-sheet");
  await sheet.getByTestId("team-map-sheet").waitFor({ state: "attached" });
  await page.emulateMedia({ media: "print" });
  return sheet;
}

/** The admin creates a team on the Teams page: its card, and the invite link of an audience as the card shows it. */
async function createTeam(page: Page, teamName: string) {
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Teams" }).click();
  await page.getByLabel("Team name").fill(teamName);
  await page.getByRole("button", { name: "Create team" }).click();
  const card = page.getByTestId("team-card").filter({ has: page.getByRole("heading", { name: teamName }) });
  await card.waitFor();
  await card.getByText("Invite links and QR codes").click();
  const inviteOf = (audience: Audience) => card.getByTestId(`invite-${audience}`).getByRole("textbox").inputValue();
  return { card, inviteOf };
}

describe("the team map", () => {
  it("invite → eight completed members → map, grid, gaps, guides and two actions → a one-page print → round 2 and its change", async () => {
    const tag = uniqueTag("map");
    const teamName = `Map crew ${tag}`;
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1000 } });
    await signIn(page);

    // The admin creates the team on the Teams page; the invite codes are the ones its links carry.
    const { card, inviteOf } = await createTeam(page, teamName);
    const codeOf = async (audience: Audience) => new URL(await inviteOf(audience)).searchParams.get("team")!;
    const codes = { manager: await codeOf("manager"), ic: await codeOf("ic") };

    const [manager, ...ics] = await complete(ROUND_1, codes, tag);

    // The team page: the admin confirms the manager's response as the team's profile.
    await card.getByRole("button", { name: `Open team ${teamName}` }).click();
    await page.getByRole("heading", { level: 1, name: teamName }).waitFor();
    await page
      .getByTestId("profile-candidate")
      .filter({ hasText: manager! })
      .getByRole("button", { name: "Confirm as the team's profile" })
      .click();
    await page.getByTestId("team-profile").filter({ hasText: "Rabbit 2 · Dog 4 · Cat 18" }).waitFor();

    // The map: the eight members as points named for the admin, the profile as the diamond, the team's mean as the cross.
    const map = page.getByRole("region", { name: "Team map, round 1" });
    const figure = map.getByRole("figure").first();
    await expect.poll(() => figure.locator("svg circle").count()).toBe(8);
    expect((await figure.locator("svg circle title").allTextContents()).sort()).toEqual([manager, ...ics].sort());
    expect(await figure.locator("svg polygon > title").allTextContents()).toEqual(["Team profile"]);
    expect(await figure.locator("svg path > title").allTextContents()).toEqual(["Team mean"]);
    // Its table for screen readers: the profile, the mean (13, 4.5, 5) and each member.
    const numbers = await cellsOf(figure.getByRole("table"));
    expect(numbers.slice(0, 2)).toEqual([
      ["Team profile", "2", "4", "18", ""],
      ["Team mean", "13", "4.5", "5", ""],
    ]);
    expect(numbers).toContainEqual([manager, "2", "4", "18", "Driver / Supporter"]);

    // The type grid: Part 1 down, Part 2 across.
    const grid = await cellsOf(map.getByRole("table", { name: /^Types in the team/ }));
    expect(grid).toEqual([
      ["Yellow (Energizer)", "1", "1", "0"],
      ["Blue (Harmonizer)", "0", "0", "0"],
      ["Red (Driver)", "1", "2", "3"],
    ]);

    // The gaps, largest first, each with its guide's three questions and exercise.
    const gaps = map.getByTestId("team-gaps").locator(":scope > li");
    const expectedGaps: [string, GuideKey][] = [
      ["No Blue (Harmonizer) in Part 1: 0 of 8 members with a type.", "missing-blue"],
      ["6 of 8 members are Red (Driver) in Part 1.", "crowded-red"],
      ["5 of 8 members match the profile below 60%.", "far-members"],
    ];
    expect(await gaps.count()).toBe(3);
    for (const [i, [text, key]] of expectedGaps.entries()) {
      const gap = gaps.nth(i);
      expect(await gap.locator("p").first().textContent()).toBe(text);
      expect(await gap.getByRole("listitem").allTextContents()).toEqual(guides[key].questions);
      expect(await gap.textContent()).toContain(`Try: ${guides[key].exercise}`);
    }

    // Two actions, added in the page.
    const actions: [string, string, string][] = [
      ["Run the bad ideas first session", `Ana ${tag}`, "2030-03-02"],
      ["Pair each Driver with a listener", `Ben ${tag}`, "2030-04-15"],
    ];
    for (const [what, owner, due] of actions) {
      await map.getByLabel("What", { exact: true }).fill(what);
      await map.getByLabel("Owner", { exact: true }).fill(owner);
      await map.getByLabel("Due", { exact: true }).fill(due);
      await map.getByRole("button", { name: "Add action" }).click();
      await map.getByTestId("team-actions").getByRole("rowheader", { name: what }).waitFor();
      expect(await map.getByLabel("What", { exact: true }).inputValue()).toBe("");
    }
    expect((await cellsOf(map.getByTestId("team-actions"))).map((row) => row.slice(0, 3))).toEqual(actions);
    for (const [what] of actions) expect(await map.getByLabel(`Status of ${what}`).inputValue()).toBe("open");
    expect(await checkA11y(page), "team page with its map").toEqual([]);
    // The map's hidden table for screen readers takes no room: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    if (shotsDir) {
      for (const width of [390, 1180, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await map.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(shotsDir, `admin-team-map-${width}.png`), fullPage: true });
        await map.screenshot({ path: join(shotsDir, `admin-team-map-card-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 1000 });
    }

    // The print: the sheet alone, with the team, the round, the map, the gaps and their guides, and the two actions.
    await page.evaluate(() => (window.print = () => {}));
    const sheet = await printSheet(page);
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 1, name: teamName, exact: true }).isVisible()).toBe(false);
    expect(await sheet.getByRole("heading", { level: 1 }).textContent()).toBe(`${teamName}: team map, round 1`);
    expect(await sheet.locator("svg circle").count()).toBe(8);
    const printed = (await sheet.textContent())!;
    for (const [text, key] of expectedGaps)
      for (const words of [text, ...guides[key].questions, guides[key].exercise]) expect(printed).toContain(words);
    for (const [what, owner, due] of actions) expect(printed).toContain(`${what} — ${owner}, due ${due} (open)`);
    // Rendered by Chromium as it prints, which ends the print (afterprint): one page on A4 and on Letter.
    const pages: Record<string, number> = {};
    for (const format of ["A4", "Letter"]) {
      await printSheet(page);
      // Nothing runs off the side either: laid out at the page's printable width, every part of the sheet stays inside it.
      await page.setViewportSize({ width: PRINTABLE_WIDTH[format]!, height: 1000 });
      expect(await pastTheEdge(page.getByTestId("print-sheet")), format).toEqual([]);
      const pdf = await page.pdf({ format, margin: PRINT_MARGINS });
      if (shotsDir) writeFileSync(join(shotsDir, `admin-team-map-${format}.pdf`), pdf);
      pages[format] = pageCount(pdf);
    }
    expect(pages).toEqual({ A4: 1, Letter: 1 });
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize({ width: 1280, height: 1000 });

    // Round 2: the button asks first, then the round opens and its actions start empty.
    await map.getByRole("button", { name: "Open round 2" }).click();
    await map.getByRole("group", { name: "Open round 2" }).getByRole("button", { name: "Open round 2" }).click();
    const map2 = page.getByRole("region", { name: "Team map, round 2" });
    await map2.getByRole("heading", { name: "Actions for round 2" }).waitFor();
    expect(await map2.getByTestId("team-actions").count()).toBe(0);

    // Three members complete in round 2: the rounds side by side, and what changed.
    await complete(ROUND_2, codes, tag);
    await page.reload();
    const compared = map2.getByRole("region", { name: "Round 1 and round 2" });
    await compared.waitFor();
    const [before, after] = [compared.getByRole("figure").nth(0), compared.getByRole("figure").nth(1)];
    expect(await before.locator("svg circle").count()).toBe(8);
    expect(await after.locator("svg circle").count()).toBe(3);
    expect(await cellsOf(compared.getByTestId("round-change"))).toEqual([
      ["Team's Rabbit score", "13", "4"],
      ["Team's Dog score", "4.5", "6"],
      ["Team's Cat score", "5", "16"],
      ["Matching the profile at 0–19%", "0", "0"],
      ["Matching the profile at 20–39%", "0", "0"],
      ["Matching the profile at 40–59%", "5", "0"],
      ["Matching the profile at 60–79%", "2", "0"],
      ["Matching the profile at 80–100%", "1", "3"],
    ]);
    expect(await compared.getByTestId("grid-change").textContent()).toBe(
      "Types: Yellow Energizer / Yellow Influencer -1, Yellow Energizer / Blue Supporter -1, Blue Harmonizer / Blue Supporter +2, " +
        "Red Driver / Yellow Influencer -1, Red Driver / Blue Supporter -2, Red Driver / Red Controller -2.",
    );
    if (shotsDir) {
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await map2.screenshot({ path: join(shotsDir, `admin-team-map-round-2-${width}.png`) });
      }
    }
    // The open round's own gaps: nobody Yellow any more, in either part, which the one guide for a missing Yellow serves once.
    const gaps2 = map2.getByTestId("team-gaps").locator(":scope > li");
    expect(await gaps2.locator(":scope > p:first-child").allTextContents()).toEqual([
      "No Yellow (Energizer) in Part 1: 0 of 3 members with a type.",
      "No Yellow (Influencer) in Part 2: 0 of 3 members with a type.",
      "2 of 3 members are Blue (Harmonizer) in Part 1.",
    ]);
    expect(await gaps2.nth(0).getByRole("listitem").allTextContents()).toEqual(guides["missing-yellow"].questions);
    expect(await gaps2.nth(1).getByRole("listitem").count()).toBe(0);
    expect(await gaps2.nth(1).textContent()).toContain("The questions and exercise above fit this gap too.");
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("a manager's link: the member who ticked sharing in the flow is named with their type, the others only counted", async () => {
    const tag = uniqueTag("mgr");
    const teamName = `Shared crew ${tag}`;
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 1000 } });
    await signIn(page);
    const { card, inviteOf } = await createTeam(page, teamName);
    const invite = await inviteOf("ic");
    const code = new URL(invite).searchParams.get("team")!;

    // One member takes the test in the browser through the invite link and ticks the box; five others do not share.
    const sharer = uniquePerson("sharer");
    const respondent = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    const path = new URL(invite);
    await respondent.page.goto(`${path.pathname}${path.search}`);
    await memberFlow(respondent.page, sharer, newAnswers(), {
      teamName,
      shareWithManager: true,
      onLastScreen: async () => {
        if (shotsDir) await respondent.page.screenshot({ path: join(shotsDir, "share-with-manager-390.png"), fullPage: true });
      },
    });
    await respondent.page.getByText(UPLOADED_TEXT).waitFor({ timeout: 60_000 });
    await respondent.context.close();
    const others = await complete(
      [0, 1, 2, 3, 4].map((i): Member => ({
        label: `quiet${i}`,
        audience: "ic",
        type: ["red", "blue"],
        culture: { rabbit: 9, dog: 6, cat: 5 },
      })),
      { manager: code, ic: code },
      tag,
    );

    // The admin creates the manager's link on the team page and opens it as the manager would.
    await card.getByRole("button", { name: `Open team ${teamName}` }).click();
    await page.getByRole("heading", { level: 1, name: teamName }).waitFor();
    await page.getByRole("button", { name: "Create a manager's link" }).click();
    const url = await page.getByTestId("new-sponsor-link").getByRole("textbox").inputValue();
    expect(url).toMatch(/\/manager\/[A-Za-z0-9_-]{40,}$/);
    const manager = await newPage(browser(), { viewport: { width: 1280, height: 1000 } });
    await manager.page.goto(new URL(url).pathname);
    await manager.page.getByRole("heading", { name: teamName }).waitFor();
    const text = (await manager.page.locator("main").textContent())!;
    expect(text).toContain(sharer.name);
    for (const name of others) expect(text).not.toContain(name);
    // Aggregates only: the profile and mean are drawn, no member's point.
    expect(await manager.page.getByRole("figure").locator("svg polygon > title").count()).toBeGreaterThan(0);
    expect(await manager.page.getByRole("figure").locator("svg circle").count()).toBe(0);
    await checkA11y(manager.page);
    expect(pageErrors(manager.page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await manager.context.close();
    await context.close();
  });
});

// Admin search (decision 011) in a real browser against the real server: long searches, the type as the list
// shows it, and the statement texts in the detail.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { checkA11y } from "../support/axe";
import { newPage, pageErrors, useBrowser } from "../support/browser";
import { saveCompleted, signIn, unique } from "../support/fixtures";

const browser = useBrowser();

/** A completed IC (Energizer / Supporter) whose yellow statements 1, 11.1 and 12.2 the detail shows. */
const RATED_IC = {
  userFlow: "ic",
  attractionResponses: { yellow: { "1": 2, "11.1": 1, "12.2": 0 }, blue: { "1": 1 }, red: { "1": 0 } },
} satisfies Partial<SavePayload>;

/**
 * Types a search and waits for the server's answer to it (200, not the 500 a long LIKE pattern gave) and
 * then for the list to show it: until the debounced request runs, the unfiltered list is still on screen.
 */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === "/api/admin/responses" && url.searchParams.get("search") === text;
  });
  await page.getByLabel("Search responses").fill(text);
  expect((await answered).status()).toBe(200);
}

/** One snapshot of the shown rows: each row's text and its type badge's full text. */
const shownRows = (page: Page) =>
  page
    .getByTestId("response-row")
    .evaluateAll((rows) =>
      rows.map((r) => ({ text: r.textContent ?? "", type: r.querySelector("[data-assigned-type]")?.getAttribute("title") ?? null })),
    );

describe("admin search and detail", () => {
  it("finds a respondent by a long email typed in full, and by the type as the list shows it", async () => {
    const tag = unique();
    const email = `firstname.middlename.lastname.${tag}@marketing-department.example-company.co.uk`;
    const name = `Longmail ${tag}`;
    await saveCompleted({ ...RATED_IC, name, email });
    const { page, context } = await newPage(browser());
    await signIn(page);

    await search(page, email);
    await expect.poll(async () => (await shownRows(page)).map((r) => r.text.includes(name))).toEqual([true]);
    expect(await page.getByText("Failed to load dashboard data").count()).toBe(0);

    // The badge shows the type truncated; its full text is its title, and searching that finds it.
    const shown = (await shownRows(page))[0]!.type;
    expect(shown).toBe("Energizer / Supporter");
    await search(page, shown!);
    await expect
      .poll(async () => {
        const rows = await shownRows(page);
        return rows.some((r) => r.text.includes(name)) && rows.every((r) => r.type === shown);
      })
      .toBe(true);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it("shows each statement's text beside its placement and rating in the detail", async () => {
    const name = `Statements ${unique()}`;
    await saveCompleted({ ...RATED_IC, name });
    const { page, context } = await newPage(browser());
    await signIn(page);
    await search(page, name);
    await page.getByTestId("response-row").getByRole("button", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();

    const row = (label: string) => page.getByRole("row", { name: label, exact: true });
    await row("1 I get a lift from being around lively people. Strongly identifies").waitFor();
    await row("11.1 I lift the mood of a room. Identifies").waitFor();
    await row("12.2 I sometimes start more things than I finish. No response").waitFor();
    expect(await page.getByRole("columnheader", { name: "At your best:" }).count()).toBe(1);
    expect(await page.getByRole("columnheader", { name: "At your worst:" }).count()).toBe(1);
    expect(await checkA11y(page), "detail with statement texts").toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

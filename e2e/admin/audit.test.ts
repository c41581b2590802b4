// The owner's audit log in Chromium against the real server: an edit made in the dashboard shows up
// with its old and new value, opening the record is recorded, and the CSV download is the same log,
// formulas neutralised.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../schema/export/csv";
import { checkA11y } from "../support/axe";
import { newPage, useBrowser } from "../support/browser";
import { saveIntake, signIn, unique } from "../support/fixtures";

const browser = useBrowser();

describe("audit log", () => {
  it("shows an edit made in the dashboard with its old and new value, and downloads as CSV", async () => {
    const name = `Audited ${unique()}`;
    const { id } = await saveIntake({ name, email: "audit.subject@example.org", jobTitle: "Subject", userFlow: "ic" });
    const { page, context } = await newPage(browser());
    await signIn(page);
    await page.getByLabel("Search responses").fill(name);
    await page.getByRole("button", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByLabel("Job Title").fill("=1+1");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await page.getByRole("status").filter({ hasText: "All changes saved" }).waitFor();

    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { level: 1, name: "Audit log" }).waitFor();
    const row = page.getByTestId("audit-row").filter({ hasText: id });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain("jobTitle: Subject → =1+1");
    expect(await row.first().textContent()).toContain("admin@localhost");
    // Opening the record is recorded too (docs/admin.md, Audit log).
    await row.filter({ hasText: "Opened a response" }).first().waitFor();
    expect(await checkA11y(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-.+\.csv$/);
    const rows = readCsv(readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "")).map((r) => r.fields);
    expect(rows[0]).toEqual(["At", "Actor", "Action", "Target", "Detail"]);
    const edit = rows.find((r) => r[2] === "response.edit" && r[3] === id);
    expect(JSON.parse(edit![4]!)).toEqual({ field: "jobTitle", old: "Subject", new: "=1+1" });
    expect(rows.filter((r) => r[2] === "response.view" && r[3] === id).map((r) => r[1])).toEqual(["admin@localhost"]);
    // The download is recorded too, newest first.
    expect(rows[1]?.slice(1, 3)).toEqual(["admin@localhost", "audit.export"]);
    await context.close();
  });
});

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launch, newPage, pageErrors } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("landing page", () => {
  it("shows the three audience columns with their cards", async () => {
    const { page, context } = await newPage(browser);
    const res = await page.goto("/");
    expect(res?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    const columns = page.getByTestId("audience-column");
    await expect.poll(() => columns.count()).toBe(3);
    expect(await columns.locator("h2").allTextContents()).toEqual(["CEOs", "MANAGERS", "INDIVIDUAL CONTRIBUTORS"]);
    expect(await columns.nth(0).locator("article").count()).toBe(2);
    const logo = page.getByRole("banner").getByRole("link");
    expect(await logo.getAttribute("target")).toBe("_blank");
    expect(await logo.getAttribute("href")).toMatch(/^https?:\/\//);
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });

  it.each([
    [0, 0, "/test/ceo"],
    [0, 1, "/test/manager"],
    [1, 0, "/test/manager"],
    [2, 0, "/test/ic"],
  ])("column %i card %i: Start Now goes to %s", async (column, card, path) => {
    const { page, context } = await newPage(browser);
    await page.goto("/");
    await page.getByTestId("audience-column").nth(column).locator("article").nth(card).getByRole("link", { name: /Start Now/ }).click();
    await page.waitForURL(`**${path}`);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(pageErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("unknown paths", () => {
  it("show the 404 page texts", async () => {
    const { page, context } = await newPage(browser);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    await context.close();
  });
});

// The landing page, the 404 page and the admin sign-in, in every engine (decision 017).
import { describe, expect, it } from "vitest";
import { useEngine, withPage } from "../engines/open";
import { adminPassword } from "../support/fixtures";

const engine = useEngine();

describe("landing page", () => {
  it("shows the three audience columns with their cards, under the security policy", async () => {
    await withPage(engine(), async (page) => {
      await page.goto("/");
      const columns = page.testId("audience-column");
      await columns.nth(2).waitFor();
      expect(await columns.count()).toBe(3);
      expect(await columns.css("h2").allTextContents()).toEqual(["CEOs", "MANAGERS", "INDIVIDUAL CONTRIBUTORS"]);
      expect(await columns.first().css("article").count()).toBe(2);
      const logo = page.role("banner").role("link");
      expect(await logo.getAttribute("target")).toBe("_blank");
      expect(await logo.getAttribute("href")).toMatch(/^https?:\/\//);
      const csp = await page.evaluate(() => fetch(location.href).then((r) => r.headers.get("content-security-policy")));
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await page.errors()).toEqual([]);
    });
  });

  it.each([
    [0, 0, "/test/ceo"],
    [0, 1, "/test/manager"],
    [1, 0, "/test/manager"],
    [2, 0, "/test/ic"],
  ])("column %i card %i: Start Now goes to %s", async (column, card, path) => {
    await withPage(engine(), async (page) => {
      await page.goto("/");
      await page
        .testId("audience-column")
        .nth(column)
        .css("article")
        .nth(card)
        .role("link", { name: /Start Now/ })
        .click();
      await page.role("heading", { name: "Welcome to the Assessment", level: 1 }).waitFor();
      expect(await page.pathname()).toBe(path);
      expect(await page.errors()).toEqual([]);
    });
  });
});

describe("unknown paths", () => {
  it("show the 404 page texts", async () => {
    await withPage(engine(), async (page) => {
      await page.goto("/no/such/page");
      await page.role("heading", { name: "404 Page Not Found" }).waitFor();
      expect(await page.text("Did you forget to add the page to the router?").isVisible()).toBe(true);
    });
  });
});

describe("admin sign-in", () => {
  it("refuses a wrong password, then signs in to the dashboard", async () => {
    await withPage(engine(), async (page) => {
      await page.goto("/admin");
      await page.role("heading", { level: 1, name: "Admin Login" }).waitFor();
      const toast = (title: string) => page.css("[data-sonner-toast]").filter({ has: page.css("[data-title]").filter({ hasText: title }) });
      await page.label("Password").fill("wrong-password");
      await page.role("button", { name: "Login" }).click();
      // Said at the field, as an alert, not in a toast: the refusal is about what was typed.
      await page.role("alert").filter({ hasText: "Invalid password. Check it and try again." }).waitFor();
      expect(await page.label("Password").getAttribute("aria-invalid")).toBe("true");
      expect(await toast("Login failed").count()).toBe(0);
      await page.label("Password").fill(adminPassword());
      await page.role("button", { name: "Login" }).click();
      await toast("Login successful").filter({ hasText: "Welcome to the admin dashboard" }).waitFor();
      await page.role("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
      // The session survives a reload (the cookie works in this engine).
      await page.reload();
      await page.role("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
      expect(await page.errors()).toEqual([]);
    });
  });
});

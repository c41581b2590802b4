// Single sign-on end to end: Chromium, the real `wrangler dev` with OIDC_* vars, and a real OpenID
// provider (oidc-provider) on its own port, both started here (docs/admin.md#single-sign-on-openid-connect).
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../../schema/identity/roles";
import { freePort } from "../../scripts/local/local-server.mjs";
import { startOidcProvider } from "../../scripts/local/oidc-provider.mjs";
import { checkA11y } from "../support/axe";
import { newPage, useBrowser } from "../support/browser";
import { saveIntake, signIn, unique } from "../support/fixtures";
import { startPrivateServer, type PrivateServer } from "../support/private-server";

const browser = useBrowser();
let server: PrivateServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
/**
 * The browser opens the app as `localhost` and the provider runs on `127.0.0.1`: two sites, as in a
 * deployment (cookies ignore ports, so on one host the provider's redirect back would be same-site and
 * the SameSite=Strict session cookie and the Lax flow cookies would go untested).
 */
let appUrl: string;

beforeAll(async () => {
  const appPort = await freePort();
  appUrl = `http://localhost:${appPort}`;
  provider = await startOidcProvider({ port: await freePort(), redirectUris: [`${appUrl}/api/callback`] });
  server = await startPrivateServer("sso", {
    port: appPort,
    vars: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_AUTH_SECRET: "e2e-oidc-auth-secret-at-least-32-characters",
      OIDC_REDIRECT_URI: "/api/callback",
    },
  });
});
afterAll(async () => {
  await server?.dispose();
  await provider?.stop();
});

/** The owner (the password) adds an email to the allow-list through the API. */
async function invite(email: string, role: Role): Promise<string> {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ password: server.adminPassword }),
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const res = await fetch(`${server.url}/api/admin/users`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ email, role }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function browse(): Promise<{ page: Page; context: BrowserContext }> {
  return newPage(browser(), { baseURL: appUrl });
}

/** From the admin sign-in form through the provider's own login and consent pages, back to the app. */
async function signInWithProvider(page: Page, email: string) {
  await page.goto("/admin");
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  await page.waitForURL((url) => url.origin === provider.issuer);
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  // The provider asks once per client for consent.
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL((url) => url.origin === appUrl);
}

const sid = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "sid")?.value;

describe("single sign-on", () => {
  it("an invited admin signs in through the provider's login page and lands on the dashboard", async () => {
    const email = `grace.admin.${unique()}@example.org`;
    await invite(email, "admin");
    const { page, context } = await browse();
    const callback = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/callback");
    await signInWithProvider(page, email);
    // The callback answers a page that moves on by itself: on a 302 that continues the provider's
    // navigation Chromium would not send the new SameSite=Strict cookie to /admin.
    expect((await callback).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    const cookie = (await context.cookies()).find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(await page.getByTestId("admin-name").textContent()).toBe("Signed in as Grace");
    expect(await page.getByTestId("admin-role").textContent()).toBe("Role: Admin");
    expect(await page.getByRole("button", { name: "Export CSV" }).isVisible()).toBe(true);
    // An admin manages no users and cannot end every session.
    expect(await page.getByRole("button", { name: "Sign out everywhere" }).count()).toBe(0);
    expect((await page.request.get("/api/admin/users")).status()).toBe(403);
    expect(await checkA11y(page)).toEqual([]);
    await context.close();
  });

  it("a viewer cannot export: the button is hidden and the API answers 403", async () => {
    const email = `vera.viewer.${unique()}@example.org`;
    await invite(email, "viewer");
    const { page, context } = await browse();
    await signInWithProvider(page, email);
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    await page.getByRole("heading", { name: "Responses" }).first().waitFor();
    expect(await page.getByTestId("admin-role").textContent()).toBe("Role: Viewer");
    expect(await page.getByRole("button", { name: "Export CSV" }).count()).toBe(0);
    const exportAnswer = await page.evaluate(async () => {
      const res = await fetch("/api/admin/export.csv");
      return { status: res.status, body: await res.json() };
    });
    expect(exportAnswer).toEqual({
      status: 403,
      body: { error: "Access denied", issues: [{ path: "", message: "Viewers cannot do this; it needs the Admin role" }] },
    });
    await context.close();
  });

  it("an uninvited email is refused with the 'not invited' page and gets no session", async () => {
    const email = `stranger.${unique()}@example.org`;
    const { page, context } = await browse();
    const callback = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/callback");
    await signInWithProvider(page, email);
    expect((await callback).status()).toBe(403);
    await page.getByRole("heading", { level: 1, name: "Not invited" }).waitFor();
    expect(await page.getByText(`${email} is not invited`).isVisible()).toBe(true);
    expect(await sid(context)).toBeUndefined();
    expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();
    expect(await checkA11y(page)).toEqual([]);
    await context.close();
  });

  it("sign-out ends the session: the old cookie opens nothing afterwards", async () => {
    const email = `otto.owner.${unique()}@example.org`;
    await invite(email, "owner");
    const { page, context } = await browse();
    await signInWithProvider(page, email);
    await page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    const cookie = await sid(context);
    expect(cookie).toBeTruthy();
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    // The same cookie presented again, from outside the browser: the session is gone on the server.
    const replay = await fetch(`${server.url}/api/admin/stats`, { headers: { Cookie: `sid=${cookie}` } });
    expect(replay.status).toBe(401);
    await page.goto("/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();
    await context.close();
  });

  it("the password owner links single sign-on on the Users page; that provider account then signs in as the owner", async () => {
    const login = `boss.${unique()}@corp.example`;
    const owner = await browse();
    await signIn(owner.page, server.adminPassword);
    await owner.page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Users" }).click();
    await owner.page.getByRole("button", { name: "Link single sign-on" }).click();
    await owner.page.waitForURL((url) => url.origin === provider.issuer);
    await owner.page.locator('input[name="login"]').fill(login);
    await owner.page.locator('input[name="password"]').fill("any password");
    await owner.page.getByRole("button", { name: "Sign-in" }).click();
    await owner.page.getByRole("button", { name: "Continue" }).click();
    // Back on the dashboard with the password session, which the link leaves as it was.
    await owner.page.waitForURL((url) => url.origin === appUrl && url.pathname === "/admin");
    await owner.page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(await owner.page.getByTestId("admin-name").textContent()).toBe("Signed in as Admin");

    const other = await browse();
    await signInWithProvider(other.page, login);
    await other.page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(await other.page.getByTestId("admin-role").textContent()).toBe("Role: Owner");
    // The owner's own name, not the provider's "Boss".
    expect(await other.page.getByTestId("admin-name").textContent()).toBe("Signed in as Admin");
    await owner.context.close();
    await other.context.close();
  });

  it("the owner invites on the Users page; a role change signs that person out at once", async () => {
    const email = `ivy.invited.${unique()}@example.org`;
    const owner = await browse();
    await signIn(owner.page, server.adminPassword);
    await owner.page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Users" }).click();
    await owner.page.getByRole("heading", { level: 1, name: "Users" }).waitFor();
    await owner.page.getByLabel("Email").fill(email);
    await owner.page.getByLabel("Role", { exact: true }).selectOption("admin");
    await owner.page.getByRole("button", { name: "Invite" }).click();
    await owner.page.getByLabel(`Role of ${email}`).waitFor();
    expect(await checkA11y(owner.page)).toEqual([]);

    const invited = await browse();
    await signInWithProvider(invited.page, email);
    await invited.page.getByRole("heading", { level: 1, name: "Assessment Dashboard" }).waitFor();
    expect(await invited.page.getByTestId("admin-role").textContent()).toBe("Role: Admin");

    await owner.page.getByLabel(`Role of ${email}`).selectOption("viewer");
    await owner.page.getByText(`${email} is now Viewer and was signed out`).waitFor();
    expect((await invited.page.request.get("/api/admin/stats")).status()).toBe(401);
    await invited.page.reload();
    await invited.page.getByRole("heading", { level: 1, name: "Admin Login" }).waitFor();

    // Signed in again (the provider remembers the person and the consent, so no pages there), the new
    // role applies: the detail of a response is read-only in the browser.
    const name = `Read Only ${unique()}`;
    await saveIntake({ name, email: "reader@example.org", jobTitle: "Reader", userFlow: "ic" }, server.url);
    await invited.page.getByRole("link", { name: "Sign in with single sign-on" }).click();
    await invited.page.waitForURL((url) => url.origin === appUrl && url.pathname === "/admin");
    await invited.page.getByTestId("admin-role").filter({ hasText: "Viewer" }).waitFor();
    await invited.page.getByRole("button", { name }).click();
    await invited.page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await invited.page.getByLabel("Full Name").isDisabled()).toBe(true);
    expect(await invited.page.getByRole("button", { name: "Save Changes" }).count()).toBe(0);
    await owner.context.close();
    await invited.context.close();
  });
});

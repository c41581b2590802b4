import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { detailFor } from "../../schema/records/response-views";
import type { AdminUser, Role } from "../../schema/identity/roles";
import { AdminGate } from "./AdminGate";
import { json, stubFetch, type FakeRequest } from "./test/fake-api";
import { sampleStats } from "./test/sample-stats";
import { renderWithClient } from "./test/render";
import { sampleListItem, sampleRecord } from "./test/sample-record";
import { toastsRaised } from "./test/toast-mock";

vi.mock("sonner", async () => ({ toast: (await import("./test/toast-mock")).toastMock }));

const stats = sampleStats({ total: 1, completed: 1, thisWeek: 1, cultureScoreHistogram: { rabbit: [], dog: [], cat: [] } });
const record = sampleRecord();
const me = (role: Role) => ({ profileImageUrl: null, firstName: "Ada", email: "ada@example.org", role });

/** A fake admin API for a user with `role`; `users` is the allow-list the owner's page reads and changes. */
function api(role: Role, users: AdminUser[] = []) {
  let erased = false;
  return stubFetch((req: FakeRequest) => {
    if (req.path === "/api/auth/user") return json(me(role));
    if (req.path === "/api/admin/stats") return json(stats);
    if (req.path === "/api/admin/devices") return json([]);
    // Each answer cut for the role as the server cuts it (schema/records/response-views.ts).
    if (req.path === "/api/admin/responses") return json({ items: erased ? [] : [sampleListItem(record, role)], nextCursor: null });
    if (req.path === `/api/admin/responses/${record.id}` && req.method === "DELETE") {
      erased = true;
      return new Response(null, { status: 204 });
    }
    if (req.path === `/api/admin/responses/${record.id}`) return json(detailFor(role, record));
    if (req.path === `/api/admin/responses/${record.id}/team`) {
      return role === "viewer" ? json({ error: "Access denied", issues: [] }, 403) : json({ teamId: null, teamCode: null, team: null });
    }
    if (req.path === "/api/admin/teams") return role === "viewer" ? json({ error: "Access denied", issues: [] }, 403) : json({ items: [] });
    if (req.path === "/api/admin/users" && req.method === "GET") return json({ items: users });
    if (req.path === "/api/admin/users" && req.method === "POST") {
      const body = req.body as { email: string; role: Role };
      if (users.some((u) => u.email === body.email))
        return json({ error: `${body.email} is already invited`, issues: [{ path: "email", message: "" }] }, 409);
      const created = { id: `u${users.length}`, email: body.email, name: null, role: body.role, passwordOwner: false };
      users.push(created);
      return json(created, 201);
    }
    const target = users.find((u) => req.path === `/api/admin/users/${u.id}`);
    if (target && req.method === "PATCH") {
      target.role = (req.body as { role: Role }).role;
      return json(target);
    }
    if (target && req.method === "DELETE") {
      users.splice(users.indexOf(target), 1);
      return new Response(null, { status: 204 });
    }
    return json({ error: "Not found", issues: [] }, 404);
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The address holds the list's search and the open detail (decision 046): each test starts at the list.
  history.replaceState(null, "", "/");
});

async function openDashboard() {
  renderWithClient(<AdminGate />);
  await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" });
  await screen.findAllByTestId("response-row");
}

describe("what the dashboard offers each role", () => {
  it("a viewer sees the data but no export, no save, no teams, no owner's pages; the fields are read-only", async () => {
    const calls = api("viewer");
    await openDashboard();
    expect(screen.getByTestId("admin-role").textContent).toBe("Role: Viewer");
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
    // Insights and the live board are every role's (docs/admin.md#the-live-board): a viewer's bar holds them beside the responses.
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((b) => b.textContent),
    ).toEqual(["Responses", "Insights", "Live board"]);
    expect(screen.queryByLabelText("Team")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: record.name }));
    await screen.findByRole("heading", { level: 1, name: record.name });
    expect(screen.queryByRole("button", { name: "Save Changes" })).toBeNull();
    // A disabled fieldset disables its fields in browsers (happy-dom does not apply it; the e2e checks Chromium).
    expect(screen.getByLabelText("Full Name").closest("fieldset")?.disabled).toBe(true);
    // Team membership is the admins' (403 for viewers): no team card, and it is not even asked for.
    expect(screen.queryByRole("heading", { name: "Team" })).toBeNull();
    expect(screen.queryByTestId("response-team")).toBeNull();
    expect(screen.queryByLabelText("Move to team")).toBeNull();
    expect(screen.queryByRole("button", { name: "Download data" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Erase" })).toBeNull();
    expect(calls.some((c) => c.path === "/api/admin/teams" || c.path.endsWith("/team"))).toBe(false);
    // Reading stays possible: the response pages still turn.
    fireEvent.click(screen.getByRole("button", { name: "Page 2: Attraction Blue" }));
    expect(screen.getByTestId("responses-page-title").textContent).toContain("Page 2 of 6");
  });

  it("a viewer's detail says the demographics are hidden for their role, and shows none of them", async () => {
    api("viewer");
    await openDashboard();
    fireEvent.click(screen.getByRole("button", { name: record.name }));
    await screen.findByRole("heading", { level: 1, name: record.name });
    expect(screen.getByRole("heading", { name: "Demographic Information" })).toBeTruthy();
    expect(screen.getByTestId("demographics-hidden").textContent).toBe(
      "Demographic answers are special-category personal data (GDPR Art. 9): they are hidden for the Viewer role and shown to Owners and Admins.",
    );
    expect(screen.queryByLabelText("Birth Year")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show raw data" })).toBeNull();
    expect(screen.queryByText("1815")).toBeNull();
    // The rest of the record is there to read.
    expect((screen.getByLabelText("Job Title") as HTMLInputElement).value).toBe(record.jobTitle);
  });

  it("an admin exports and edits, but has no owner's pages", async () => {
    api("admin");
    await openDashboard();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Sign out everywhere" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((b) => b.textContent),
    ).toEqual(["Responses", "Insights", "Live board", "Teams"]);
    fireEvent.click(screen.getByRole("button", { name: record.name }));
    await screen.findByRole("heading", { level: 1, name: record.name });
    expect(screen.getAllByRole("button", { name: "Save Changes" })).toHaveLength(3);
    expect(screen.getByLabelText("Full Name").closest("fieldset")?.disabled).toBe(false);
    // Admins read the demographics and the respondent's team.
    expect((screen.getByLabelText("Birth Year") as HTMLInputElement).value).toBe("1815");
    expect(screen.queryByTestId("demographics-hidden")).toBeNull();
    expect(await screen.findByTestId("response-team")).toBeTruthy();
  });
});

describe("a respondent's data rights", () => {
  it("an admin erases only after typing the person's name; the row leaves the list", async () => {
    const calls = api("admin");
    await openDashboard();
    fireEvent.click(screen.getByRole("button", { name: record.name }));
    await screen.findByRole("heading", { level: 1, name: record.name });
    expect(screen.getByRole("button", { name: "Download data" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Erase" }));
    const dialog = await screen.findByRole("dialog", { name: `Erase ${record.name}?` });
    const confirm = within(dialog).getByRole("button", { name: "Erase for good" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(`Type ${record.name} to confirm`), { target: { value: "Ada Lovelac" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(`Type ${record.name} to confirm`), {
      target: { value: ` ${record.name.toLowerCase()} ` },
    });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" });
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ confirmName: ` ${record.name.toLowerCase()} ` });
    await waitFor(() => expect(screen.queryAllByTestId("response-row")).toHaveLength(0));
    expect(toastsRaised()[0]).toMatch(/^success: Respondent erased/);
  });
});

describe("the owner's Users page", () => {
  const users = (): AdminUser[] => [
    { id: "p", email: "admin@localhost", name: null, role: "owner", passwordOwner: true },
    { id: "me", email: "ada@example.org", name: "Ada Lovelace", role: "owner", passwordOwner: false },
    { id: "v", email: "viv@example.org", name: "Viv", role: "viewer", passwordOwner: false },
  ];

  async function openUsers(list: AdminUser[]) {
    const calls = api("owner", list);
    await openDashboard();
    fireEvent.click(within(screen.getByRole("navigation", { name: "Admin sections" })).getByRole("link", { name: "Users" }));
    await screen.findByRole("heading", { level: 1, name: "Users" });
    expect(
      within(screen.getByRole("navigation", { name: "Admin sections" }))
        .getAllByRole("link")
        .map((b) => b.textContent),
    ).toEqual(["Responses", "Insights", "Live board", "Teams", "Users", "Audit log"]);
    await waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(list.length));
    return calls;
  }

  it("invites by email with a role, and says when the email is already there", async () => {
    const list = users();
    const calls = await openUsers(list);
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "New.Person@Example.org" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    await waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(4));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "new.person@example.org", role: "admin" });
    expect(toastsRaised()).toContain("success: User invited - new.person@example.org can now sign in as Admin");

    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "viv@example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByText("viv@example.org is already invited")).toBeTruthy();
  });

  it("changes a role at once, and removes a user only after a confirmation", async () => {
    const list = users();
    const calls = await openUsers(list);
    // Neither the password owner nor oneself can be changed here.
    expect(screen.queryByLabelText("Role of admin@localhost")).toBeNull();
    expect(screen.queryByLabelText("Role of ada@example.org")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove ada@example.org" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Role of viv@example.org"), { target: { value: "admin" } });
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH" && c.path === "/api/admin/users/v")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ role: "admin" });

    // The role change has finished (its button is enabled again) before the next change starts.
    const remove = screen.getByRole("button", { name: "Remove viv@example.org" }) as HTMLButtonElement;
    await waitFor(() => expect(remove.disabled).toBe(false));
    fireEvent.click(remove);
    const dialog = await screen.findByRole("dialog", { name: "Remove viv@example.org?" });
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove user" }));
    await waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/admin/users/v"]);
  });
});

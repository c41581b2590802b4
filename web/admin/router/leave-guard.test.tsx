import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { detailFor } from "../../../schema/records/response-views";
import type { Role } from "../../../schema/identity/roles";
import { AdminGate } from "../AdminGate";
import { json, stubFetch, type FakeRequest } from "../test/fake-api";
import { renderWithClient } from "../test/render";
import { sampleListItem, sampleRecord } from "../test/sample-record";
import { sampleStats } from "../test/sample-stats";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const record = sampleRecord();

function api(role: Role = "owner") {
  return stubFetch((req: FakeRequest) => {
    if (req.path === "/api/auth/user") return json({ profileImageUrl: null, firstName: "Ada", email: "ada@example.org", role });
    if (req.path === "/api/admin/stats") return json(sampleStats());
    if (req.path === "/api/admin/responses") return json({ items: [sampleListItem(record, role)], nextCursor: null });
    if (req.path === `/api/admin/responses/${record.id}` && req.method === "PATCH") return json({ ...record, ...(req.body as object) });
    if (req.path === `/api/admin/responses/${record.id}`) return json(detailFor(role, record));
    if (req.path === `/api/admin/responses/${record.id}/team`) return json({ teamId: null, teamCode: null, team: null });
    if (req.path === "/api/admin/teams") return json({ items: [] });
    if (req.path === "/api/admin/users") return json({ items: [] });
    return json({ error: "Not found", issues: [] }, 404);
  });
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  history.replaceState(null, "", "/");
});

async function openDetailAndType(name: string) {
  renderWithClient(<AdminGate />);
  fireEvent.click(await screen.findByRole("button", { name: record.name }));
  await screen.findByRole("heading", { level: 1, name: record.name });
  fireEvent.change(screen.getByLabelText("Full Name"), { target: { value: name } });
  await screen.findAllByText("Unsaved changes");
}

const unloadPrevented = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("leaving unsaved edits (docs/admin.md#unsaved-changes)", () => {
  it("asks before Back to responses and another section; Stay keeps the draft, Leave goes", async () => {
    api();
    await openDetailAndType("Ada Byron");
    fireEvent.click(screen.getByRole("button", { name: /Back to responses/ }));
    let dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    // The way to stay has the focus: Enter alone never drops the edit.
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Stay" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((screen.getByLabelText("Full Name") as HTMLInputElement).value).toBe("Ada Byron");
    expect(location.pathname).toBe(`/responses/${record.id}`);

    fireEvent.click(within(screen.getByRole("navigation", { name: "Admin sections" })).getByRole("link", { name: "Teams" }));
    dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(location.pathname).toBe(`/responses/${record.id}`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Leave without saving" }));
    await screen.findByRole("heading", { level: 1, name: "Teams" });
    expect(location.pathname).toBe("/teams");
    // Nothing unsaved is left to guard.
    expect(unloadPrevented()).toBe(false);
  });

  it("has the browser ask on closing or reloading the tab while an edit is unsaved, and not once it is saved", async () => {
    const calls = api();
    await openDetailAndType("Ada Byron");
    expect(unloadPrevented()).toBe(true);
    fireEvent.click(screen.getAllByRole("button", { name: "Save Changes" })[0]!);
    await screen.findAllByText("All changes saved");
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ name: "Ada Byron" });
    expect(unloadPrevented()).toBe(false);
    // Saved: Back leaves without a question.
    fireEvent.click(screen.getByRole("button", { name: /Back to responses/ }));
    await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks nothing of a viewer, who cannot edit", async () => {
    api("viewer");
    renderWithClient(<AdminGate />);
    fireEvent.click(await screen.findByRole("button", { name: record.name }));
    await screen.findByRole("heading", { level: 1, name: record.name });
    expect(unloadPrevented()).toBe(false);
  });
});

describe("the admin's addresses (decision 070)", () => {
  it("opens the view an address names, and the list in place of a section the role may not open", async () => {
    api("admin");
    history.replaceState(null, "", "/teams");
    renderWithClient(<AdminGate />);
    await screen.findByRole("heading", { level: 1, name: "Teams" });
    cleanup();

    api("admin");
    history.replaceState(null, "", "/users");
    renderWithClient(<AdminGate />);
    await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" });
    await waitFor(() => expect(location.pathname).toBe("/"));
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "../../../schema/identity/roles";
import { createQueryClient } from "../api/query-client";
import { QueryClientProvider } from "../api/query-context";
import { AdminUserContext } from "../session/admin-user";
import { json, stubFetch } from "../test/fake-api";
import { toastsRaised } from "../test/toast-mock";
import { LinkSsoButton } from "./LinkSsoButton";
import { UsersPage } from "./UsersPage";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const owner: AdminUser = { id: "p", email: "admin@localhost", name: null, role: "owner", passwordOwner: true };
const other: AdminUser = { id: "o", email: "otto@example.org", name: "Otto", role: "owner", passwordOwner: false };

function renderUsers(meEmail: string, sso: boolean) {
  stubFetch((req) => {
    if (req.path === "/api/admin/users") return json({ items: [owner, other] });
    if (req.path === "/api/admin/config") return json({ demoHint: null, sso });
    return json({ error: "Not found", issues: [] }, 404);
  });
  render(
    <QueryClientProvider client={createQueryClient({ retryDelay: () => 0 })}>
      <AdminUserContext value={{ profileImageUrl: null, firstName: "Admin", email: meEmail, role: "owner" }}>
        <UsersPage />
      </AdminUserContext>
    </QueryClientProvider>,
  );
}

describe("Link single sign-on", () => {
  it("is offered on the password owner's own row only, and only with single sign-on configured", async () => {
    renderUsers("admin@localhost", true);
    expect(await screen.findByRole("button", { name: "Link single sign-on" })).toBeTruthy();
    cleanup();
    renderUsers("otto@example.org", true);
    await waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "Link single sign-on" })).toBeNull();
    cleanup();
    renderUsers("admin@localhost", false);
    await waitFor(() => expect(screen.getAllByTestId("user-row")).toHaveLength(2));
    expect(screen.queryByRole("button", { name: "Link single sign-on" })).toBeNull();
  });

  it("asks the server for a linking intent, then goes where it says; a refusal is the server's words", async () => {
    const calls = stubFetch((req) => (req.method === "POST" ? json({ location: "/api/login" }) : json({}, 404)));
    const navigate = vi.fn();
    render(<LinkSsoButton navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "Link single sign-on" }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/api/login"));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/auth/link-sso"]);
    cleanup();

    stubFetch(() =>
      json({ error: "Sign in with the admin password to link single sign-on", issues: [{ path: "session", message: "" }] }, 403),
    );
    render(<LinkSsoButton navigate={navigate} />);
    fireEvent.click(screen.getByRole("button", { name: "Link single sign-on" }));
    await waitFor(() =>
      expect(toastsRaised()).toContain("error: Single sign-on not linked - Sign in with the admin password to link single sign-on"),
    );
  });
});

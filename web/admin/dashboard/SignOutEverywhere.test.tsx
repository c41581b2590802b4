import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminGate } from "../AdminGate";
import { json, stubFetch, type FakeRequest } from "../test/fake-api";
import { sampleStats } from "../test/sample-stats";
import { renderWithClient } from "../test/render";
import { toastsRaised } from "../test/toast-mock";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const stats = sampleStats();

/** A signed-in admin until revoke-all answers `revoke`; then /api/auth/user says nobody is. */
function api(revoke: () => Response) {
  let signedIn = true;
  return stubFetch((req: FakeRequest) => {
    if (req.path === "/api/admin/sessions/revoke-all") {
      const res = revoke();
      if (res.ok) signedIn = false;
      return res;
    }
    if (req.path === "/api/auth/user")
      return json(signedIn ? { profileImageUrl: null, firstName: "Ada", email: "admin@localhost", role: "owner" } : null);
    if (req.path === "/api/admin/config") return json({ demoHint: null });
    if (req.path === "/api/admin/stats") return json(stats);
    if (req.path === "/api/admin/devices") return json([]);
    if (req.path === "/api/admin/responses") return json({ items: [], nextCursor: null });
    return json({ error: "Not found", issues: [] }, 404);
  });
}

const revokeCalls = (calls: FakeRequest[]) => calls.filter((c) => c.path === "/api/admin/sessions/revoke-all").map((c) => c.method);

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Sign out everywhere", () => {
  it("asks first, with the focus on Cancel; Cancel ends nothing", async () => {
    const calls = api(() => json({ revoked: 2 }));
    renderWithClient(<AdminGate />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    expect(dialog.textContent).toContain("including this one");
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Cancel"));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(revokeCalls(calls)).toEqual([]);
    expect(screen.getByRole("heading", { level: 1, name: "Assessment Dashboard" })).toBeTruthy();
  });

  it("on confirmation POSTs revoke-all and returns to the sign-in form with a toast", async () => {
    const calls = api(() => json({ revoked: 2 }));
    renderWithClient(<AdminGate />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    const confirm = screen.getAllByRole("button", { name: "Sign out everywhere" }).find((b) => b.closest("[role=dialog]"));
    fireEvent.click(confirm!);
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(revokeCalls(calls)).toEqual(["POST"]);
    expect(toastsRaised()).toContain("success: Signed out everywhere - Every admin session has ended. Sign in again to continue.");
  });

  it("keeps the dialog open with an alert when the call fails", async () => {
    api(() => json({ error: "Internal error", issues: [] }, 500));
    renderWithClient(<AdminGate />);
    fireEvent.click(await screen.findByRole("button", { name: "Sign out everywhere" }));
    await screen.findByRole("dialog", { name: "Sign out everywhere?" });
    fireEvent.click(screen.getAllByRole("button", { name: "Sign out everywhere" }).find((b) => b.closest("[role=dialog]"))!);
    expect((await screen.findByRole("alert")).textContent).toContain("could not be ended");
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

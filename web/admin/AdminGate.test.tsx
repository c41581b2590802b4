import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResponseRecord } from "../../schema/records/admin";
import { AdminGate } from "./AdminGate";
import { json, stubFetch, type FakeRequest } from "./test/fake-api";
import { sampleStats } from "./test/sample-stats";
import { renderWithClient } from "./test/render";
import { sampleListItem, sampleRecord } from "./test/sample-record";
import { toastsRaised } from "./test/toast-mock";

vi.mock("sonner", async () => ({ toast: (await import("./test/toast-mock")).toastMock }));

const admin = { profileImageUrl: null, firstName: "Ada", email: "admin@localhost", role: "owner" } as const;
const stats = sampleStats({
  total: 3,
  completed: 2,
  thisWeek: 2,
  withCulture: 1,
  typesByAudience: { manager: { "Energizer / Influencer": 2 } },
  funnel: [{ step: "intake-complete", count: 3 }],
});
const records = Array.from({ length: 3 }, (_, i) => sampleRecord({ id: `id-${i}`, name: `Person ${i}` }));

/** A fake admin API; `list` answers the listing so each test can vary it. */
function api(list: (req: FakeRequest) => Response) {
  return stubFetch((req) => {
    if (req.path === "/api/auth/user") return json(admin);
    if (req.path === "/api/admin/stats") return json(stats);
    if (req.path === "/api/admin/devices") return json([]);
    if (req.path === "/api/admin/responses") return list(req);
    const one = records.find((r) => req.path === `/api/admin/responses/${r.id}`);
    if (one) return json(one);
    return json({ error: "Not found", issues: [] }, 404);
  });
}
const page = (items: ResponseRecord[], nextCursor: string | null = null) =>
  json({ items: items.map((r) => sampleListItem(r)), nextCursor });

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The address holds the list's search and the open detail (decision 046): each test starts at the list.
  history.replaceState(null, "", "/");
});

describe("AdminGate", () => {
  it("shows the sign-in form when /api/auth/user answers 401", async () => {
    stubFetch((req) => (req.path === "/api/auth/user" ? json({ error: "Unauthorized", issues: [] }, 401) : json({ demoHint: null })));
    renderWithClient(<AdminGate />);
    expect(screen.getByRole("status").textContent).toContain("Checking authentication...");
    expect(await screen.findByRole("heading", { name: "Admin Login" })).toBeTruthy();
  });

  it("shows the dashboard: admin, stats and one row per response", async () => {
    api(() => page(records));
    renderWithClient(<AdminGate />);
    expect(await screen.findByRole("heading", { level: 1, name: "Assessment Dashboard" })).toBeTruthy();
    expect(screen.getByText("Manage and analyze assessment responses")).toBeTruthy();
    expect(screen.getByTestId("admin-name").textContent).toBe("Signed in as Ada");
    await waitFor(() =>
      expect(screen.getAllByTestId("stat-card").map((c) => c.textContent)).toEqual([
        "Total Responses3All stored responses",
        "This Week2Completed in the last 7 days",
        "Culture Compatibility1Responses with culture scores",
      ]),
    );
    expect(await screen.findAllByTestId("response-row")).toHaveLength(3);
  });

  it("searches on the server after typing stops, and pages with the cursor", async () => {
    const calls = api((req) => {
      if (req.url.searchParams.get("search") === "person 2") return page([records[2]!]);
      return req.url.searchParams.get("cursor") === "c1" ? page([records[2]!]) : page(records.slice(0, 2), "c1");
    });
    renderWithClient(<AdminGate />);
    expect(await screen.findAllByTestId("response-row")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(screen.getAllByTestId("response-row")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();

    fireEvent.change(screen.getByLabelText("Search responses"), { target: { value: "p" } });
    fireEvent.change(screen.getByLabelText("Search responses"), { target: { value: "person 2" } });
    await waitFor(() => expect(screen.getAllByTestId("response-row")).toHaveLength(1));
    const searches = calls.filter((c) => c.path === "/api/admin/responses").map((c) => c.url.searchParams.get("search"));
    // The debounce skipped "p": one request for the settled text only.
    expect(searches).toEqual([null, null, "person 2"]);
  });

  it("shows the empty states", async () => {
    api(() => page([]));
    renderWithClient(<AdminGate />);
    expect(await screen.findByText("No assessment responses yet")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Search responses"), { target: { value: "zzz" } });
    expect(await screen.findByText("No responses match your search")).toBeTruthy();
  });

  it("retries a failing listing 3 times, then offers Retry", async () => {
    const calls = api(() => json({ error: "boom", issues: [] }, 500, "Internal Server Error"));
    renderWithClient(<AdminGate />);
    expect(await screen.findByText("Failed to load dashboard data")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/responses")).toHaveLength(4);
  });

  it("on a listing 401: toast, then the sign-in form after the delay, without retrying", async () => {
    const calls = api(() => json({ error: "Unauthorized", issues: [] }, 401));
    renderWithClient(<AdminGate />, 50);
    // The sign-in form is a lazy chunk: on a loaded machine its import alone outlasts findBy's 1 s default.
    expect(await screen.findByRole("heading", { name: "Admin Login" }, { timeout: 5000 })).toBeTruthy();
    expect(toastsRaised()).toContain("error: Authentication Required - Redirecting to login...");
    expect(calls.filter((c) => c.path === "/api/admin/responses")).toHaveLength(1);
  });

  it("on a listing 403: the access-denied toast", async () => {
    api(() => json({ error: "Forbidden", issues: [] }, 403));
    renderWithClient(<AdminGate />);
    await waitFor(() =>
      expect(toastsRaised()).toContain("error: Access Denied: You don't have admin permissions. Contact your administrator."),
    );
  });

  it("starts the list with the search and team of its address (a reload, a shared link)", async () => {
    history.replaceState(null, "", "/?search=Person&team=t1");
    const calls = api(() => page(records));
    renderWithClient(<AdminGate />);
    await screen.findAllByTestId("response-row");
    expect((screen.getByLabelText("Search responses") as HTMLInputElement).value).toBe("Person");
    const listed = calls.filter((c) => c.path === "/api/admin/responses");
    expect(listed.map((c) => [c.url.searchParams.get("search"), c.url.searchParams.get("team")])).toEqual([["Person", "t1"]]);
  });

  it("opens a response and comes back to the same list", async () => {
    api(() => page(records));
    renderWithClient(<AdminGate />);
    fireEvent.change(await screen.findByLabelText("Search responses"), { target: { value: "Person" } });
    const row = (await screen.findAllByTestId("response-row"))[1]!;
    await waitFor(() => expect(location.search).toBe("?search=Person"));
    fireEvent.click(within(row).getByRole("button", { name: "Person 1" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Person 1" })).toBeTruthy();
    expect(location.pathname).toBe(`/responses/${records[1]!.id}`);
    expect(screen.getByRole("heading", { level: 2, name: "Page Rankings" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Back to responses/ }));
    await waitFor(() => expect(location.pathname + location.search).toBe("/?search=Person"));
    expect((screen.getByLabelText("Search responses") as HTMLInputElement).value).toBe("Person");
    expect(document.activeElement?.textContent).toBe("Person 1");
  });
});

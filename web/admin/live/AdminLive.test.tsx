import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { countersOf, type LiveSnapshot, type LiveUpdate } from "../../../schema/live/live-board";
import { snapshotFor } from "../../../schema/live/live-board-views";
import { sampleDevice, sampleTeam } from "../../../schema/live/live-board-samples";
import AdminLive from "./AdminLive";

const NOW = Date.now();
const snapshot = (seq: number, completed: number): LiveSnapshot => ({
  seq,
  at: NOW,
  dayStart: NOW - 3_600_000,
  devices: [
    sampleDevice(NOW, { deviceId: "a", label: "Tablet 1", pending: 4, oldestPendingAt: NOW - 16 * 60_000, lastError: "Failed to fetch" }),
    sampleDevice(NOW - 10 * 60_000, { deviceId: "b", label: "Tablet 2" }),
  ],
  all: countersOf([sampleTeam({ today: { started: 9, completed } })]),
  teams: [
    sampleTeam({ today: { started: 9, completed } }),
    sampleTeam({ teamId: "t1", name: "Platform", profileSource: "manager", profileMembers: 1 }),
    sampleTeam({
      teamId: "t2",
      name: "Data crew",
      profile: { figure: { rabbit: 11, dog: 4, cat: 1 }, hiddenFor: ["sponsor"], needed: 1 },
      profileSource: "mean",
      profileMembers: 4,
      spread: {
        figure: [
          { label: "0–19", count: 0 },
          { label: "20–39", count: 0 },
          { label: "40–59", count: 1 },
          { label: "60–79", count: 1 },
          { label: "80–100", count: 2 },
        ],
        hiddenFor: ["sponsor"],
        needed: 1,
      },
      matches: 4,
    }),
  ],
});

/** A WebSocket the test drives: each one made is kept; `open`, `push` and `fail` act on the newest. */
class FakeSocket {
  static made: FakeSocket[] = [];
  static failAll = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
    setTimeout(() => (FakeSocket.failAll ? this.onclose?.() : this.onopen?.()), 0);
  }
  send() {}
  close() {}
  push(update: LiveUpdate) {
    this.onmessage?.({ data: JSON.stringify(update) });
  }
}

let answer: () => Response;
beforeEach(() => {
  FakeSocket.made = [];
  FakeSocket.failAll = false;
  answer = () => new Response(JSON.stringify(snapshot(3, 2)), { headers: { "Content-Type": "application/json" } });
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer()),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const devices = () => screen.getByRole("list", { name: "Devices" });
const tile = (name: string) => within(devices()).findByRole("listitem", { name });

describe("the live board (docs/admin.md#the-live-board)", () => {
  it("shows each device's state with words beside the colours, the totals, and pushed updates", async () => {
    render(<AdminLive onAuthError={() => undefined} />);
    await screen.findByText("Live: changes appear as they happen.");
    const first = await tile("Tablet 1");
    expect(within(first).getByTestId("device-waiting").textContent).toMatch(/^▲ Over 15 min: 4 waiting since \d/);
    expect(within(first).getByTestId("device-status").textContent).toBe("● Online");
    // The technical facts are behind the tile's Details.
    expect(within(first).getByText("Details").closest("details")?.textContent).toContain("Failed to fetch");
    expect((await tile("Tablet 2")).textContent).toMatch(/○ Offline, seen \d/);
    expect(screen.getByTestId("total-Completed today").textContent).toBe("2");
    expect(FakeSocket.made[0]!.url).toMatch(/^ws:\/\/.*\/api\/admin\/live\/socket\?dayStart=\d+$/);

    FakeSocket.made[0]!.push({
      type: "update",
      seq: 4,
      at: NOW,
      all: countersOf([sampleTeam({ today: { started: 9, completed: 3 } })]),
      teams: [sampleTeam({ today: { started: 9, completed: 3 } })],
      devices: [],
      events: [],
    });
    await waitFor(() => expect(screen.getByTestId("total-Completed today").textContent).toBe("3"));
  });

  it("reloads the snapshot on a gap in the numbers", async () => {
    render(<AdminLive onAuthError={() => undefined} />);
    await screen.findByText("Live: changes appear as they happen.");
    await tile("Tablet 1");
    answer = () => new Response(JSON.stringify(snapshot(9, 7)), { headers: { "Content-Type": "application/json" } });
    FakeSocket.made[0]!.push({ type: "update", seq: 6, at: NOW, all: countersOf([]), teams: [], devices: [], events: [] });
    await waitFor(() => expect(screen.getByTestId("total-Completed today").textContent).toBe("7"));
  });

  it("says a confirmed manager's profile is on the team page: the board carries no one person's scores", async () => {
    render(<AdminLive onAuthError={() => undefined} />);
    const teams = await screen.findByRole("table", { name: "Per team" });
    expect(within(teams).getByRole("row", { name: /Platform/ }).textContent).toContain("Confirmed manager's profile (on the team page)");
  });

  it("shows an admin a team's mean and spread under the floor, marked with what sponsors would see in their place", async () => {
    render(<AdminLive onAuthError={() => undefined} />);
    const row = within(await screen.findByRole("table", { name: "Per team" })).getByRole("row", { name: /Data crew/ });
    const [profile, spread] = [...row.querySelectorAll("td")].slice(-2).map((c) => c.textContent);
    expect(profile).toBe("Rabbit 11 · Dog 4 · Cat 1 (mean of 4) (Outside the admins: Not yet reportable — 1 more needed)");
    expect(spread).toBe(
      "0–19%: 0 · 20–39%: 0 · 40–59%: 1 · 60–79%: 1 · 80–100%: 2 (Outside the admins: Not yet reportable — 1 more needed)",
    );
  });

  it("shows a viewer's board, which has no team, as every team's figures together", async () => {
    answer = () => Response.json(snapshotFor("counts", snapshot(3, 2)));
    render(<AdminLive onAuthError={() => undefined} />);
    await within(await screen.findByRole("list", { name: "Devices" })).findByRole("listitem", { name: "Tablet 1" });
    expect(screen.getByTestId("total-Completed today").textContent).toBe("2");
    expect(screen.queryByRole("table", { name: "Per team" })).toBeNull();
    expect(screen.queryByText("Platform")).toBeNull();
  });

  it("says so when live updates are unavailable, and still shows the board", async () => {
    FakeSocket.failAll = true;
    render(<AdminLive onAuthError={() => undefined} />);
    await screen.findByText(/Live updates are unavailable: this page refreshes every 10 seconds/, undefined, { timeout: 5000 });
    expect(await tile("Tablet 1")).toBeTruthy();
  });

  it("hands a refused snapshot (signed out) to the admin's error handling", async () => {
    answer = () => new Response(JSON.stringify({ error: "Authentication required", issues: [] }), { status: 401 });
    const onAuthError = vi.fn();
    render(<AdminLive onAuthError={onAuthError} />);
    await waitFor(() => expect(onAuthError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 })));
  });
});

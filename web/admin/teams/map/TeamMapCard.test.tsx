import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TeamMapView } from "../../../../schema/teams/map/team-map";
import { roundChange } from "../../../../schema/teams/map/round-change";
import { json, stubFetch } from "../../test/fake-api";
import { renderWithClient } from "../../test/render";
import { TeamMapCard } from "./TeamMapCard";
import { PrintProvider } from "../../ui/print";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const grid = (n: number) => ({
  figure: {
    counts: { yellow: { yellow: 0, blue: 0, red: 0 }, blue: { yellow: 0, blue: 0, red: 0 }, red: { yellow: 0, blue: n, red: 0 } },
    incomplete: 1,
    total: n + 1,
  },
  hiddenFor: ["manager" as const],
  needed: 1,
});
const VIEW: TeamMapView = {
  members: [
    {
      id: "a",
      name: "Ana",
      scores: { rabbit: 18, dog: 4, cat: 2 },
      type: { intrinsicAttraction: "Driver", extrinsicPursuer: "Supporter" },
    },
  ],
  grid: grid(3),
  mean: null,
  profile: { rabbit: 2, dog: 4, cat: 18 },
  gaps: [
    { kind: "colour-crowded", dataset: "attraction", colour: "red", count: 3, of: 3, size: 1 },
    {
      kind: "culture-lean",
      leans: "rabbit",
      asks: "cat",
      team: { rabbit: 18, dog: 4, cat: 2 },
      profile: { rabbit: 2, dog: 4, cat: 18 },
      match: 47,
      size: 0.53,
    },
  ],
};

const answer = (current: TeamMapView) => ({ round: 1, current, previous: null, change: null });

describe("the team map card", () => {
  it("shows each gap with its numbers, its three questions and its exercise from the guides", async () => {
    stubFetch((req) => (req.path === "/api/admin/teams/t1/map" ? json(answer(VIEW)) : json({}, 404)));
    renderWithClient(<TeamMapCard teamId="t1" teamName="Launch team" />);
    const gaps = within(await screen.findByTestId("team-gaps"));
    expect(gaps.getByText("3 of 3 members are Red (Driver) in Part 1.")).toBeTruthy();
    expect(gaps.getByText("The team leans Rabbit; the profile asks for Cat (the team's mean matches the profile at 47%).")).toBeTruthy();
    expect(gaps.getByText("When everyone drives hard, who makes sure people are still with us?")).toBeTruthy();
    expect(gaps.getByText(/Each person writes down the one result they own this quarter/)).toBeTruthy();
    expect(screen.getByText("1 without a complete type are not in the grid.")).toBeTruthy();
    expect(screen.getByText("Outside the admins: Not yet reportable — 1 more needed")).toBeTruthy();
  });

  it("prints the map, the grid, the gaps with their guides and the actions on one sheet", async () => {
    vi.stubGlobal("print", vi.fn());
    stubFetch((req) =>
      req.path === "/api/admin/teams/t1/map"
        ? json(answer(VIEW))
        : json({
            round: 1,
            items: [{ id: "a1", round: 1, what: "Weekly check-in", owner: "Mira", due: "2027-03-01", status: "open", updatedAt: "" }],
          }),
    );
    renderWithClient(
      <PrintProvider>
        <TeamMapCard teamId="t1" teamName="Launch team" />
      </PrintProvider>,
    );
    await screen.findByTestId("team-gaps");
    await screen.findByRole("rowheader", { name: "Weekly check-in" });
    fireEvent.click(screen.getByRole("button", { name: "Print the map" }));
    const sheet = await screen.findByTestId("print-sheet");
    expect(within(sheet).getByRole("heading", { name: "Launch team: team map, round 1" })).toBeTruthy();
    expect(sheet.textContent).toContain("3 of 3 members are Red (Driver) in Part 1.");
    expect(sheet.textContent).toContain("When everyone drives hard, who makes sure people are still with us?");
    expect(sheet.textContent).toContain("Weekly check-in — Mira, due 2027-03-01 (open)");
    expect(sheet.querySelector("svg circle")).toBeTruthy();
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it("says so when no gap stands out", async () => {
    stubFetch((req) => (req.path === "/api/admin/teams/t1/map" ? json(answer({ ...VIEW, gaps: [] })) : json({}, 404)));
    renderWithClient(<TeamMapCard teamId="t1" teamName="Launch team" />);
    expect(await screen.findByText(/No gaps stand out/)).toBeTruthy();
    expect(screen.queryByTestId("round-change")).toBeNull();
  });

  it("does not call an empty team gap-free", async () => {
    stubFetch((req) =>
      req.path === "/api/admin/teams/t1/map"
        ? json(answer({ ...VIEW, members: [], gaps: [], grid: { ...grid(0), figure: { ...grid(0).figure, incomplete: 0, total: 0 } } }))
        : json({}, 404),
    );
    renderWithClient(<TeamMapCard teamId="t1" teamName="Launch team" />);
    expect(await screen.findByText("No completed members yet: the gaps show once people complete.")).toBeTruthy();
    expect(screen.queryByText(/No gaps stand out/)).toBeNull();
  });

  it("shows round 2 beside round 1 with what changed, and opens round 3 only when asked twice", async () => {
    const earlier = { ...VIEW, grid: grid(1) };
    const change = roundChange(earlier, VIEW);
    const calls = stubFetch((req) =>
      req.path === "/api/admin/teams/t1/map"
        ? json({ round: 2, current: VIEW, previous: earlier, change })
        : req.method === "POST"
          ? json({ round: 3 }, 201)
          : json({ round: 2, items: [] }),
    );
    renderWithClient(<TeamMapCard teamId="t1" teamName="Launch team" />);
    expect((await screen.findByTestId("grid-change")).textContent).toBe("Types: Red Driver / Blue Supporter +2.");
    expect(screen.getByRole("table", { name: "What changed from round 1 to round 2" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Open round 3" }));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(screen.getByText("Close round 2 for good? Completions from now count in round 3.")).toBeTruthy();
    fireEvent.click(within(screen.getByRole("group", { name: "Open round 3" })).getByRole("button", { name: "Open round 3" }));
    await waitFor(() => expect(calls.find((c) => c.method === "POST")?.path).toBe("/api/admin/teams/t1/rounds"));
  });
});

import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Messages } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ManagerView } from "../../schema/teams/map/manager-view";
import { typeGrid } from "../../schema/teams/map/type-grid";
import { i18n } from "../i18n/catalogs";
import ManagerRoute from "./ManagerRoute";

const type = (attraction: string, pursuer: string) => ({ intrinsicAttraction: attraction, extrinsicPursuer: pursuer });
const GRID = typeGrid([
  type("Driver", "Controller"),
  type("Driver", "Controller"),
  type("Driver", "Supporter"),
  type("Energizer", "Controller"),
  type("Driver", "Influencer"),
  null,
]);

const VIEW: ManagerView = {
  team: { name: "Platform crew", organisation: "Acme" },
  round: 2,
  profile: { rabbit: 4, dog: 12, cat: 6 },
  current: {
    round: 2,
    shown: true,
    grid: GRID,
    mean: { rabbit: 9, dog: 5, cat: 14 },
    gaps: [
      { kind: "colour-missing", dataset: "attraction", colour: "blue", count: 0, of: 5, size: 1 },
      {
        kind: "culture-lean",
        leans: "cat",
        asks: "dog",
        team: { rabbit: 9, dog: 5, cat: 14 },
        profile: { rabbit: 4, dog: 12, cat: 6 },
        match: 61,
        size: 0.39,
      },
      { kind: "far-members", count: 3, of: 8, below: 60, size: 0.375 },
    ],
    members: 8,
    asOf: "2027-01-10T12:00:00.000Z",
  },
  previous: {
    round: 1,
    shown: true,
    grid: typeGrid([
      type("Driver", "Controller"),
      type("Driver", "Controller"),
      type("Energizer", "Controller"),
      type("Driver", "Supporter"),
      null,
    ]),
    mean: { rabbit: 10, dog: 4, cat: 15 },
    gaps: [],
    members: 7,
    asOf: "2026-12-01T12:00:00.000Z",
  },
  named: [
    { name: "Ivan", type: type("Harmonizer", "Supporter") },
    { name: "Mira", type: type("Driver", null as unknown as string) },
  ],
  actions: [
    {
      id: "a1",
      round: 2,
      what: "Weekly demo of what shipped",
      owner: "Cleo",
      due: "2027-02-15",
      status: "open",
      updatedAt: "2027-01-09T10:00:00.000Z",
    },
  ],
  floor: 5,
  expiresAt: "2027-03-15T12:00:00.000Z",
};

function answer(status: number, body: unknown = {}) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function speak(language: "en" | "es" | "ar") {
  const { messages } = (await import(`../i18n/locales/manager/${language}.po`)) as { messages: Messages };
  act(() => {
    i18n.load(language, messages);
    i18n.activate(language);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => i18n.activate("en"));
});

describe("manager's view page", () => {
  it("shows the team's culture point, the others' types, the named members, the gaps with their guides and the actions — no member's point", async () => {
    const fetch = answer(200, VIEW);
    const { container } = render(<ManagerRoute token="tok_m-1" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Platform crew" })).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith("/api/manager/tok_m-1", expect.objectContaining({ credentials: "omit" }));
    expect(screen.getByText("Acme · Round 2")).toBeTruthy();
    // Aggregates only: the profile's diamond and the mean's cross, never a member's circle.
    const svg = container.querySelector("svg[role=img]")!;
    expect(svg.querySelectorAll("circle")).toHaveLength(0);
    expect([...svg.querySelectorAll("title")].map((t) => t.textContent)).toEqual(["Team profile", "Team mean"]);
    const points = within(await screen.findByRole("table", { name: /the team's profile and mean/ }));
    expect(points.getAllByRole("row").map((r) => r.textContent)).toEqual(["PointRabbitDogCat", "Team profile4126", "Team mean9514"]);

    const types = within(screen.getByTestId("manager-types"));
    expect(types.getByRole("heading", { level: 3 }).textContent).toBe("The other 6 members' types");
    expect(types.getByRole("rowheader", { name: "Red (Driver)" }).parentElement!.textContent).toBe("Red (Driver)112");
    expect(types.getByText("1 member without a complete type is not in the grid.")).toBeTruthy();

    const named = screen.getAllByTestId("manager-named-member").map((m) => m.textContent);
    expect(named).toEqual(["IvanBlue · HarmonizerBlue · Supporter", "MiraRed · DriverPart 2 not determined"]);

    const gaps = screen.getAllByTestId("manager-gap");
    expect(gaps.map((g) => g.querySelector("p")!.textContent)).toEqual([
      "No Blue (Harmonizer) in Part 1: none of the 5 members with a type.",
      "The team leans Cat; the profile asks for Dog (the team's mean matches the profile at 61%).",
      "3 of 8 members match the profile below 60%.",
    ]);
    // Each with its guide from the English file: three questions and an exercise.
    const guide = await within(gaps[0]!).findByTestId("manager-guide");
    expect(guide.querySelectorAll("li")).toHaveLength(3);
    expect(guide.textContent).toContain("Exercise:");

    const action = screen.getByTestId("manager-action");
    expect([action.querySelector("p"), ...action.querySelectorAll("dt, dd")].map((c) => c!.textContent)).toEqual([
      "Weekly demo of what shipped",
      "Owner:",
      "Cleo",
      "Due:",
      "February 15, 2027",
      "Status:",
      "Open",
    ]);
    const change = within(screen.getByTestId("manager-change"));
    expect(change.getByRole("heading", { name: "Round 1 → round 2" })).toBeTruthy();
    expect(change.getByText("Members: 7 → 8")).toBeTruthy();
    expect(screen.getByTestId("manager-change").textContent).toContain("Rabbit 10 → 9 (-1)");
    expect(screen.getByTestId("manager-change").textContent).toContain("Red (Driver) / Yellow (Influencer) 0 → 1");
    expect(screen.getByTestId("manager-as-of").textContent).toMatch(/^Figures as of January 10, 2027/);
    expect(screen.getByTestId("manager-privacy").textContent).toContain(
      "Figures about the team appear once at least 5 members answered and change only after 5 more have; members are named only if they chose to share their type with you.",
    );
  });

  it("says how many more members the round needs, and shows no figure, while it is not reportable", async () => {
    answer(200, { ...VIEW, current: { round: 2, shown: false, needed: 2 }, previous: null, named: [] });
    const { container } = render(<ManagerRoute token="t" />);
    expect((await screen.findByTestId("manager-not-shown")).textContent).toBe("Not yet reportable — 2 more needed");
    expect(container.querySelector("svg[role=img]")).toBeNull();
    expect(screen.queryByTestId("manager-gaps")).toBeNull();
    expect(screen.queryByTestId("manager-as-of")).toBeNull();
    expect(screen.getByText("No member has chosen to share their type with you yet.")).toBeTruthy();
    cleanup();
    await speak("es");
    answer(200, { ...VIEW, current: { round: 2, shown: false, needed: 1 }, previous: null });
    render(<ManagerRoute token="t" />);
    expect((await screen.findByTestId("manager-not-shown")).textContent).toBe("Aún no se puede mostrar — falta 1 miembro más");
  });

  it("hides the types, saying why, while too few members are left unnamed", async () => {
    answer(200, { ...VIEW, current: { ...VIEW.current, grid: null }, previous: null });
    render(<ManagerRoute token="t" />);
    const hidden = await screen.findByTestId("manager-types-hidden");
    expect(hidden.textContent).toBe(
      "Not yet reportable: fewer than 5 members are left unnamed on this page, so their types stay hidden to keep them anonymous.",
    );
    expect(within(screen.getByTestId("manager-types")).queryByRole("table")).toBeNull();
    expect(within(screen.getByTestId("manager-types")).getByRole("heading", { level: 3 }).textContent).toBe("The other 6 members' types");
  });

  it("reads right to left in Arabic: the map mirrors, the gaps and guides are Arabic", async () => {
    await speak("ar");
    answer(200, VIEW);
    const { container } = render(<ManagerRoute token="t" />);
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    // The Cat corner is at the right left to right (328), at the left right to left (28).
    const corners = [...container.querySelectorAll("svg[role=img] text")].map((t) => [t.textContent, Number(t.getAttribute("x"))]);
    expect(corners).toContainEqual(["القط", 28]);
    const gaps = screen.getAllByTestId("manager-gap").map((g) => g.querySelector("p")!.textContent);
    expect(gaps[1]).toMatch(/^يميل الفريق إلى القط، بينما يتطلب ملف الفريق الكلب/);
    const guide = await within(screen.getAllByTestId("manager-gap")[0]!).findByTestId("manager-guide");
    expect(guide.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(screen.getByRole("heading", { name: "الجولة 1 ← الجولة 2" })).toBeTruthy();
  });

  it("tells a revoked or unknown link from an expired one, and tries again after too many requests", async () => {
    answer(404, { error: "Manager's view not found", issues: [] });
    render(<ManagerRoute token="gone" />);
    expect(await screen.findByRole("heading", { name: "This manager's view is not available" })).toBeTruthy();
    cleanup();
    answer(410, { error: "Manager's link expired", issues: [] });
    render(<ManagerRoute token="old" />);
    expect(await screen.findByRole("heading", { name: "This manager's link has expired" })).toBeTruthy();
    cleanup();
    answer(429, { error: "Too many requests", issues: [] });
    render(<ManagerRoute token="t" />);
    expect(await screen.findByRole("heading", { name: "Too many requests" })).toBeTruthy();
    answer(200, VIEW);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Platform crew" })).toBeTruthy();
  });
});

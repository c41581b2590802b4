import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { encode } from "uqr";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ResponseTeam, SponsorLink, TeamDetail, TeamListItem } from "../../../schema/teams/team-api";
import { AdminWorkspace } from "../AdminWorkspace";
import { json, stubFetch, type FakeRequest } from "../test/fake-api";
import { sampleStats } from "../test/sample-stats";
import { renderWithClient } from "../test/render";
import { sampleRecord } from "../test/sample-record";
import { toastsRaised } from "../test/toast-mock";

vi.mock("sonner", async () => ({ toast: (await import("../test/toast-mock")).toastMock }));

const admin = { profileImageUrl: null, firstName: "Ada", email: "admin@localhost", role: "admin" } as const;
const stats = sampleStats();
const TEAM: TeamListItem = {
  id: "t1",
  name: "Platform crew",
  organisation: "Acme",
  codes: { ceo: "ceo234efgh56", manager: "mgr234efgh56", ic: "abcd23efgh45" },
  archived: false,
  createdAt: "2026-11-20T10:00:00.000Z",
  language: null,
  members: 3,
  completed: 2,
  profile: { rabbit: 8, dog: 10, cat: 2 },
  profileSource: "manager",
  profileMembers: 1,
  profileMark: null,
};
const DETAIL: TeamDetail = {
  team: TEAM,
  profile: TEAM.profile,
  profileSource: "manager",
  members: [
    { id: "r-ivan", name: "Ivan", userFlow: "ic", isCompleted: true, cultureMatch: 83, cultureAdd: "rabbit", definesProfile: false },
    { id: "r-mira", name: "Mira", userFlow: "manager", isCompleted: true, cultureMatch: null, cultureAdd: null, definesProfile: true },
    { id: "r-pat", name: "Pat", userFlow: "ic", isCompleted: false, cultureMatch: null, cultureAdd: null, definesProfile: false },
  ],
  profileCandidates: [{ id: "r-mira", name: "Mira", completedAt: "2026-11-21T09:00:00.000Z" }],
  confirmedProfile: { responseId: "r-mira", confirmedAt: "2026-11-21T10:00:00.000Z" },
};

type State = { teams: TeamListItem[]; links: SponsorLink[] };

function api(state: State, extra: (req: FakeRequest) => Response | null = () => null) {
  return stubFetch((req) => {
    const special = extra(req);
    if (special) return special;
    if (req.path === "/api/auth/user") return json(admin);
    if (req.path === "/api/admin/stats") return json(stats);
    if (req.path === "/api/admin/devices") return json([]);
    if (req.path === "/api/admin/responses") return json({ items: [], nextCursor: null });
    if (req.path === "/api/admin/teams" && req.method === "GET") return json({ items: state.teams });
    if (req.path === "/api/admin/teams" && req.method === "POST") {
      const body = req.body as { name: string; organisation: string | null };
      const team = {
        ...TEAM,
        id: "t2",
        name: body.name,
        organisation: body.organisation,
        members: 0,
        completed: 0,
        profile: null,
        profileSource: null,
        profileMembers: 0,
        profileMark: null,
      };
      state.teams = [team, ...state.teams];
      return json(team, 201);
    }
    if (req.path === "/api/admin/teams/t1" && req.method === "PATCH") {
      state.teams = state.teams.map((t) => (t.id === "t1" ? { ...t, ...(req.body as object) } : t));
      return json(state.teams.find((t) => t.id === "t1"));
    }
    if (req.path === "/api/admin/teams/t1") return json({ ...DETAIL, team: state.teams.find((t) => t.id === "t1") });
    if (req.path === "/api/admin/teams/t1/sponsor-links" && req.method === "GET") return json({ items: state.links });
    if (req.path === "/api/admin/teams/t1/sponsor-links" && req.method === "POST") {
      const kind = (req.body as { kind?: "sponsor" | "manager" }).kind ?? "sponsor";
      const link: SponsorLink = {
        id: "l1",
        kind,
        teamId: "t1",
        createdAt: "2026-11-22T10:00:00.000Z",
        expiresAt: (req.body as { expiresAt: string }).expiresAt,
        revokedAt: null,
        status: "active",
        views: 0,
        lastViewedAt: null,
      };
      state.links = [link];
      const url = `http://localhost/${kind === "manager" ? "manager" : "report"}/secret-token-secret-token`;
      return json({ id: "l1", url, expiresAt: link.expiresAt, kind }, 201);
    }
    if (req.path === "/api/admin/sponsor-links/l1" && req.method === "DELETE") {
      state.links = state.links.map((l) => ({ ...l, status: "revoked", revokedAt: "2026-11-22T11:00:00.000Z" }));
      return new Response(null, { status: 204 });
    }
    return json({ error: "Not found", issues: [] }, 404);
  });
}

const openTeams = async () => {
  fireEvent.click(screen.getByRole("link", { name: "Teams" }));
  await screen.findByRole("heading", { level: 1, name: "Teams" });
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal("print", vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // The address holds the list's search and the open detail (decision 046): each test starts at the list.
  history.replaceState(null, "", "/");
});

describe("Teams page", () => {
  it("lists teams with counts, profile and its source, and three invite links with QR codes", async () => {
    api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    const card = await screen.findByTestId("team-card");
    expect(within(card).getByRole("heading", { name: "Platform crew" })).toBeTruthy();
    expect(within(card).getByTestId("team-members").textContent).toBe("3");
    expect(within(card).getByTestId("team-completed").textContent).toBe("2");
    expect(within(card).getByTestId("team-profile").textContent).toBe("Rabbit 8 · Dog 10 · Cat 2");
    expect(within(card).getByTestId("team-profile-source").textContent).toBe("Set by the manager response an admin confirmed");
    // One heading per audience, under the card's "Invite links and QR codes", which already says what they are.
    const headings = { ceo: "CEOs", manager: "Managers", ic: "Individual contributors" };
    for (const audience of ["ceo", "manager", "ic"] as const) {
      const invite = within(card).getByTestId(`invite-${audience}`);
      // Each audience's link carries its own code: an IC's link cannot join anyone as a manager.
      const url = `${window.location.origin}/test/${audience}?team=${TEAM.codes[audience]}`;
      expect(within(invite).getByRole("heading", { level: 4 }).textContent).toBe(headings[audience]);
      expect(within(invite).getByRole("textbox", { name: `Invite link for ${headings[audience]}` })).toBeTruthy();
      expect((within(invite).getByRole("textbox") as HTMLInputElement).value).toBe(url);
      const svg = within(invite).getByRole("img");
      expect(svg.getAttribute("data-qr-text")).toBe(url);
      // Every dark module of uqr's matrix is one unit square of the path.
      const dark = encode(url, { ecc: "M", border: 2 }).data.flat().filter(Boolean).length;
      expect(svg.querySelector("path")!.getAttribute("d")!.match(/M/g)).toHaveLength(dark);
    }
  });

  it("copies an invite link and prints one QR code on its own sheet", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Copy Manager invite link" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/test/manager?team=mgr234efgh56`));
    expect(await screen.findByText("Copied")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Print QR code for IC" }));
    const sheet = await screen.findByTestId("print-sheet");
    expect(sheet.textContent).toContain("Scan to take the assessment as an individual contributor");
    expect(sheet.querySelector("svg")?.getAttribute("data-qr-text")).toBe(`${window.location.origin}/test/ic?team=abcd23efgh45`);
    expect(window.print).toHaveBeenCalledTimes(1);
  });

  it("creates a team after checking the name with the API's schema", async () => {
    const state = { teams: [TEAM], links: [] };
    const calls = api(state);
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(screen.getByRole("button", { name: "Create team" }));
    expect(await screen.findByText("Team name is required")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.change(screen.getByLabelText("Team name"), { target: { value: "Sales" } });
    fireEvent.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(screen.getAllByTestId("team-card")).toHaveLength(2));
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Sales", organisation: null });
    expect(toastsRaised()).toContain("success: Team Sales created");
  });

  it("archives a team: its invite links say they no longer add members", async () => {
    const calls = api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Archive Platform crew" }));
    await screen.findByRole("button", { name: "Restore Platform crew" });
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ archived: true });
    expect(screen.getByText(/This team is archived/)).toBeTruthy();
  });
});

describe("Team detail", () => {
  it("shows each member's match, marks the manager who defines the profile, and manages sponsor links", async () => {
    const calls = api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    const rows = screen.getAllByTestId("member-row").map((r) => [...r.querySelectorAll("th, td")].map((c) => c.textContent));
    expect(rows).toEqual([
      ["Ivan", "IC", "Yes", "83%", "Rabbit"],
      ["Mira", "Manager", "Yes", "Defines the team profile", "—"],
      ["Pat", "IC", "In progress", "—", "—"],
    ]);
    // The match said in words, not as a formula an admin would have to read.
    expect(
      screen.getByText(
        "Culture match is how close a member's Rabbit, Dog and Cat scores are to the team profile, each animal counting the same: 100% when they are equal, less the further apart they are. Culture add is the animal a member scores most above the team profile.",
      ),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/round\(|Δ/);

    fireEvent.click(screen.getByRole("button", { name: "Create sponsor link" }));
    const created = await screen.findByTestId("new-sponsor-link");
    expect((within(created).getByRole("textbox") as HTMLInputElement).value).toBe("http://localhost/report/secret-token-secret-token");
    const sent = calls.find((c) => c.method === "POST" && c.path.endsWith("/sponsor-links"))?.body as { expiresAt: string };
    expect(Date.parse(sent.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await screen.findByTestId("sponsor-link-status")).textContent).toBe("active");
    fireEvent.click(screen.getByRole("button", { name: /^Revoke the link/ }));
    await waitFor(() => expect(screen.getByTestId("sponsor-link-status").textContent).toBe("revoked"));
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/sponsor-links/l1")).toBe(true);
  });

  it("creates a manager's link: asks for that kind, says what it is, and lists it as the manager's view", async () => {
    const calls = api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    fireEvent.click(screen.getByRole("button", { name: "Create a manager's link" }));
    const created = await screen.findByTestId("new-sponsor-link");
    expect(within(created).getByText("New manager's link — copy it now: it is shown only once")).toBeTruthy();
    expect((within(created).getByRole("textbox") as HTMLInputElement).value).toBe("http://localhost/manager/secret-token-secret-token");
    expect(within(created).getByRole("button", { name: /Copy manager's link/ })).toBeTruthy();
    const sent = calls.find((c) => c.method === "POST" && c.path.endsWith("/sponsor-links"))?.body as { kind: string; expiresAt: string };
    expect(sent.kind).toBe("manager");
    expect(Date.parse(sent.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await screen.findByTestId("sponsor-link-kind")).textContent).toBe("Manager's view");
  });

  it("sets the language the invite links open in: every link and QR code carries &lang=, and back to the browser's", async () => {
    const state = { teams: [TEAM], links: [] };
    const calls = api(state);
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    const select = screen.getByLabelText("Invite links open in") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Browser's language", "English", "Español", "العربية"]);
    expect(select.value).toBe("");
    const linkOf = (audience: "ceo" | "manager" | "ic") => within(screen.getByTestId(`invite-${audience}`));

    fireEvent.change(select, { target: { value: "es" } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === "PATCH" && c.path === "/api/admin/teams/t1" && (c.body as { language?: string }).language === "es"),
      ).toBe(true),
    );
    const url = `${window.location.origin}/test/manager?team=${TEAM.codes.manager}&lang=es`;
    await waitFor(() => expect((linkOf("manager").getByRole("textbox") as HTMLTextAreaElement).value).toBe(url));
    expect(linkOf("manager").getByRole("img").getAttribute("data-qr-text")).toBe(url);
    expect((screen.getByLabelText("Invite links open in") as HTMLSelectElement).value).toBe("es");
    expect(toastsRaised()).toContain("success: Invite links now open in Español");

    fireEvent.change(screen.getByLabelText("Invite links open in"), { target: { value: "" } });
    await waitFor(() =>
      expect((linkOf("ic").getByRole("textbox") as HTMLTextAreaElement).value).toBe(
        `${window.location.origin}/test/ic?team=${TEAM.codes.ic}`,
      ),
    );
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ language: "es" }, { language: null }]);
    expect(toastsRaised()).toContain("success: Invite links now open in the browser's language");
  });

  it("confirms a manager response as the team's profile by keyboard, and clears it", async () => {
    const mean: TeamDetail = {
      ...DETAIL,
      team: {
        ...TEAM,
        profile: { rabbit: 9, dog: 7, cat: 3 },
        profileSource: "mean",
        profileMembers: 2,
        profileMark: { hiddenFor: ["sponsor"], needed: 3 },
      },
      profile: { rabbit: 9, dog: 7, cat: 3 },
      profileSource: "mean",
      members: DETAIL.members.map((m) => ({ ...m, definesProfile: false })),
      profileCandidates: [
        { id: "r-mira", name: "Mira", completedAt: "2026-11-21T09:00:00.000Z" },
        { id: "r-max", name: "Max", completedAt: "2026-11-20T09:00:00.000Z" },
      ],
      confirmedProfile: null,
    };
    let detail = mean;
    const calls = api({ teams: [TEAM], links: [] }, (req) => {
      if (req.path === "/api/admin/teams/t1/profile" && req.method === "PUT") {
        detail = {
          ...DETAIL,
          profileCandidates: mean.profileCandidates,
          confirmedProfile: { responseId: (req.body as { responseId: string }).responseId, confirmedAt: "2026-11-22T10:00:00.000Z" },
        };
        return json(detail);
      }
      if (req.path === "/api/admin/teams/t1/profile" && req.method === "DELETE") {
        detail = mean;
        return json(detail);
      }
      return req.path === "/api/admin/teams/t1" ? json(detail) : null;
    });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    expect(screen.getByTestId("team-profile-source").textContent).toBe("Mean of 2 completed members (no manager response confirmed yet)");
    // A mean of 2 is shown to the admin, marked with what a sponsor would see in its place (decision 081).
    expect(screen.getByTestId("team-profile").textContent).toBe("Rabbit 9 · Dog 7 · Cat 3");
    expect(screen.getByTestId("team-profile-mark").textContent).toBe("Outside the admins: Not yet reportable — 3 more needed");
    const candidates = () => screen.getAllByTestId("profile-candidate");
    expect(candidates().map((c) => within(c).getByTestId("profile-candidate-name").textContent)).toEqual(["Mira", "Max"]);
    const confirmMira = within(candidates()[0]!).getByRole("button", { name: "Confirm as the team's profile" });
    // The button says whose response it confirms to a screen reader too.
    expect(confirmMira.getAttribute("aria-describedby")).toBe(within(candidates()[0]!).getByTestId("profile-candidate-name").id);
    expect(screen.queryByTestId("profile-confirmed")).toBeNull();

    confirmMira.focus();
    fireEvent.click(confirmMira);
    const confirmed = await screen.findByTestId("profile-confirmed");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ responseId: "r-mira" });
    expect(confirmed.closest("[data-testid=profile-candidate]")?.textContent).toContain("Mira");
    expect(confirmed.textContent).toContain("Confirmed as the team's profile");
    expect(within(candidates()[1]!).getByRole("button", { name: "Confirm as the team's profile" })).toBeTruthy();
    // Focus stays on the candidate just confirmed: its "Clear" button replaced the one pressed.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Clear confirmation"));
    expect(screen.getByTestId("team-profile-source").textContent).toBe("Set by the manager response an admin confirmed");
    // A manager's profile is not an aggregate: nothing to mark.
    expect(screen.queryByTestId("team-profile-mark")).toBeNull();
    expect(toastsRaised()).toContain("success: Mira's response now defines the team profile");

    fireEvent.click(screen.getByRole("button", { name: "Clear confirmation" }));
    await waitFor(() => expect(screen.queryByTestId("profile-confirmed")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/admin/teams/t1/profile")).toBe(true);
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Confirm as the team's profile"));
  });

  it("warns before a second profile replaces one sponsor links have seen the members against, naming them, and confirms only then", async () => {
    const links = [
      {
        id: "la",
        teamId: "t1",
        teamName: "Platform crew",
        createdAt: "2026-11-20T10:00:00.000Z",
        expiresAt: "2026-12-20T10:00:00.000Z",
        revokedAt: null,
        status: "active" as const,
        views: 2,
        lastViewedAt: null,
      },
    ];
    const withMax: TeamDetail = {
      ...DETAIL,
      profileCandidates: [...DETAIL.profileCandidates, { id: "r-max", name: "Max", completedAt: "2026-11-20T09:00:00.000Z" }],
    };
    let detail = withMax;
    const calls = api({ teams: [TEAM], links: [] }, (req) => {
      if (req.path === "/api/admin/teams/t1/profile" && req.method === "PUT") {
        const body = req.body as { responseId: string; confirmSponsorLinks?: string[] };
        if (!body.confirmSponsorLinks)
          return json(
            { error: "A second profile shows the members to sponsor links at a second distance", issues: [], sponsorLinks: links },
            409,
          );
        detail = { ...withMax, confirmedProfile: { responseId: body.responseId, confirmedAt: "2026-11-22T10:00:00.000Z" } };
        return json(detail);
      }
      return req.path === "/api/admin/teams/t1" ? json(detail) : null;
    });
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    const max = (await screen.findAllByTestId("profile-candidate")).find((c) => c.textContent?.includes("Max"))!;
    fireEvent.click(within(max).getByRole("button", { name: "Confirm as the team's profile" }));

    const dialog = await screen.findByRole("dialog", { name: "Show the members against a second profile?" });
    const named = within(dialog).getByRole("list", { name: "Sponsor links that would see a second profile" });
    expect(
      within(named)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^Platform crew: link created .+, works until .+, opened 2 times$/)]);
    expect(toastsRaised()).toEqual([]);
    expect(screen.getByTestId("profile-confirmed").closest("[data-testid=profile-candidate]")?.textContent).toContain("Mira");

    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm anyway" }));
    await waitFor(() => expect(toastsRaised()).toContain("success: Max's response now defines the team profile"));
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { responseId: "r-max" },
      { responseId: "r-max", confirmSponsorLinks: ["la"] },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId("profile-confirmed").closest("[data-testid=profile-candidate]")?.textContent).toContain("Max"),
    );
  });

  it("opens a member's response and comes back to the team", async () => {
    const record = sampleRecord({ id: "r-ivan", name: "Ivan", teamId: "t1" });
    const team: ResponseTeam = {
      teamId: "t1",
      teamCode: "abcd23efgh45",
      team: TEAM,
      profile: TEAM.profile,
      profileSource: "manager",
      profileMembers: 1,
      cultureMatch: 83,
      cultureAdd: "rabbit",
      definesProfile: false,
    };
    api({ teams: [TEAM], links: [] }, (req) =>
      req.path === "/api/admin/responses/r-ivan" ? json(record) : req.path === "/api/admin/responses/r-ivan/team" ? json(team) : null,
    );
    renderWithClient(<AdminWorkspace user={admin} />);
    await openTeams();
    fireEvent.click(await screen.findByRole("button", { name: "Open team Platform crew" }));
    fireEvent.click(await screen.findByRole("button", { name: "Ivan" }));
    expect((await screen.findByTestId("response-team-match")).textContent).toBe("83%");
    expect(screen.getByTestId("response-team").textContent).toContain("Platform crew");
    // The person's name is the page's first heading, the team card below it.
    expect(screen.getAllByRole("heading")[0]).toBe(screen.getByRole("heading", { level: 1, name: "Ivan" }));
    fireEvent.click(screen.getByRole("button", { name: /Back to team/ }));
    await screen.findByRole("heading", { level: 1, name: "Platform crew" });
    expect(document.activeElement?.textContent).toBe("Ivan");
  });
});

describe("Respondent's team", () => {
  it("shows a code that matched no team and assigns the response to a team", async () => {
    const record = sampleRecord({ id: "r-lost", name: "Lost", teamCode: "nosuchcode99" });
    let team: ResponseTeam = {
      teamId: null,
      teamCode: "nosuchcode99",
      team: null,
      profile: null,
      profileSource: null,
      profileMembers: 0,
      cultureMatch: null,
      cultureAdd: null,
      definesProfile: false,
    };
    const calls = api({ teams: [TEAM], links: [] }, (req) => {
      if (req.path === "/api/admin/responses") return json({ items: [record], nextCursor: null });
      if (req.path === "/api/admin/responses/r-lost") return json(record);
      if (req.path === "/api/admin/responses/r-lost/team" && req.method === "PUT") {
        team = {
          ...team,
          teamId: "t1",
          team: TEAM,
          profile: TEAM.profile,
          profileSource: "manager",
          profileMembers: 1,
          cultureMatch: 90,
          cultureAdd: "dog",
        };
        return json(team);
      }
      if (req.path === "/api/admin/responses/r-lost/team") return json(team);
      return null;
    });
    renderWithClient(<AdminWorkspace user={admin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Lost" }));
    expect((await screen.findByTestId("response-team")).textContent).toContain(
      "Joined with the code nosuchcode99, which matched no open team",
    );
    const select = screen.getByLabelText("Move to team") as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(2));
    fireEvent.change(select, { target: { value: "t1" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));
    expect((await screen.findByTestId("response-team-match")).textContent).toBe("90%");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ teamId: "t1" });
    expect(toastsRaised()).toContain("success: Moved to Platform crew");
  });

  it("warns before a move that shows the person to a second team's sponsor links, naming them, and moves only when confirmed", async () => {
    const record = sampleRecord({ id: "r-ivan", name: "Ivan" });
    const other: TeamListItem = { ...TEAM, id: "t2", name: "Data crew" };
    const link = (id: string, teamId: string, teamName: string, views: number) => ({
      id,
      teamId,
      teamName,
      createdAt: "2026-11-20T10:00:00.000Z",
      expiresAt: "2026-12-20T10:00:00.000Z",
      revokedAt: null,
      status: "active" as const,
      views,
      lastViewedAt: null,
    });
    const links = [link("la", "t1", "Platform crew", 3), link("lb", "t2", "Data crew", 0)];
    const current: ResponseTeam = {
      teamId: "t1",
      teamCode: null,
      team: TEAM,
      profile: TEAM.profile,
      profileSource: "manager",
      profileMembers: 1,
      cultureMatch: 83,
      cultureAdd: "rabbit",
      definesProfile: false,
    };
    const calls = api({ teams: [TEAM, other], links: [] }, (req) => {
      if (req.path === "/api/admin/responses") return json({ items: [record], nextCursor: null });
      if (req.path === "/api/admin/responses/r-ivan") return json(record);
      if (req.path === "/api/admin/responses/r-ivan/team" && req.method === "PUT") {
        const body = req.body as { confirmSponsorLinks?: string[] };
        if (!body.confirmSponsorLinks)
          return json({ error: "This move shows the person to the sponsor links of a second team", issues: [], sponsorLinks: links }, 409);
        return json({ ...current, teamId: "t2", team: other });
      }
      if (req.path === "/api/admin/responses/r-ivan/team") return json(current);
      return null;
    });
    renderWithClient(<AdminWorkspace user={admin} />);
    fireEvent.click(await screen.findByRole("button", { name: "Ivan" }));
    const select = (await screen.findByLabelText("Move to team")) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    fireEvent.change(select, { target: { value: "t2" } });
    fireEvent.click(screen.getByRole("button", { name: "Save team" }));

    const dialog = await screen.findByRole("dialog", { name: "Show this person to a second team's sponsor?" });
    const named = within(dialog).getByRole("list", { name: "Sponsor links that would see this person" });
    expect(
      within(named)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Platform crew: link created .+, works until .+, opened 3 times$/),
      expect.stringMatching(/^Data crew: link created .+, works until .+, never opened$/),
    ]);
    // Nothing moved, no error shown: the server refused and the admin decides.
    expect(toastsRaised()).toEqual([]);
    expect(document.activeElement?.textContent).toBe("Cancel");

    fireEvent.click(within(dialog).getByRole("button", { name: "Move anyway" }));
    await waitFor(() => expect(toastsRaised()).toContain("success: Moved to Data crew"));
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { teamId: "t2" },
      { teamId: "t2", confirmSponsorLinks: ["la", "lb"] },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("filters the response list by team", async () => {
    const calls = api({ teams: [TEAM], links: [] });
    renderWithClient(<AdminWorkspace user={admin} />);
    const filter = (await screen.findByLabelText("Team")) as HTMLSelectElement;
    await waitFor(() =>
      expect([...filter.options].map((o) => o.textContent)).toEqual(["All responses", "Platform crew", "Join code without a team"]),
    );
    fireEvent.change(filter, { target: { value: "t1" } });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/admin/responses" && c.url.searchParams.get("team") === "t1")).toBe(true));
    fireEvent.change(filter, { target: { value: "unassigned" } });
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get("team") === "unassigned")).toBe(true));
  });
});

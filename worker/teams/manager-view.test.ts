import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MANAGER_SHARE_VERSION } from "../../schema/save/consent";
import type { ManagerView } from "../../schema/teams/map/manager-view";
import type { SponsorLinkCreated, Team } from "../../schema/teams/team-api";
import { signIn, withCookie } from "../test/admin";
import { call } from "../test/call";
import { newClient, sponsorLink } from "../test/sponsor";
import { addMember, createTeam, sendJson } from "../test/teams";

// The deployment's floor in the tests (the default).
const FLOOR = 5;
let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

type Colour = "yellow" | "blue" | "red";
const typed = (attraction: Colour, pursuer: Colour) => ({
  attractionResponses: { [attraction]: { "1": 2 as const } },
  pursuerResponses: { [pursuer]: { "1": 2 as const } },
});
const SHARE = { managerShare: { at: "2026-11-28T08:00:00.000Z", version: MANAGER_SHARE_VERSION } };

/** A member who joined through the team's invite link, completed, sharing their type with the manager or not. */
function join(team: Team, name: string, colours: [Colour, Colour], share = false) {
  return addMember(cookie, null, {
    name,
    teamCode: team.codes.ic,
    scores: { rabbit: 14, dog: 4, cat: 2 },
    ...typed(...colours),
    ...(share ? SHARE : {}),
  });
}

async function managerLink(teamId: string): Promise<string> {
  const res = await sendJson(cookie, "POST", `/api/admin/teams/${teamId}/sponsor-links`, { kind: "manager" });
  expect(res.status).toBe(201);
  const link = (await res.json()) as SponsorLinkCreated;
  expect(link.kind).toBe("manager");
  expect(link.url).toMatch(/\/manager\/[A-Za-z0-9_-]{40,}$/);
  return link.url.split("/manager/")[1]!;
}

const open = (token: string) => call(`/api/manager/${token}`, { headers: { "CF-Connecting-IP": newClient() } });
async function read(token: string): Promise<{ view: ManagerView; text: string }> {
  const res = await open(token);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`manager view: ${res.status} ${text}`);
  return { view: JSON.parse(text) as ManagerView, text };
}

describe("GET /api/manager/:token (decisions 083, 084)", () => {
  it("shows nothing about a team under the floor, and says how many more it needs", async () => {
    const team = await createTeam(cookie, "Small");
    for (const name of ["Ana", "Bo", "Cy"]) await join(team, name, ["red", "blue"]);
    const { view, text } = await read(await managerLink(team.id));
    expect(view.current).toEqual({ round: 1, shown: false, needed: FLOOR - 3 });
    expect(view.named).toEqual([]);
    for (const name of ["Ana", "Bo", "Cy"]) expect(text).not.toContain(name);
  });

  it("nobody shares: aggregates only — no name, no id, no member's scores", async () => {
    const team = await createTeam(cookie, "Quiet");
    const members = [];
    for (const [i, colours] of (
      [
        ["red", "blue"],
        ["red", "red"],
        ["blue", "yellow"],
        ["yellow", "red"],
        ["red", "blue"],
      ] as const
    ).entries())
      members.push(await join(team, `Quiet ${i}`, [...colours]));
    const { view, text } = await read(await managerLink(team.id));
    expect(view.current).toMatchObject({ round: 1, shown: true, members: 5 });
    if (!view.current.shown) throw new Error("shown");
    expect(view.current.grid?.total).toBe(5);
    expect(view.current.grid?.counts.red.blue).toBe(2);
    expect(view.current.mean).toEqual({ rabbit: 14, dog: 4, cat: 2 });
    expect(view.named).toEqual([]);
    for (const m of members) {
      expect(text).not.toContain(m.name);
      expect(text).not.toContain(m.id);
    }
  });

  it("names only the members who share, with their type, and counts only the others in the grid", async () => {
    const team = await createTeam(cookie, "Sharing");
    await join(team, "Sharer One", ["yellow", "yellow"], true);
    await join(team, "Sharer Two", ["blue", "red"], true);
    for (let i = 0; i < 5; i++) await join(team, `Private ${i}`, ["red", "blue"]);
    const { view, text } = await read(await managerLink(team.id));
    expect(view.named.map((m) => m.name)).toEqual(["Sharer One", "Sharer Two"]);
    expect(view.named[0]!.type).toMatchObject({ intrinsicAttraction: expect.any(String) });
    if (!view.current.shown) throw new Error("shown");
    expect(view.current.members).toBe(7);
    // The grid is the five who did not share: all Red/Blue.
    expect(view.current.grid).toMatchObject({ total: 5, counts: { red: { blue: 5 }, yellow: { yellow: 0 } } });
    for (let i = 0; i < 5; i++) expect(text).not.toContain(`Private ${i}`);
  });

  it("hides the grid once later sharers leave fewer than the floor unknown, until the figures step", async () => {
    const team = await createTeam(cookie, "Later");
    const token = await managerLink(team.id);
    for (let i = 0; i < 5; i++) await join(team, `Early ${i}`, ["red", "blue"]);
    const first = await read(token);
    if (!first.view.current.shown) throw new Error("shown");
    expect(first.view.current.grid?.total).toBe(5);
    // A sixth member shares: known to the manager, but not in the published grid; the grid still rests on five unknowns.
    await join(team, "Late Sharer", ["yellow", "yellow"], true);
    const second = await read(token);
    expect(second.view.current).toMatchObject({ shown: true, members: 5, asOf: first.view.current.asOf });
    expect(second.view.named.map((m) => m.name)).toEqual(["Late Sharer"]);
    // An early member now shares (the admin sees it as a revised record): subtracted from the old grid, four would be left.
    await env.DB.prepare("UPDATE assessment_responses SET manager_share_at = ?, updated_at = updated_at + 1 WHERE name = 'Early 0'")
      .bind(Date.now())
      .run();
    const third = await read(token);
    if (!third.view.current.shown) throw new Error("shown");
    expect(third.view.current.grid).toBeNull();
    expect(third.view.current.gaps.every((g) => g.kind === "culture-lean" || g.kind === "far-members")).toBe(true);
    expect(third.view.named.map((m) => m.name)).toEqual(["Early 0", "Late Sharer"]);
  });

  it("a withdrawn agreement takes the name off the manager's link; withdrawing twice is refused; it is audited", async () => {
    const team = await createTeam(cookie, "Withdraw");
    const sharer = await join(team, "Changed Mind", ["blue", "blue"], true);
    for (let i = 0; i < 5; i++) await join(team, `Other ${i}`, ["red", "blue"]);
    const token = await managerLink(team.id);
    expect((await read(token)).view.named.map((m) => m.name)).toEqual(["Changed Mind"]);
    const detail = await (await withCookie(cookie, `/api/admin/responses/${sharer.id}`)).json();
    expect(detail).toMatchObject({ managerShare: { version: MANAGER_SHARE_VERSION } });

    const res = await withCookie(cookie, `/api/admin/responses/${sharer.id}/manager-share`, { method: "DELETE" });
    expect(res.status).toBe(204);
    const { view, text } = await read(token);
    expect(view.named).toEqual([]);
    expect(text).not.toContain("Changed Mind");
    expect(await (await withCookie(cookie, `/api/admin/responses/${sharer.id}`)).json()).toMatchObject({ managerShare: null });

    const again = await withCookie(cookie, `/api/admin/responses/${sharer.id}/manager-share`, { method: "DELETE" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ issues: [{ path: "managerShare" }] });
    const audit = (await (await withCookie(cookie, `/api/admin/audit?limit=200`)).json()) as {
      items: { target: string; action: string }[];
    };
    expect(audit.items).toContainEqual(expect.objectContaining({ action: "response.manager-share.withdraw", target: sharer.id }));
  });

  it("a tick given after earlier saves of the same response is stored with the final save", async () => {
    const team = await createTeam(cookie, "Partial first");
    const first = await addMember(cookie, null, { name: "Step By Step", teamCode: team.codes.ic, completed: false });
    await addMember(cookie, null, { ...first, revision: first.revision + 1, isCompleted: true, step: "final", ...SHARE });
    expect(await (await withCookie(cookie, `/api/admin/responses/${first.id}`)).json()).toMatchObject({
      managerShare: { version: MANAGER_SHARE_VERSION },
    });
  });

  it("a member outside any team shares nothing, whatever the device sends", async () => {
    const loner = await addMember(cookie, null, { name: "No Team", ...SHARE });
    expect(await (await withCookie(cookie, `/api/admin/responses/${loner.id}`)).json()).toMatchObject({ managerShare: null });
  });

  it("opens only with a manager's token: a sponsor's token is not one, and expiry and revocation hold", async () => {
    const team = await createTeam(cookie, "Kinds");
    const sponsor = await sponsorLink(cookie, team.id);
    expect((await open(sponsor.token)).status).toBe(404);
    const token = await managerLink(team.id);
    expect((await call(`/api/report/${token}`, { headers: { "CF-Connecting-IP": newClient() } })).status).toBe(404);
    expect((await open(token)).status).toBe(200);

    const links = (await (await withCookie(cookie, `/api/admin/teams/${team.id}/sponsor-links`)).json()) as {
      items: { id: string; kind: string; views: number }[];
    };
    const manager = links.items.find((l) => l.kind === "manager")!;
    expect(manager.views).toBe(1);
    await env.DB.prepare("UPDATE sponsor_links SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, manager.id)
      .run();
    expect((await open(token)).status).toBe(410);
    expect((await withCookie(cookie, `/api/admin/sponsor-links/${manager.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await open(token)).status).toBe(404);
    expect((await sendJson(cookie, "POST", `/api/admin/teams/${team.id}/sponsor-links`, { kind: "boss" })).status).toBe(400);
  });
});

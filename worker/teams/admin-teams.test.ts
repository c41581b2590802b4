import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { ResponseList } from "../../schema/records/admin";
import { readCsv } from "../../schema/export/csv";
import type { ApiError } from "../../schema/save/payload";
import type { ResponseTeam, SponsorLink, SponsorLinkCreated, Team, TeamDetail, TeamListItem } from "../../schema/teams/team-api";
import { cultureMatch } from "../../schema/teams/teams";
import { call } from "../test/call";
import type { AuditPage } from "../../schema/records/audit";
import { expiredSessionCookie, setCompletedAt, signIn, signInAs, withCookie } from "../test/admin";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";
import { addMember, createTeam, cultureAnswersFor, sendJson } from "../test/teams";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const getJson = async <T>(path: string, status = 200) => {
  const res = await withCookie(cookie, path);
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
};

const confirm = (teamId: string, responseId: unknown, headers: Record<string, string> = {}) =>
  sendJson(cookie, "PUT", `/api/admin/teams/${teamId}/profile`, { responseId }, headers);
const clear = (teamId: string, headers: Record<string, string> = {}) =>
  withCookie(cookie, `/api/admin/teams/${teamId}/profile`, { method: "DELETE", headers });

const some = crypto.randomUUID();
const PROTECTED: [string, string][] = [
  ["GET", "/api/admin/teams"],
  ["POST", "/api/admin/teams"],
  ["GET", `/api/admin/teams/${some}`],
  ["PATCH", `/api/admin/teams/${some}`],
  ["GET", `/api/admin/teams/${some}/export.csv`],
  ["PUT", `/api/admin/teams/${some}/profile`],
  ["DELETE", `/api/admin/teams/${some}/profile`],
  ["GET", `/api/admin/teams/${some}/sponsor-links`],
  ["POST", `/api/admin/teams/${some}/sponsor-links`],
  ["DELETE", `/api/admin/sponsor-links/${some}`],
  ["GET", `/api/admin/responses/${some}/team`],
  ["PUT", `/api/admin/responses/${some}/team`],
];

describe("authentication on every team admin route", () => {
  it.each(PROTECTED)("%s %s answers 401 JSON without a session and with an expired one", async (method, path) => {
    const expired = await expiredSessionCookie();
    const init =
      method === "GET" || method === "DELETE"
        ? { method }
        : { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "X", teamId: null }) };
    for (const res of [await call(path, init), await withCookie(expired.cookie, path, init)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: "Authentication required" });
    }
  });
});

describe("POST /api/admin/teams", () => {
  it("creates a team with an unguessable, unique, URL-safe join code per audience", async () => {
    const team = await createTeam(cookie, "  Platform crew  ", "Acme");
    const anyCode = expect.any(String);
    expect(team).toEqual({
      id: expect.any(String),
      name: "Platform crew",
      organisation: "Acme",
      codes: { ceo: anyCode, manager: anyCode, ic: anyCode },
      archived: false,
      createdAt: expect.any(String),
      // Its invite links open in each respondent's browser's language until an admin sets one.
      language: null,
    });
    const codes = new Set(Object.values(team.codes));
    for (let i = 0; i < 20; i++) for (const code of Object.values((await createTeam(cookie)).codes)) codes.add(code);
    expect(codes.size).toBe(63);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{12}$/);
  });

  it("answers 400 naming the field for a bad body", async () => {
    for (const [body, path] of [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(121) }, "name"],
      [{ name: "Ok", organisation: "o".repeat(121) }, "organisation"],
      [{ name: 42 }, "name"],
    ] as const) {
      const res = await sendJson(cookie, "POST", "/api/admin/teams", body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toContain(path);
    }
    const notJson = await withCookie(cookie, "/api/admin/teams", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("refuses a foreign Origin with 403 and creates nothing", async () => {
    const name = `Evil ${crypto.randomUUID()}`;
    const res = await sendJson(cookie, "POST", "/api/admin/teams", { name }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    const { items } = await getJson<{ items: TeamListItem[] }>("/api/admin/teams");
    expect(items.some((t) => t.name === name)).toBe(false);
  });
});

describe("PATCH /api/admin/teams/:id", () => {
  it("renames, sets the organisation and archives", async () => {
    const team = await createTeam(cookie);
    const res = await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, { name: "Renamed", organisation: "Globex" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: team.id, name: "Renamed", organisation: "Globex", codes: team.codes, archived: false });
    const archived = (await (
      await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, { archived: true, organisation: null })
    ).json()) as Team;
    expect(archived).toMatchObject({ name: "Renamed", organisation: null, archived: true });
  });

  it("answers 404 for an unknown team, 400 naming the field for a bad body, 403 for a foreign Origin", async () => {
    expect((await sendJson(cookie, "PATCH", `/api/admin/teams/${crypto.randomUUID()}`, { name: "X" })).status).toBe(404);
    const team = await createTeam(cookie, "Keep me");
    for (const [body, path] of [
      [{}, ""],
      [{ archived: "yes" }, "archived"],
      [{ name: "" }, "name"],
    ] as const) {
      const res = await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toContain(path);
    }
    expect((await sendJson(cookie, "PATCH", `/api/admin/teams/${team.id}`, { name: "Evil" }, { Origin: "null" })).status).toBe(403);
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).team.name).toBe("Keep me");
  });
});

describe("team detail, list and members", () => {
  const MIRA = { rabbit: 8, dog: 10, cat: 2 };

  it("uses the confirmed manager's scores and computes each member's match on read", async () => {
    const team = await createTeam(cookie, "Detail team");
    const older = await addMember(cookie, team.id, { name: "Old Manager", userFlow: "manager", scores: { rabbit: 1, dog: 1, cat: 1 } });
    await setCompletedAt(older.id, Date.now() - 86_400_000);
    const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: MIRA });
    const ivan = await addMember(cookie, team.id, { name: "Ivan", userFlow: "ic", scores: { rabbit: 12, dog: 5, cat: 3 } });
    const partial = await addMember(cookie, team.id, { name: "Pat", userFlow: "ic", completed: false });
    const ceo = await addMember(cookie, team.id, { name: "Cleo", userFlow: "ceo" });
    expect((await confirm(team.id, mira.id)).status).toBe(200);

    const detail = await getJson<TeamDetail>(`/api/admin/teams/${team.id}`);
    expect(detail.profile).toEqual(MIRA);
    expect(detail.profileSource).toBe("manager");
    expect(detail.team).toMatchObject({
      id: team.id,
      name: "Detail team",
      codes: team.codes,
      members: 5,
      completed: 4,
      profile: MIRA,
      profileSource: "manager",
      profileMembers: 1,
    });
    const byId = new Map(detail.members.map((m) => [m.id, m]));
    expect(byId.get(mira.id)).toEqual({
      id: mira.id,
      name: "Mira",
      userFlow: "manager",
      isCompleted: true,
      cultureMatch: null,
      cultureAdd: null,
      definesProfile: true,
    });
    expect(byId.get(ivan.id)).toMatchObject({ cultureMatch: 83, cultureAdd: "rabbit", definesProfile: false });
    expect(byId.get(older.id)).toMatchObject({ cultureMatch: cultureMatch({ rabbit: 1, dog: 1, cat: 1 }, MIRA), cultureAdd: null });
    expect(byId.get(partial.id)).toMatchObject({ isCompleted: false, cultureMatch: null });
    expect(byId.get(ceo.id)).toMatchObject({ userFlow: "ceo", cultureMatch: null });
    expect(detail.members.map((m) => m.name)).toEqual(["Cleo", "Ivan", "Mira", "Old Manager", "Pat"]);
    expect(detail.profileCandidates).toEqual([
      { id: mira.id, name: "Mira", completedAt: expect.any(String) },
      { id: older.id, name: "Old Manager", completedAt: expect.any(String) },
    ]);
    expect(detail.confirmedProfile).toEqual({ responseId: mira.id, confirmedAt: expect.any(String) });

    const { items } = await getJson<{ items: TeamListItem[] }>("/api/admin/teams");
    expect(items.find((t) => t.id === team.id)).toEqual(detail.team);
  });

  it("falls back to the rounded mean of completed members; a new manager changes nothing until an admin confirms them", async () => {
    const team = await createTeam(cookie);
    await addMember(cookie, team.id, { scores: { rabbit: 10, dog: 3, cat: 0 } });
    await addMember(cookie, team.id, { scores: { rabbit: 11, dog: 4, cat: 1 } });
    await addMember(cookie, team.id, { scores: { rabbit: 11, dog: 4, cat: 1 } });
    await addMember(cookie, team.id, { scores: { rabbit: 20, dog: 20, cat: 20 }, completed: false });
    let detail = await getJson<TeamDetail>(`/api/admin/teams/${team.id}`);
    expect(detail).toMatchObject({
      profile: { rabbit: 11, dog: 4, cat: 1 },
      profileSource: "mean",
      team: { profileMembers: 3 },
      profileCandidates: [],
      confirmedProfile: null,
    });
    expect(
      detail.members
        .filter((m) => m.isCompleted)
        .map((m) => m.cultureMatch!)
        .sort((x, y) => x - y),
    ).toEqual([95, 100, 100]);

    // The manager joins through their own invite link: a candidate, not yet the profile.
    const manager = validPayload({
      userFlow: "manager",
      teamCode: team.codes.manager,
      isCompleted: true,
      step: "final",
      cultureCompatibilityResponses: cultureAnswersFor(MIRA),
    });
    expect((await postJson("/api/assessment", manager)).status).toBe(200);
    detail = await getJson<TeamDetail>(`/api/admin/teams/${team.id}`);
    // (10+11+11+8)/4 = 10, (3+4+4+10)/4 = 5.25 → 5, (0+1+1+2)/4 = 1
    expect(detail).toMatchObject({
      profile: { rabbit: 10, dog: 5, cat: 1 },
      profileSource: "mean",
      team: { profileMembers: 4 },
      confirmedProfile: null,
    });
    expect(detail.profileCandidates.map((c) => c.id)).toEqual([manager.id]);
    expect(detail.members.find((m) => m.id === manager.id)).toMatchObject({ definesProfile: false, cultureMatch: expect.any(Number) });

    const res = await confirm(team.id, manager.id);
    expect(res.status).toBe(200);
    detail = (await res.json()) as TeamDetail;
    expect(detail).toMatchObject({ profile: MIRA, profileSource: "manager", confirmedProfile: { responseId: manager.id } });
    expect(detail.members.find((m) => m.id === manager.id)).toMatchObject({ definesProfile: true, cultureMatch: null });
  });

  it("an empty team has no profile; an unknown id is 404", async () => {
    const team = await createTeam(cookie);
    expect(await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).toMatchObject({
      profile: null,
      profileSource: null,
      members: [],
      team: { members: 0, completed: 0 },
      profileCandidates: [],
      confirmedProfile: null,
    });
    expect((await getJson<ApiError>(`/api/admin/teams/${crypto.randomUUID()}`, 404)).error).toBe("Team not found");
  });
});

describe("PUT and DELETE /api/admin/teams/:id/profile", () => {
  const MIRA = { rabbit: 8, dog: 10, cat: 2 };
  const mean = { rabbit: 10, dog: 3, cat: 0 };

  it("confirms a candidate, replaces and clears the confirmation, each audited", async () => {
    const team = await createTeam(cookie);
    await addMember(cookie, team.id, { scores: mean });
    const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: MIRA });
    const max = await addMember(cookie, team.id, { name: "Max", userFlow: "manager", scores: { rabbit: 20, dog: 0, cat: 0 } });
    expect((await confirm(team.id, mira.id)).status).toBe(200);
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).profile).toEqual(MIRA);
    expect((await confirm(team.id, max.id)).status).toBe(200);
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).confirmedProfile?.responseId).toBe(max.id);

    const cleared = await clear(team.id);
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ profileSource: "mean", confirmedProfile: null });

    const { items } = await getJson<AuditPage>("/api/admin/audit?limit=200");
    const mine = items.filter((e) => e.target === team.id && e.action.startsWith("team.profile")).reverse();
    expect(mine.map((e) => [e.action, e.detail])).toEqual([
      ["team.profile.confirm", { responseId: mira.id, previous: null }],
      ["team.profile.confirm", { responseId: max.id, previous: mira.id }],
      ["team.profile.clear", { responseId: max.id }],
    ]);
  });

  it("answers 404 naming responseId for a response outside the team, 400 naming it for one that cannot define the profile or a bad body", async () => {
    const team = await createTeam(cookie);
    const other = await createTeam(cookie);
    const outsider = await addMember(cookie, other.id, { userFlow: "manager", scores: MIRA });
    const ic = await addMember(cookie, team.id, { scores: MIRA });
    const unfinished = await addMember(cookie, team.id, { userFlow: "manager", scores: MIRA, completed: false });
    const noScores = await addMember(cookie, team.id, { userFlow: "manager" });
    for (const id of [outsider.id, crypto.randomUUID()]) {
      const res = await confirm(team.id, id);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toEqual(["responseId"]);
    }
    for (const body of [ic.id, unfinished.id, noScores.id, "", 42, null, "x".repeat(101)]) {
      const res = await confirm(team.id, body);
      expect(res.status, String(body)).toBe(400);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toEqual(["responseId"]);
    }
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).confirmedProfile).toBeNull();
    const unknown = await confirm(crypto.randomUUID(), ic.id);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ApiError).issues.map((i) => i.path)).toEqual(["id"]);
    expect((await clear(crypto.randomUUID())).status).toBe(404);
  });

  it("a confirmed response that leaves the team (reassigned or erased) no longer defines it: the mean, no stale confirmation", async () => {
    const team = await createTeam(cookie);
    const other = await createTeam(cookie);
    await addMember(cookie, team.id, { scores: mean });
    const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: MIRA });
    await confirm(team.id, mira.id);
    await sendJson(cookie, "PUT", `/api/admin/responses/${mira.id}/team`, { teamId: other.id });
    let detail = await getJson<TeamDetail>(`/api/admin/teams/${team.id}`);
    expect(detail).toMatchObject({ profile: mean, profileSource: "mean", confirmedProfile: null, profileCandidates: [] });
    // Nor does the confirmation follow the response into its new team.
    expect(await getJson<TeamDetail>(`/api/admin/teams/${other.id}`)).toMatchObject({
      profile: MIRA,
      profileSource: "mean",
      confirmedProfile: null,
    });
    expect((await getJson<{ items: TeamListItem[] }>("/api/admin/teams")).items.find((t) => t.id === team.id)).toMatchObject({
      profileSource: "mean",
    });

    const max = await addMember(cookie, team.id, { name: "Max", userFlow: "manager", scores: MIRA });
    await confirm(team.id, max.id);
    const erase = await withCookie(cookie, `/api/admin/responses/${max.id}`, {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ confirmName: max.name }),
    });
    expect(erase.status).toBe(204);
    detail = await getJson<TeamDetail>(`/api/admin/teams/${team.id}`);
    expect(detail).toMatchObject({ profile: mean, profileSource: "mean", confirmedProfile: null });
  });

  it("needs the teams permission and a same-site Origin", async () => {
    const team = await createTeam(cookie);
    const mira = await addMember(cookie, team.id, { userFlow: "manager", scores: MIRA });
    const viewer = await signInAs("viewer");
    expect((await sendJson(viewer.cookie, "PUT", `/api/admin/teams/${team.id}/profile`, { responseId: mira.id })).status).toBe(403);
    expect((await confirm(team.id, mira.id, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).confirmedProfile).toBeNull();
    await confirm(team.id, mira.id);
    expect((await withCookie(viewer.cookie, `/api/admin/teams/${team.id}/profile`, { method: "DELETE" })).status).toBe(403);
    expect((await clear(team.id, { Origin: "null" })).status).toBe(403);
    expect((await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).confirmedProfile?.responseId).toBe(mira.id);
  });
  it("an empty team has no profile; an unknown id is 404", async () => {
    const team = await createTeam(cookie);
    expect(await getJson<TeamDetail>(`/api/admin/teams/${team.id}`)).toMatchObject({
      profile: null,
      profileSource: null,
      members: [],
      team: { members: 0, completed: 0 },
    });
    expect((await getJson<ApiError>(`/api/admin/teams/${crypto.randomUUID()}`, 404)).error).toBe("Team not found");
  });
});

describe("assigning a response to a team, and the list filtered by team", () => {
  it("shows the respondent's team and match, and moves or removes them", async () => {
    const a = await createTeam(cookie, "Team A");
    const b = await createTeam(cookie, "Team B");
    const manager = await addMember(cookie, a.id, { userFlow: "manager", scores: { rabbit: 8, dog: 10, cat: 2 } });
    await confirm(a.id, manager.id);
    const ivan = await addMember(cookie, null, { name: "Ivan", scores: { rabbit: 12, dog: 5, cat: 3 } });

    expect(await getJson<ResponseTeam>(`/api/admin/responses/${ivan.id}/team`)).toMatchObject({
      teamId: null,
      team: null,
      cultureMatch: null,
    });
    const put = await sendJson(cookie, "PUT", `/api/admin/responses/${ivan.id}/team`, { teamId: a.id });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      teamId: a.id,
      team: { name: "Team A" },
      profileSource: "manager",
      cultureMatch: 83,
      cultureAdd: "rabbit",
      definesProfile: false,
    });
    expect((await getJson<{ teamId: string }>(`/api/admin/responses/${ivan.id}`)).teamId).toBe(a.id);

    const listA = await getJson<ResponseList>(`/api/admin/responses?team=${a.id}`);
    expect(listA.items.map((r) => r.name).sort()).toEqual(["Grace Hopper", "Ivan"]);
    expect(listA.items.every((r) => r.teamId === a.id)).toBe(true);

    await sendJson(cookie, "PUT", `/api/admin/responses/${ivan.id}/team`, { teamId: b.id });
    expect((await getJson<ResponseList>(`/api/admin/responses?team=${a.id}`)).items).toHaveLength(1);
    expect((await getJson<ResponseList>(`/api/admin/responses?team=${b.id}`)).items.map((r) => r.id)).toEqual([ivan.id]);
    const removed = (await (
      await sendJson(cookie, "PUT", `/api/admin/responses/${ivan.id}/team`, { teamId: null })
    ).json()) as ResponseTeam;
    expect(removed).toMatchObject({ teamId: null, team: null });
    expect((await getJson<ResponseList>(`/api/admin/responses?team=${b.id}`)).items).toEqual([]);
  });

  it("lists responses whose code matched no team as 'unassigned'", async () => {
    const p = await addMember(cookie, null, { name: "Lost code" });
    await env.DB.prepare("UPDATE assessment_responses SET team_code = 'nosuchteam42' WHERE id = ?").bind(p.id).run();
    const { items } = await getJson<ResponseList>("/api/admin/responses?team=unassigned");
    expect(items.map((r) => r.id)).toContain(p.id);
    expect(items.every((r) => r.teamId === null && r.teamCode !== null)).toBe(true);
    expect(items.find((r) => r.id === p.id)?.teamCode).toBe("nosuchteam42");
  });

  it("answers 400 naming teamId for an unknown team or a bad body, 404 for an unknown response, 403 for a foreign Origin", async () => {
    const p = await addMember(cookie, null);
    for (const body of [{ teamId: crypto.randomUUID() }, {}, { teamId: 7 }]) {
      const res = await sendJson(cookie, "PUT", `/api/admin/responses/${p.id}/team`, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toEqual(["teamId"]);
    }
    const team = await createTeam(cookie);
    expect((await sendJson(cookie, "PUT", `/api/admin/responses/${crypto.randomUUID()}/team`, { teamId: team.id })).status).toBe(404);
    expect((await getJson<ApiError>(`/api/admin/responses/${crypto.randomUUID()}/team`, 404)).error).toBe("Response not found");
    expect(
      (await sendJson(cookie, "PUT", `/api/admin/responses/${p.id}/team`, { teamId: team.id }, { Origin: "https://evil.example" })).status,
    ).toBe(403);
    expect((await getJson<ResponseTeam>(`/api/admin/responses/${p.id}/team`)).teamId).toBeNull();
    expect((await withCookie(cookie, `/api/admin/responses?team=${"x".repeat(101)}`)).status).toBe(400);
  });
});

describe("GET /api/admin/teams/:id/export.csv", () => {
  it("exports the team's members with the 33 columns, Team and Culture Match", async () => {
    const team = await createTeam(cookie, "Export, crew");
    const mira = await addMember(cookie, team.id, { name: "Mira", userFlow: "manager", scores: { rabbit: 8, dog: 10, cat: 2 } });
    await confirm(team.id, mira.id);
    await addMember(cookie, team.id, { name: "Ivan", scores: { rabbit: 12, dog: 5, cat: 3 } });
    await addMember(cookie, null, { name: "Outsider" });
    const res = await withCookie(cookie, `/api/admin/teams/${team.id}/export.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="team-export-crew-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.csv"$/);
    expect(res.headers.get("x-row-count")).toBe("2");
    const rows = readCsv((await res.text()).replace(/^\uFEFF/, "")).map((r) => r.fields);
    expect(rows[0]).toHaveLength(35);
    expect(rows[0]!.slice(31)).toEqual(["Has Demographic Data", "Demographic Data (JSON)", "Team", "Culture Match"]);
    const byName = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect([...byName.keys()].sort()).toEqual(["Ivan", "Mira"]);
    expect(byName.get("Ivan")!.slice(33)).toEqual(["Export, crew", "83"]);
    expect(byName.get("Mira")!.slice(33)).toEqual(["Export, crew", ""]);
    expect((await withCookie(cookie, `/api/admin/teams/${crypto.randomUUID()}/export.csv`)).status).toBe(404);
  });

  it("writes exactly one audit entry per export, with the team and its row count", async () => {
    const team = await createTeam(cookie);
    await addMember(cookie, team.id, { name: "Counted" });
    const entries = async () =>
      (
        await env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'team.export' AND target = ?")
          .bind(team.id)
          .all<{ actor: string; target: string; detail: string }>()
      ).results;
    expect(await entries()).toEqual([]);
    expect((await withCookie(cookie, `/api/admin/teams/${team.id}/export.csv`)).status).toBe(200);
    expect(await entries()).toEqual([{ actor: "admin@localhost", target: team.id, detail: JSON.stringify({ rows: 1, teamId: team.id }) }]);
    await withCookie(cookie, `/api/admin/teams/${crypto.randomUUID()}/export.csv`);
    expect(await entries()).toHaveLength(1);
  });
});

describe("sponsor links", () => {
  const create = (teamId: string, body: unknown = {}, headers: Record<string, string> = {}) =>
    sendJson(cookie, "POST", `/api/admin/teams/${teamId}/sponsor-links`, body, headers);

  it("creates a link holding ≥ 128 random bits that is stored only hashed, 30 days by default", async () => {
    const team = await createTeam(cookie);
    const before = Date.now();
    const res = await create(team.id);
    expect(res.status).toBe(201);
    const link = (await res.json()) as SponsorLinkCreated;
    const token = link.url.match(/^http:\/\/localhost\/report\/([A-Za-z0-9_-]+)$/)?.[1];
    expect(token).toBeDefined();
    expect(token!.length * 6).toBeGreaterThanOrEqual(128);
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const stored = await env.DB.prepare("SELECT * FROM sponsor_links WHERE id = ?").bind(link.id).first<Record<string, unknown>>();
    expect(JSON.stringify(stored)).not.toContain(token!);
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes an expiry date, and answers 400 naming expiresAt for a past, malformed or too distant one", async () => {
    const team = await createTeam(cookie);
    const at = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(((await (await create(team.id, { expiresAt: at })).json()) as SponsorLinkCreated).expiresAt).toBe(at);
    for (const expiresAt of [
      new Date(Date.now() - 1000).toISOString(),
      "next tuesday",
      new Date(Date.now() + 400 * 86_400_000).toISOString(),
      5,
    ]) {
      const res = await create(team.id, { expiresAt });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues.map((i) => i.path)).toEqual(["expiresAt"]);
    }
    expect((await create(crypto.randomUUID())).status).toBe(404);
    expect((await create(team.id, {}, { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("lists links with status and views; DELETE revokes (204), unknown is 404, foreign Origin 403", async () => {
    const team = await createTeam(cookie);
    const link = (await (await create(team.id)).json()) as SponsorLinkCreated;
    const token = link.url.split("/report/")[1]!;
    for (let i = 0; i < 2; i++) {
      const view = await call(`/api/report/${token}`);
      expect(view.status, await view.clone().text()).toBe(200);
    }
    let { items } = await getJson<{ items: SponsorLink[] }>(`/api/admin/teams/${team.id}/sponsor-links`);
    expect(items).toEqual([
      // The second read within the hour is no new view (docs/teams.md "The sponsor report").
      {
        id: link.id,
        teamId: team.id,
        kind: "sponsor",
        createdAt: expect.any(String),
        expiresAt: link.expiresAt,
        revokedAt: null,
        status: "active",
        views: 1,
        lastViewedAt: expect.any(String),
      },
    ]);
    expect(
      (await withCookie(cookie, `/api/admin/sponsor-links/${link.id}`, { method: "DELETE", headers: { Origin: "https://evil.example" } }))
        .status,
    ).toBe(403);
    const del = await withCookie(cookie, `/api/admin/sponsor-links/${link.id}`, { method: "DELETE" });
    expect(del.status).toBe(204);
    ({ items } = await getJson<{ items: SponsorLink[] }>(`/api/admin/teams/${team.id}/sponsor-links`));
    expect(items[0]).toMatchObject({ status: "revoked", revokedAt: expect.any(String), views: 1 });
    expect((await withCookie(cookie, `/api/admin/sponsor-links/${crypto.randomUUID()}`, { method: "DELETE" })).status).toBe(404);
    expect((await getJson<ApiError>(`/api/admin/teams/${crypto.randomUUID()}/sponsor-links`, 404)).error).toBe("Team not found");
  });
});

describe("fuzz: malformed team input", () => {
  it("answers generated bad bodies on every team write with 4xx JSON naming a field, never 5xx", async () => {
    const team = await createTeam(cookie);
    const p = await addMember(cookie, null);
    const targets: [string, string][] = [
      ["POST", "/api/admin/teams"],
      ["PATCH", `/api/admin/teams/${team.id}`],
      ["POST", `/api/admin/teams/${team.id}/sponsor-links`],
      ["PUT", `/api/admin/responses/${p.id}/team`],
      ["PUT", `/api/admin/teams/${team.id}/profile`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.anything(), async ([method, path], body) => {
        const res = await sendJson(cookie, method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const answer = (await res.json()) as ApiError;
          expect(answer.error).toEqual(expect.any(String));
          expect(answer.issues.length).toBeGreaterThan(0);
        } else await res.body?.cancel();
      }),
      { numRuns: 60 },
    );
  });
});

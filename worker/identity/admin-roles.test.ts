import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { AuthUser, ResponseDetail, ResponseList } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import { callWithEnv, patchJson, saveResponse, signIn, signInAs, withCookie } from "../test/admin";
import { createTeam, sendJson } from "../test/teams";

const ORIGIN = { Origin: "http://localhost" };

/** Every call a role may or may not make, with what it needs (docs/admin.md#roles). */
async function statuses(cookie: string, responseId: string) {
  return {
    list: (await withCookie(cookie, "/api/admin/responses")).status,
    detail: (await withCookie(cookie, `/api/admin/responses/${responseId}`)).status,
    stats: (await withCookie(cookie, "/api/admin/stats")).status,
    devices: (await withCookie(cookie, "/api/admin/devices")).status,
    edit: (await patchJson(cookie, `/api/admin/responses/${responseId}`, { jobTitle: "Edited" }, ORIGIN)).status,
    export: (await withCookie(cookie, "/api/admin/export.csv")).status,
    users: (await withCookie(cookie, "/api/admin/users")).status,
  };
}

describe("roles", () => {
  it("a viewer reads everything but cannot edit, export or manage users (403 JSON)", async () => {
    const { id } = await saveResponse();
    const viewer = await signInAs("viewer");
    expect(await statuses(viewer.cookie, id)).toEqual({
      list: 200,
      detail: 200,
      stats: 200,
      devices: 200,
      edit: 403,
      export: 403,
      users: 403,
    });
    const denied = await patchJson(viewer.cookie, `/api/admin/responses/${id}`, { jobTitle: "Edited" }, ORIGIN);
    expect(await denied.json()).toEqual<ApiError>({
      error: "Access denied",
      issues: [{ path: "", message: "Viewers cannot do this; it needs the Admin role" }],
    });
    const stored = await env.DB.prepare("SELECT job_title FROM assessment_responses WHERE id = ?").bind(id).first<{ job_title: string }>();
    expect(stored!.job_title).toBe("Rear Admiral");
    const revoke = await withCookie(viewer.cookie, "/api/admin/sessions/revoke-all", { method: "POST", headers: ORIGIN });
    expect(revoke.status).toBe(403);
    // The refused call ended nobody's session, the viewer's included.
    expect((await withCookie(viewer.cookie, "/api/admin/stats")).status).toBe(200);
  });

  it("an admin edits and exports but manages no users and cannot end every session", async () => {
    const { id } = await saveResponse();
    const admin = await signInAs("admin");
    expect(await statuses(admin.cookie, id)).toEqual({
      list: 200,
      detail: 200,
      stats: 200,
      devices: 200,
      edit: 200,
      export: 200,
      users: 403,
    });
    const revoke = await withCookie(admin.cookie, "/api/admin/sessions/revoke-all", { method: "POST", headers: ORIGIN });
    expect(revoke.status).toBe(403);
  });

  it("the owner (the password holder) may do everything", async () => {
    const { id } = await saveResponse();
    expect(await statuses(await signIn(), id)).toEqual({
      list: 200,
      detail: 200,
      stats: 200,
      devices: 200,
      edit: 200,
      export: 200,
      users: 200,
    });
  });

  it("GET /api/auth/user names the role", async () => {
    const viewer = await signInAs("viewer", "viewer.person@example.org");
    const res = await withCookie(viewer.cookie, "/api/auth/user");
    expect(await res.json()).toEqual<AuthUser>({
      email: "viewer.person@example.org",
      firstName: null,
      profileImageUrl: null,
      role: "viewer",
    });
  });
});

describe("single sign-on sessions are bound to the user's role and to OIDC_AUTH_SECRET", () => {
  it("ends a session whose user's role changed, even by hand in D1", async () => {
    const admin = await signInAs("admin");
    expect((await withCookie(admin.cookie, "/api/admin/stats")).status).toBe(200);
    await env.DB.prepare("UPDATE users SET role = 'owner' WHERE id = ?").bind(admin.id).run();
    // Even a promotion: the session was granted for the old role.
    expect((await withCookie(admin.cookie, "/api/admin/stats")).status).toBe(401);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE sess LIKE ?").bind(`%${admin.id}%`).first("n")).toBe(0);
  });

  it("ends a session whose user row is gone", async () => {
    const viewer = await signInAs("viewer");
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(viewer.id).run();
    expect((await withCookie(viewer.cookie, "/api/admin/stats")).status).toBe(401);
  });

  it("accepts none once OIDC_AUTH_SECRET changes or single sign-on is switched off; the password sessions live on", async () => {
    const viewer = await signInAs("viewer");
    const owner = await signIn();
    const rotated = { OIDC_AUTH_SECRET: "another-oidc-auth-secret-of-32-characters" };
    expect((await callWithEnv(rotated, "/api/admin/stats", { headers: { Cookie: viewer.cookie } })).status).toBe(401);
    expect((await callWithEnv(rotated, "/api/admin/stats", { headers: { Cookie: owner } })).status).toBe(200);
    const other = await signInAs("viewer");
    expect((await callWithEnv({ OIDC_ISSUER: undefined }, "/api/admin/stats", { headers: { Cookie: other.cookie } })).status).toBe(401);
  });
});

describe("teams are the admins' (docs/admin.md#identity-audit-and-data-rights)", () => {
  it("a viewer gets 403 from every team route, a respondent's team and the list's team filter included; an admin may do all", async () => {
    const owner = await signIn();
    const team = await createTeam(owner);
    const { id } = await saveResponse();
    const viewer = await signInAs("viewer");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/teams"],
      ["POST", "/api/admin/teams", { name: "Sneaky" }],
      ["GET", `/api/admin/teams/${team.id}`],
      ["PATCH", `/api/admin/teams/${team.id}`, { name: "Renamed" }],
      ["GET", `/api/admin/teams/${team.id}/export.csv`],
      ["GET", `/api/admin/teams/${team.id}/sponsor-links`],
      ["POST", `/api/admin/teams/${team.id}/sponsor-links`, {}],
      ["DELETE", `/api/admin/sponsor-links/${crypto.randomUUID()}`],
      ["PUT", `/api/admin/responses/${id}/team`, { teamId: team.id }],
      ["GET", `/api/admin/responses/${id}/team`],
      ["GET", `/api/admin/responses?team=${team.id}`],
      ["GET", "/api/admin/responses?team=unassigned"],
    ];
    for (const [method, path, body] of calls) {
      const res =
        body === undefined
          ? await withCookie(viewer.cookie, path, { method, headers: ORIGIN })
          : await sendJson(viewer.cookie, method, path, body, ORIGIN);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const filtered = await withCookie(viewer.cookie, `/api/admin/responses?team=${team.id}`);
    expect(await filtered.json()).toEqual<ApiError>({
      error: "Access denied",
      issues: [{ path: "team", message: "Viewers cannot filter by team; it needs the Admin role" }],
    });
    const stored = await env.DB.prepare("SELECT name FROM teams WHERE id = ?").bind(team.id).first<string>("name");
    expect(stored).toBe(team.name);

    const admin = await signInAs("admin");
    expect((await withCookie(admin.cookie, "/api/admin/teams")).status).toBe(200);
    expect((await withCookie(admin.cookie, `/api/admin/responses/${id}/team`)).status).toBe(200);
    expect((await withCookie(admin.cookie, `/api/admin/responses?team=${team.id}`)).status).toBe(200);
    expect((await sendJson(admin.cookie, "PUT", `/api/admin/responses/${id}/team`, { teamId: team.id }, ORIGIN)).status).toBe(200);
  });
});

/** Every key of the full record (schema/records/admin.ts ResponseRecord), sorted. */
const RECORD_KEYS = [
  "attractionResponses",
  "companyWebsite",
  "completedAt",
  "completionTimeSeconds",
  "cultureCompatibilityResponses",
  "cultureCompatibilityScores",
  "demographicConsent",
  "demographicData",
  "deviceId",
  "email",
  "finalType",
  "finalTypeOverridden",
  "id",
  "isCompleted",
  "jobTitle",
  "language",
  "lastStep",
  "linkedinProfile",
  "managerShare",
  "name",
  "pageRankings",
  "phoneNumber",
  "pursuerResponses",
  "revision",
  "teamCode",
  "teamId",
  "updatedAt",
  "userFlow",
];
/** The dashboard table's columns (SPEC's list), sorted: no answers, rankings of statements, culture answers or demographics. */
const LIST_KEYS = [
  "companyWebsite",
  "completedAt",
  "completionTimeSeconds",
  "cultureCompatibilityScores",
  "email",
  "finalType",
  "hasDemographics",
  "id",
  "isCompleted",
  "name",
  "pageRankings",
  "userFlow",
];
const TEAM_KEYS = ["teamCode", "teamId"];
const RESTRICTED = ["demographicData", "managerShare", "teamCode", "teamId"];

const viewsOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT actor, target, detail FROM audit_log WHERE action = 'response.view' AND target = ? ORDER BY id")
      .bind(id)
      .all()
  ).results;

describe("what each role reads of a response (decision 030)", () => {
  const expected = {
    owner: { list: [...LIST_KEYS, ...TEAM_KEYS].sort(), detail: RECORD_KEYS },
    admin: { list: [...LIST_KEYS, ...TEAM_KEYS].sort(), detail: RECORD_KEYS },
    viewer: { list: LIST_KEYS, detail: RECORD_KEYS.filter((k) => !RESTRICTED.includes(k)) },
  } as const;

  it.each(["owner", "admin", "viewer"] as const)(
    "%s: the list has the table's columns only; the detail is audited as response.view",
    async (role) => {
      const owner = await signIn();
      const team = await createTeam(owner);
      const marker = `keys${crypto.randomUUID().slice(0, 8)}`;
      const p = await saveResponse({ jobTitle: `Reader ${marker}`, demographicData: { religion: "None" } });
      expect((await sendJson(owner, "PUT", `/api/admin/responses/${p.id}/team`, { teamId: team.id }, ORIGIN)).status).toBe(200);
      const user = await signInAs(role);

      const list = (await (await withCookie(user.cookie, `/api/admin/responses?search=${marker}&limit=200`)).json()) as ResponseList;
      expect(list.items).toHaveLength(1);
      expect(Object.keys(list.items[0]!).sort()).toEqual(expected[role].list);
      expect(list.items[0]).toMatchObject({ id: p.id, hasDemographics: true });
      // Listing is not viewing: no entry per row.
      expect(await viewsOf(p.id)).toEqual([]);

      const res = await withCookie(user.cookie, `/api/admin/responses/${p.id.toUpperCase()}`);
      expect(res.status).toBe(200);
      const detail = (await res.json()) as ResponseDetail;
      expect(Object.keys(detail).sort()).toEqual(expected[role].detail);
      if (role !== "viewer") expect(detail).toMatchObject({ demographicData: { religion: "None" }, teamId: team.id });
      expect(await viewsOf(p.id)).toEqual([{ actor: user.email, target: p.id, detail: null }]);
    },
  );

  it("an unknown id is 404 and records no view", async () => {
    const viewer = await signInAs("viewer");
    const unknown = crypto.randomUUID();
    expect((await withCookie(viewer.cookie, `/api/admin/responses/${unknown}`)).status).toBe(404);
    expect(await viewsOf(unknown)).toEqual([]);
  });
});

import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import type { ResponseDetail, ResponseList } from "../../schema/records/admin";
import type { RespondentData } from "../../schema/records/data-rights";
import type { ApiError } from "../../schema/save/payload";
import type { Team, TeamDetail, TeamListItem } from "../../schema/teams/team-api";
import { saveResponse, signIn, signInAs, withCookie } from "../test/admin";
import { createTeam, sendJson } from "../test/teams";
import { listWhere } from "./list-responses";
import { NEWEST_FIRST } from "./response-record";
import { assessmentResponses as t } from "../db/tables";

// docs/languages.md#stored-and-shown: the admin reads a response's language in its detail and its JSON
// download, and filters the list by it; a team's language is what its invite links carry (decision 051).

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const json = async <T>(res: Response) => (await res.json()) as T;
const list = (query: Record<string, string>, as = cookie) =>
  withCookie(as, `/api/admin/responses?${new URLSearchParams({ limit: "200", ...query })}`);
const idsOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await json<ResponseList>(res)).items.map((r) => r.id);
};
const marker = () => `lang${crypto.randomUUID().slice(0, 8)}`;

describe("the list's language filter: GET /api/admin/responses?language=", () => {
  it("narrows the list to one language; English includes the responses saved before languages", async () => {
    const m = marker();
    const en = await saveResponse({ name: `${m} En`, language: "en" });
    const es = await saveResponse({ name: `${m} Es`, language: "es" });
    const ar = await saveResponse({ name: `${m} Ar`, language: "ar" });
    const before = await saveResponse({ name: `${m} Before` });
    const all = await idsOf(await list({ search: m }));
    expect(new Set(all)).toEqual(new Set([en.id, es.id, ar.id, before.id]));
    // The filter keeps the list's order (newest first), so a page is one range of the language index.
    expect(await idsOf(await list({ search: m, language: "en" }))).toEqual(all.filter((id) => id === en.id || id === before.id));
    expect(await idsOf(await list({ search: m, language: "es" }))).toEqual([es.id]);
    expect(await idsOf(await list({ search: m, language: "ar" }))).toEqual([ar.id]);
  });

  it("pages a filtered list by cursor without gaps or repeats", async () => {
    const m = marker();
    const saved = [];
    for (let i = 0; i < 5; i++) saved.push(await saveResponse({ name: `${m} ${i}`, language: "ar" }));
    await saveResponse({ name: `${m} other`, language: "es" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list({ search: m, language: "ar", limit: "2", ...(cursor ? { cursor } : {}) });
      const page: ResponseList = await json<ResponseList>(res);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(new Set(seen)).toEqual(new Set(saved.map((p) => p.id)));
    expect(seen).toHaveLength(5);
  });

  it("answers 400 naming language for a language we do not ship, an empty one or another case", async () => {
    for (const language of ["fr", "", "ES", "es-MX", "x".repeat(500)]) {
      const res = await list({ language });
      expect(res.status, language).toBe(400);
      expect(await json<ApiError>(res)).toEqual({
        error: "Invalid query",
        issues: [{ path: "language", message: "language must be one of en, es, ar" }],
      });
    }
  });

  it("is open to a viewer (the language is no team membership), with the team filter still the admins'", async () => {
    const m = marker();
    const es = await saveResponse({ name: `${m} Es`, language: "es" });
    const viewer = await signInAs("viewer");
    expect(await idsOf(await list({ search: m, language: "es" }, viewer.cookie))).toEqual([es.id]);
    expect((await list({ language: "es", team: "unassigned" }, viewer.cookie)).status).toBe(403);
  });

  it.each([
    ["alone, in list order (no sort)", { language: "es" }, "responses_language_idx"],
    ["with a cursor", { language: "en", cursor: { completedAtMs: Date.now(), id: "z" } }, "responses_language_idx"],
    // Beside another filter, the index of the narrower one: a common language must not look up every row.
    [
      "with a search: the list index, whose search text is checked before any row is read",
      { language: "en", search: "müller" },
      "responses_list_idx",
    ],
    ["with a team: the team's index range", { language: "en", team: "t1" }, "responses_team_idx"],
  ] as const)("reads the right index: %s", async (_, q, index) => {
    const query = drizzle(env.DB)
      .select({ id: t.id })
      .from(t)
      .where(listWhere({ search: "", cursor: null, ...q }))
      .orderBy(...NEWEST_FIRST)
      .limit(51)
      .toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).join("\n");
    expect(details).toContain(index);
    expect(details).not.toContain("TEMP B-TREE");
  });
});

describe("the detail and the JSON download carry the language", () => {
  it("GET /api/admin/responses/:id answers it to every role; null for a response saved before languages", async () => {
    const es = await saveResponse({ language: "es" });
    const before = await saveResponse();
    const viewer = await signInAs("viewer");
    for (const as of [cookie, viewer.cookie]) {
      expect(await json<ResponseDetail>(await withCookie(as, `/api/admin/responses/${es.id}`))).toMatchObject({
        id: es.id,
        language: "es",
      });
      expect(await json<ResponseDetail>(await withCookie(as, `/api/admin/responses/${before.id}`))).toMatchObject({ language: null });
    }
  });

  it("GET /api/admin/responses/:id/data includes it, null included", async () => {
    const ar = await saveResponse({ language: "ar" });
    const before = await saveResponse();
    const data = await json<RespondentData>(await withCookie(cookie, `/api/admin/responses/${ar.id}/data`));
    expect(data.response).toMatchObject({ id: ar.id, language: "ar" });
    const old = await json<RespondentData>(await withCookie(cookie, `/api/admin/responses/${before.id}/data`));
    expect(old.response).toHaveProperty("language", null);
  });

  it("leaves the CSV export's 33 columns as they are", async () => {
    await saveResponse({ language: "es" });
    const csv = await (await withCookie(cookie, "/api/admin/export.csv")).text();
    const header = csv.replace(/^\uFEFF/, "").split("\r\n")[0]!;
    expect(header.split(",")).toHaveLength(33);
    expect(header.toLowerCase()).not.toContain("language");
  });
});

describe("a team's language: PATCH and GET /api/admin/teams", () => {
  const patch = (id: string, body: unknown, as = cookie) => sendJson(as, "PATCH", `/api/admin/teams/${id}`, body);

  it("is null for a new team, set and cleared by PATCH, and in the list and the detail", async () => {
    const team = await createTeam(cookie);
    expect(team.language).toBeNull();
    const set = await patch(team.id, { language: "es" });
    expect(set.status).toBe(200);
    expect(await json<Team>(set)).toMatchObject({ id: team.id, name: team.name, language: "es" });
    const { items } = await json<{ items: TeamListItem[] }>(await withCookie(cookie, "/api/admin/teams"));
    expect(items.find((t) => t.id === team.id)).toMatchObject({ language: "es" });
    expect((await json<TeamDetail>(await withCookie(cookie, `/api/admin/teams/${team.id}`))).team.language).toBe("es");
    // A rename leaves the language alone; null gives the choice back to each respondent's browser.
    expect(await json<Team>(await patch(team.id, { name: `${team.name} 2` }))).toMatchObject({ language: "es" });
    expect(await json<Team>(await patch(team.id, { language: null }))).toMatchObject({ language: null });
  });

  it("answers 400 naming language for one we do not ship", async () => {
    const team = await createTeam(cookie);
    for (const language of ["fr", "", 1, "ES"]) {
      const res = await patch(team.id, { language });
      expect(res.status).toBe(400);
      expect(await json<ApiError>(res)).toMatchObject({
        issues: [{ path: "language", message: "language must be one of en, es, ar or null" }],
      });
    }
    expect((await json<TeamDetail>(await withCookie(cookie, `/api/admin/teams/${team.id}`))).team.language).toBeNull();
  });

  it("is refused to a viewer (403) and changes nothing", async () => {
    const team = await createTeam(cookie);
    const viewer = await signInAs("viewer");
    expect((await patch(team.id, { language: "ar" }, viewer.cookie)).status).toBe(403);
    expect((await withCookie(viewer.cookie, `/api/admin/teams/${team.id}`)).status).toBe(403);
    expect((await json<TeamDetail>(await withCookie(cookie, `/api/admin/teams/${team.id}`))).team.language).toBeNull();
  });

  it("records each change as team.update {field, old, new}, like a rename, and nothing for no change", async () => {
    const admin = await signInAs("admin");
    const team = await createTeam(admin.cookie);
    await patch(team.id, { language: "ar" }, admin.cookie);
    await patch(team.id, { language: "ar" }, admin.cookie);
    await patch(team.id, { language: null }, admin.cookie);
    const entries = await env.DB.prepare("SELECT actor, detail FROM audit_log WHERE action = 'team.update' AND target = ? ORDER BY id")
      .bind(team.id)
      .all<{ actor: string; detail: string }>();
    expect(entries.results.map((e) => ({ actor: e.actor, detail: JSON.parse(e.detail) as unknown }))).toEqual([
      { actor: admin.email, detail: { field: "language", old: null, new: "ar" } },
      { actor: admin.email, detail: { field: "language", old: "ar", new: null } },
    ]);
  });
});

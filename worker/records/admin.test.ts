import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { DeviceLedgerRow, ResponseList, ResponseListItem, ResponseRecord } from "../../schema/records/admin";
import type { ApiError } from "../../schema/save/payload";
import type { ResponseTeam } from "../../schema/teams/team-api";
import { call, postJson } from "../test/call";
import { expiredSessionCookie, patchJson, saveResponse, setCompletedAt, signIn, withCookie } from "../test/admin";
import { validPayload } from "../../schema/save/sample-payload";

let cookie: string;
beforeAll(async () => {
  cookie = await signIn();
});

const get = async <T>(path: string) => {
  const res = await withCookie(cookie, path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

const list = (query: Record<string, string>) => get<ResponseList>(`/api/admin/responses?${new URLSearchParams(query)}`);

/** A word no other test's rows contain, so searches in this shared file storage see only their own rows. */
const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

const PROTECTED: [string, string][] = [
  ["GET", "/api/admin/responses"],
  ["GET", `/api/admin/responses/${crypto.randomUUID()}`],
  ["PATCH", `/api/admin/responses/${crypto.randomUUID()}`],
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/export.csv"],
  ["GET", "/api/admin/devices"],
];

describe("authentication on every admin route", () => {
  it.each(PROTECTED)("%s %s answers 401 JSON without a session, with a forged one and with an expired one", async (method, path) => {
    const expired = await expiredSessionCookie();
    const init =
      method === "PATCH" ? { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "X" }) } : { method };
    for (const res of [
      await call(path, init),
      await withCookie("sid=not-a-real-session", path, init),
      await withCookie(expired.cookie, path, init),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: "Authentication required", issues: expect.any(Array) });
    }
  });

  it("keeps unknown admin paths behind the session too", async () => {
    expect((await call("/api/admin/anything")).status).toBe(401);
    const res = await withCookie(cookie, "/api/admin/anything");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not found" });
  });
});

describe("GET /api/admin/responses", () => {
  it("lists newest first with the table's columns, never the write token, answers or demographics", async () => {
    const m = marker();
    const older = await saveResponse({ jobTitle: `Older ${m}` });
    const newer = await saveResponse({ jobTitle: `Newer ${m}` });
    await setCompletedAt(older.id, Date.now() - 60_000);
    const { items, nextCursor } = await list({ search: m });
    expect(items.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(nextCursor).toBeNull();
    expect(items[0]).toMatchObject<Partial<ResponseListItem>>({
      name: "Grace Hopper",
      userFlow: "manager",
      isCompleted: false,
      pageRankings: null,
      hasDemographics: false,
    });
    expect(new Date(items[0]!.completedAt).toISOString()).toBe(items[0]!.completedAt);
    // The exact keys per role: worker/identity/admin-roles.test.ts.
    for (const key of [
      "writeTokenHash",
      "searchText",
      "attractionResponses",
      "demographicData",
      "cultureCompatibilityResponses",
      "phoneNumber",
    ]) {
      expect(Object.keys(items[0]!)).not.toContain(key);
    }
  });

  it("searches case-insensitively over name, email, job title, website and both final types", async () => {
    const m = marker();
    const zoe = await saveResponse({ name: `ZOË Ærø ${m}` });
    const byEmail = await saveResponse({ email: `${m}@Example.COM` });
    const bySite = await saveResponse({ companyWebsite: `https://${m}.example` });
    expect((await list({ search: `zoë ærø ${m.toUpperCase()}` })).items.map((r) => r.id)).toEqual([zoe.id]);
    expect((await list({ search: `${m}@EXAMPLE.com` })).items.map((r) => r.id)).toEqual([byEmail.id]);
    expect((await list({ search: `  ${m}.EXAMPLE ` })).items.map((r) => r.id)).toEqual([bySite.id]);

    // Final types: a rated red attraction page makes the intrinsic type Driver.
    const driver = await saveResponse({
      jobTitle: `Typed ${m}`,
      pageRankings: { attractionRanking: { yellow: 2, blue: 3, red: 1 } },
      attractionResponses: { red: { "1": 2 } },
    });
    const other = await saveResponse({ jobTitle: `Other ${m}`, pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 } } });
    const drivers = (await list({ search: "DRIVER", limit: "200" })).items.map((r) => r.id);
    expect(drivers).toContain(driver.id);
    expect(drivers).not.toContain(other.id);
  });

  it("treats % and _ in the search as literal characters", async () => {
    const m = marker();
    const percent = await saveResponse({ jobTitle: `Growth 100% ${m}` });
    const underscore = await saveResponse({ jobTitle: `snake_case ${m}` });
    await saveResponse({ jobTitle: `Growth 1000 ${m}` });
    await saveResponse({ jobTitle: `snakeXcase ${m}` });
    const ids = async (search: string) => (await list({ search })).items.map((r) => r.id);
    expect(await ids(`100% ${m}`)).toEqual([percent.id]);
    expect(await ids(`snake_case ${m}`)).toEqual([underscore.id]);
    expect(await ids(`%${m}`)).toEqual([]);
    expect(await ids("\\")).toEqual([]);
  });

  it("pages with an opaque cursor without duplicates or gaps, ties broken by id", async () => {
    const m = marker();
    const saved = [];
    for (let i = 0; i < 7; i++) saved.push(await saveResponse({ jobTitle: `Pager ${m} ${i}` }));
    // Three rows share one instant: the keyset must still order and split them consistently.
    const base = Date.now() - 3_600_000;
    for (const [i, p] of saved.entries()) await setCompletedAt(p.id, i < 3 ? base : base + i * 1000);
    const expected = saved
      .map((p, i) => ({ id: p.id, at: i < 3 ? base : base + i * 1000 }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ResponseList = await list({ search: m, limit: "3", ...(cursor ? { cursor } : {}) });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((r) => r.id));
      cursor = page.nextCursor;
      if (cursor) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(expected);
    expect(pages).toBe(3);
  });

  it("answers 400 naming the field for a bad query", async () => {
    const cases: [string, string][] = [
      ["limit=0", "limit"],
      ["limit=201", "limit"],
      ["limit=abc", "limit"],
      ["limit=1&limit=2", "limit"],
      [`search=${"x".repeat(201)}`, "search"],
      ["cursor=%%%", "cursor"],
      ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    ];
    for (const [query, field] of cases) {
      const res = await withCookie(cookie, `/api/admin/responses?${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as ApiError;
      expect(
        body.issues.map((i) => i.path),
        query,
      ).toContain(field);
    }
  });
});

describe("GET /api/admin/responses/:id", () => {
  it("answers one record, or 404 JSON for an unknown id", async () => {
    const p = await saveResponse({ demographicData: { birthYear: "1980" } });
    const record = await get<ResponseRecord>(`/api/admin/responses/${p.id}`);
    expect(record).toMatchObject({ id: p.id, email: p.email, demographicData: { birthYear: "1980" } });
    const res = await withCookie(cookie, `/api/admin/responses/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Response not found", issues: [{ path: "id" }] });
  });
});

describe("an id in upper case in the admin routes", () => {
  it("reads and edits the same (lower-case) response", async () => {
    const p = await saveResponse();
    const upper = p.id.toUpperCase();
    expect(await get<ResponseRecord>(`/api/admin/responses/${upper}`)).toMatchObject({ id: p.id });
    const res = await patchJson(cookie, `/api/admin/responses/${upper}`, { jobTitle: "Commodore" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: p.id, jobTitle: "Commodore" });
  });

  it("reads and sets the respondent's team, whatever the case of the id (decision 010)", async () => {
    const p = await saveResponse({ teamCode: "no-such-code-upper" });
    const upper = p.id.toUpperCase();
    expect(await get<ResponseTeam>(`/api/admin/responses/${upper}/team`)).toMatchObject({ teamId: null, teamCode: "no-such-code-upper" });
    const put = await withCookie(cookie, `/api/admin/responses/${upper}/team`, {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ teamId: null }),
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ teamCode: "no-such-code-upper" });
  });
});

describe("PATCH /api/admin/responses/:id", () => {
  it("updates only the given fields, bumps updatedAt and keeps search in sync", async () => {
    const p = await saveResponse({ demographicData: { religion: "None" } });
    const before = await get<ResponseRecord>(`/api/admin/responses/${p.id}`);
    const m = marker();
    const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, {
      name: `Renamed ${m}`,
      companyWebsite: "",
      demographicData: null,
    });
    expect(res.status).toBe(200);
    const after = (await res.json()) as ResponseRecord;
    expect(after).toEqual({
      ...before,
      name: `Renamed ${m}`,
      companyWebsite: null,
      demographicData: null,
      updatedAt: after.updatedAt,
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect(after.revision).toBe(before.revision);
    expect((await list({ search: `renamed ${m}` })).items.map((r) => r.id)).toEqual([p.id]);
    expect(await get<ResponseRecord>(`/api/admin/responses/${p.id}`)).toEqual(after);
  });

  it("format-checks email and LinkedIn and names each field", async () => {
    const p = await saveResponse();
    const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, { email: "not-an-email", linkedinProfile: "linkedin", name: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ApiError;
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Valid email is required" },
        { path: "linkedinProfile", message: "Valid LinkedIn profile URL is required" },
        { path: "name", message: "Name is required" },
      ]),
    );
    const bad = await patchJson(cookie, `/api/admin/responses/${p.id}`, {
      finalType: { intrinsicAttraction: " ", extrinsicPursuer: "Supporter" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).issues[0]?.path).toBe("finalType.intrinsicAttraction");
    expect((await get<ResponseRecord>(`/api/admin/responses/${p.id}`)).email).toBe(p.email);
  });

  it("answers an empty body, or one of unknown fields only, with 400 naming the body, and changes nothing", async () => {
    const p = await saveResponse();
    const before = await get<ResponseRecord>(`/api/admin/responses/${p.id}`);
    for (const body of [{}, { nickname: "Ada" }, { id: "other", revision: 9, writeToken: "x".repeat(40) }]) {
      const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({
        error: "Invalid request body",
        issues: [{ path: "", message: "Nothing to change: the body names none of the fields an edit may change" }],
      });
    }
    // A bad field is named alone: the body's own issue is for a body without any field.
    const bad = await patchJson(cookie, `/api/admin/responses/${p.id}`, { email: "not-an-email", nickname: "Ada" });
    expect(((await bad.json()) as ApiError).issues).toEqual([{ path: "email", message: "Valid email is required" }]);
    expect(await get<ResponseRecord>(`/api/admin/responses/${p.id}`)).toEqual(before);
  });

  it("answers 404 for an unknown id and 400 for a malformed body", async () => {
    const res = await patchJson(cookie, `/api/admin/responses/${crypto.randomUUID()}`, { name: "Nobody" });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Response not found" });
    const malformed = await withCookie(cookie, `/api/admin/responses/${crypto.randomUUID()}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(malformed.status).toBe(400);
  });

  it("overrides the final type, and the override survives the respondent's later saves", async () => {
    const p = await saveResponse({ pageRankings: { attractionRanking: { yellow: 1, blue: 2, red: 3 } } });
    const m = marker();
    const type = { intrinsicAttraction: `Custom ${m}`, extrinsicPursuer: "Supporter" };
    const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, { finalType: type });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ finalType: type, finalTypeOverridden: true });

    // The device keeps its own revision counter: its next saves still land, but the type stays.
    const later = validPayload({ ...p, revision: 2, step: "assessment-attraction-red-complete", attractionResponses: { red: { "1": 2 } } });
    expect(await (await postJson("/api/assessment/partial", later)).json()).toMatchObject({ revision: 2 });
    expect(await (await postJson("/api/assessment", { ...later, revision: 3, step: "final", isCompleted: true })).json()).toMatchObject({
      revision: 3,
      isCompleted: true,
    });
    const stored = await get<ResponseRecord>(`/api/admin/responses/${p.id}`);
    expect(stored).toMatchObject({ finalType: type, finalTypeOverridden: true, isCompleted: true, lastStep: "final" });
    expect((await list({ search: `custom ${m}` })).items.map((r) => r.id)).toEqual([p.id]);
  });

  it("refuses a foreign Origin with 403 and changes nothing", async () => {
    const p = await saveResponse();
    const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, { name: "Mallory" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect((await get<ResponseRecord>(`/api/admin/responses/${p.id}`)).name).toBe(p.name);
    const same = await patchJson(cookie, `/api/admin/responses/${p.id}`, { name: "Trusted" }, { Origin: "http://localhost" });
    expect(same.status).toBe(200);
  });
});

describe("GET /api/admin/devices", () => {
  it("lists per device what arrived and when it last uploaded", async () => {
    const device = `tablet-${marker()}`;
    await saveResponse({ deviceId: device });
    const done = await saveResponse({ deviceId: device, isCompleted: true, revision: 2 });
    const rows = await get<DeviceLedgerRow[]>("/api/admin/devices");
    const row = rows.find((r) => r.deviceId === device);
    expect(row).toMatchObject({ deviceId: device, responses: 2, completed: 1 });
    const stored = await env.DB.prepare("SELECT MAX(updated_at) AS last FROM assessment_responses WHERE device_id = ?")
      .bind(device)
      .first<{ last: number }>();
    expect(row!.lastUploadAt).toBe(new Date(stored!.last).toISOString());
    expect(done.id).toBeTruthy();
    // Newest upload first.
    const times = rows.map((r) => Date.parse(r.lastUploadAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("caps the list with ?limit= (most recent first) and validates it", async () => {
    await saveResponse({ deviceId: `tablet-${marker()}` });
    const latest = await saveResponse({ deviceId: `tablet-${marker()}` });
    expect(await get<DeviceLedgerRow[]>("/api/admin/devices?limit=1")).toEqual([expect.objectContaining({ deviceId: latest.deviceId })]);
    for (const limit of ["0", "1001", "x"]) {
      const res = await withCookie(cookie, `/api/admin/devices?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiError).issues[0]?.path).toBe("limit");
    }
  });
});

describe("fuzz: malformed admin input", () => {
  it("answers generated bad PATCH bodies and list queries with 4xx JSON, never 5xx", async () => {
    const p = await saveResponse();
    const bodies = fc.sample(
      fc.oneof(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc.string(),
        fc
          .record(
            {
              email: fc.oneof(fc.string(), fc.integer()),
              linkedinProfile: fc.oneof(fc.string(), fc.constant(null)),
              finalType: fc.oneof(fc.string(), fc.record({ intrinsicAttraction: fc.anything() })),
              demographicData: fc.oneof(fc.string(), fc.record({ birthYear: fc.integer() })),
              name: fc.oneof(fc.constant(""), fc.integer()),
            },
            { requiredKeys: [] },
          )
          .filter((r) => Object.keys(r).length > 0)
          .map((r) => JSON.stringify(r)),
      ),
      { numRuns: 300, seed: 20261122 },
    );
    for (const body of bodies) {
      const res = await withCookie(cookie, `/api/admin/responses/${p.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(res.status, body).toBeLessThan(500);
      if (res.status >= 400) expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
    }
    const queries = fc.sample(fc.dictionary(fc.constantFrom("search", "limit", "cursor", "x"), fc.string({ maxLength: 250 })), {
      numRuns: 200,
      seed: 7,
    });
    for (const q of queries) {
      const res = await withCookie(cookie, `/api/admin/responses?${new URLSearchParams(q)}`);
      expect(res.status, JSON.stringify(q)).toBeLessThan(500);
      await res.body?.cancel();
    }
  }, 60_000);
});

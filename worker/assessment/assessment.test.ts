import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AssessmentDataSchema } from "../../schema/assessment/assessment-data";
import { searchTextOf } from "../records/search-text";
import { call, postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

const post = postJson;

const row = (id: string) => env.DB.prepare("SELECT * FROM assessment_responses WHERE id = ?").bind(id).first<Record<string, unknown>>();
const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>())!.n;

describe("GET /api/assessment-data", () => {
  it("answers both datasets of {category, text, placement}", async () => {
    const res = await exports.default.fetch("http://localhost/api/assessment-data");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { attraction: unknown[]; pursuer: unknown[] };
    expect(body.attraction.length).toBeGreaterThan(20);
    expect(body.pursuer.length).toBeGreaterThan(20);
    expect(body.attraction[0]).toEqual({ category: "Yellow", placement: "1", text: expect.any(String) });
    // The device parses this answer with the same schema (web/flow/use-assessment-data.ts).
    expect(AssessmentDataSchema.safeParse(body).success).toBe(true);
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers each language's statements with the same keys as English, English without ?lang=", async () => {
    const read = async (query: string) =>
      AssessmentDataSchema.parse(await (await exports.default.fetch(`http://localhost/api/assessment-data${query}`)).json());
    const en = await read("");
    expect(en.language).toBe("en");
    expect(en.culture).toHaveLength(60);
    const keys = (d: typeof en) =>
      [d.attraction, d.pursuer].map((list) => list.map((s) => `${s.category} ${s.placement}`)).concat([d.culture.map((s) => s.id)]);
    for (const lang of ["es", "ar"] as const) {
      const data = await read(`?lang=${lang}`);
      expect(data.language).toBe(lang);
      expect(keys(data)).toEqual(keys(en));
      expect(data.attraction[0]!.text).not.toBe(en.attraction[0]!.text);
    }
  });

  it("refuses an unknown language with a 400 naming lang", async () => {
    const res = await exports.default.fetch("http://localhost/api/assessment-data?lang=fr");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: "Invalid query",
      issues: [{ path: "lang", message: expect.stringContaining("en, es, ar") }],
    });
  });
});

describe("POST /api/assessment/partial", () => {
  it("inserts the first save and answers {id, revision, isCompleted}", async () => {
    const p = validPayload();
    const res = await post("/api/assessment/partial", p);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: p.id, revision: 1, isCompleted: false });
    const stored = await row(p.id);
    expect(stored).toMatchObject({
      name: "Grace Hopper",
      user_flow: "manager",
      revision: 1,
      last_step: "intake-complete",
      is_completed: 0,
    });
    expect(stored!.write_token_hash).not.toContain("w");
  });

  it("updates on a newer revision and computes the final type on the server", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    const next = {
      ...p,
      revision: 2,
      step: "assessment-attraction-red-complete",
      pageRankings: { attractionRanking: { yellow: 3, blue: 2, red: 1 } },
      attractionResponses: { red: { "1": 2, "2": 2 }, blue: { "1": 1 } },
    };
    const res = await post("/api/assessment/partial", next);
    expect(await res.json()).toEqual({ id: p.id, revision: 2, isCompleted: false });
    const stored = await row(p.id);
    // Part 2 not reached yet: no type for it, never a default (docs/architecture.md#scoring).
    expect(JSON.parse(stored!.final_type as string)).toEqual({ intrinsicAttraction: "Driver", extrinsicPursuer: null });
    expect(JSON.parse(stored!.attraction_responses as string)).toEqual(next.attractionResponses);
    expect(stored!.last_step).toBe("assessment-attraction-red-complete");
  });

  it("gives a record that stopped after the intake no type at all (Pending), not 'Energizer / Influencer'", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    expect(JSON.parse((await row(p.id))!.final_type as string)).toEqual({ intrinsicAttraction: null, extrinsicPursuer: null });
  });

  it("changes nothing for a stale or duplicate revision and answers the stored revision", async () => {
    const p = validPayload({ revision: 5 });
    await post("/api/assessment/partial", p);
    for (const revision of [5, 3]) {
      const res = await post("/api/assessment/partial", { ...p, revision, name: "Changed" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: p.id, revision: 5, isCompleted: false });
    }
    expect((await row(p.id))!.name).toBe("Grace Hopper");
  });

  it("refuses another write token with 403 and changes nothing", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    const res = await post("/api/assessment/partial", { ...p, revision: 2, writeToken: "x".repeat(40), name: "Mallory" });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ issues: [{ path: "writeToken" }] });
    expect((await row(p.id))!.name).toBe("Grace Hopper");
  });

  it("stores culture scores computed from the responses, ignoring the client's", async () => {
    const p = validPayload({
      cultureCompatibilityResponses: { "rabbit-a1": 9, "rabbit-a2": 6, "dog-a21": 2, "cat-a41": 8 },
      cultureCompatibilityScores: { rabbit: 20, dog: 20, cat: 20 },
    });
    await post("/api/assessment/partial", p);
    expect(JSON.parse((await row(p.id))!.culture_compatibility_scores as string)).toEqual({ rabbit: 2, dog: 0, cat: 1 });
  });

  it("keeps an admin's overridden final type", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    await env.DB.prepare("UPDATE assessment_responses SET final_type = ?, final_type_overridden = 1 WHERE id = ?")
      .bind(JSON.stringify({ intrinsicAttraction: "Custom", extrinsicPursuer: "Custom" }), p.id)
      .run();
    await post("/api/assessment/partial", { ...p, revision: 2, attractionResponses: { red: { "1": 2 } } });
    expect(JSON.parse((await row(p.id))!.final_type as string)).toEqual({ intrinsicAttraction: "Custom", extrinsicPursuer: "Custom" });
  });
});

describe("response ids differing only by case", () => {
  it("are one response: another token is refused, the same token updates it, the answer names the lower-case id", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    const upper = p.id.toUpperCase();
    const other = await post("/api/assessment/partial", { ...p, id: upper, revision: 2, writeToken: "x".repeat(40), name: "Mallory" });
    expect(other.status).toBe(403);
    const same = await post("/api/assessment/partial", { ...p, id: upper, revision: 3, name: "Grace B. Hopper" });
    expect(await same.json()).toEqual({ id: p.id, revision: 3, isCompleted: false });
    const rows = await env.DB.prepare("SELECT id, name FROM assessment_responses WHERE lower(id) = ?").bind(p.id).all();
    expect(rows.results).toEqual([{ id: p.id, name: "Grace B. Hopper" }]);
  });
});

describe("all cards in 'Not Like Me At All'", () => {
  const ALL_4 = { yellow: 4, blue: 4, red: 4 };
  const typeOf = async (id: string) => JSON.parse((await row(id))!.final_type as string) as Record<string, string | null>;

  it("stores the all-4 rankings and scores each such part Undetermined (Part 2 without pages, Part 1 with its fallback pages)", async () => {
    const p = validPayload({
      step: "final",
      isCompleted: true,
      attractionResponses: { blue: { "1": 2 }, yellow: { "1": 1 }, red: { "1": 0 } },
      pageRankings: { attractionRanking: ALL_4, pursuerRanking: ALL_4 },
    });
    expect((await post("/api/assessment", p)).status).toBe(200);
    expect(JSON.parse((await row(p.id))!.page_rankings as string)).toEqual({ attractionRanking: ALL_4, pursuerRanking: ALL_4 });
    expect(await typeOf(p.id)).toEqual({ intrinsicAttraction: "Undetermined", extrinsicPursuer: "Undetermined" });
  });

  it("stores the pursuer ranking an older app version left out of saves past that step", async () => {
    const attractionRanking = { yellow: 1, blue: 2, red: 3 };
    const p = validPayload({
      step: "pursuer-ranking-complete",
      revision: 4,
      attractionResponses: { yellow: { "1": 2 } },
      pageRankings: { attractionRanking },
    });
    await post("/api/assessment/partial", p);
    expect(JSON.parse((await row(p.id))!.page_rankings as string)).toEqual({ attractionRanking, pursuerRanking: ALL_4 });
    expect(await typeOf(p.id)).toEqual({ intrinsicAttraction: "Energizer", extrinsicPursuer: "Undetermined" });
    await post("/api/assessment", { ...p, revision: 5, step: "final", isCompleted: true });
    expect(await typeOf(p.id)).toEqual({ intrinsicAttraction: "Energizer", extrinsicPursuer: "Undetermined" });
  });
});

describe("derived columns", () => {
  it("keeps completed_at at creation across partial saves and sets it once on completion", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    const created = (await row(p.id))!.completed_at as number;
    await new Promise((r) => setTimeout(r, 5));
    await post("/api/assessment/partial", { ...p, revision: 2 });
    expect((await row(p.id))!.completed_at).toBe(created);
    await new Promise((r) => setTimeout(r, 5));
    await post("/api/assessment", { ...p, revision: 3 });
    const completed = (await row(p.id))!.completed_at as number;
    expect(completed).toBeGreaterThan(created);
    await post("/api/assessment", { ...p, revision: 4 });
    expect((await row(p.id))!.completed_at).toBe(completed);
  });

  it("refreshes the searchable text from the respondent's fields even after an admin override", async () => {
    const p = validPayload();
    await post("/api/assessment/partial", p);
    // As an admin's edit stores it (worker/records/update-response.ts): type, flag and search text together.
    const type = { intrinsicAttraction: "Custom Intrinsic", extrinsicPursuer: "Custom Extrinsic" };
    await env.DB.prepare("UPDATE assessment_responses SET final_type = ?, final_type_overridden = 1, search_text = ? WHERE id = ?")
      .bind(JSON.stringify(type), searchTextOf(p, type), p.id)
      .run();
    await post("/api/assessment/partial", { ...p, revision: 2, name: "Grace Brewster Hopper" });
    const text = (await row(p.id))!.search_text as string;
    expect(text).toContain("grace brewster hopper");
    expect(text).toContain("custom intrinsic");
    expect(text).toContain("custom extrinsic");
  });
});

describe("POST /api/assessment", () => {
  it("completes the record; a later partial, even newer, is refused with 409 and changes nothing", async () => {
    const p = validPayload({
      attractionResponses: { red: { "1": 2, "2": 1 } },
      pageRankings: { attractionRanking: { yellow: 3, blue: 2, red: 1 } },
    });
    await post("/api/assessment/partial", p);
    const done = await post("/api/assessment", { ...p, revision: 5, step: "final", isCompleted: true, completionTimeSeconds: "312" });
    expect(await done.json()).toEqual({ id: p.id, revision: 5, isCompleted: true });
    const completed = await row(p.id);
    const wipe = await post("/api/assessment/partial", {
      ...p,
      revision: 6,
      step: "intake-complete",
      attractionResponses: {},
      pageRankings: null,
    });
    expect(wipe.status).toBe(409);
    expect(await wipe.json()).toMatchObject({ issues: [{ path: "isCompleted" }] });
    expect(await row(p.id)).toEqual(completed);
    expect(completed).toMatchObject({ is_completed: 1, last_step: "final", completion_time_seconds: "312" });
    expect(JSON.parse(completed!.attraction_responses as string)).toEqual({ red: { "1": 2, "2": 1 } });

    // A completed record is final (decision 029): a newer final save that changes it is refused too.
    const again = await post("/api/assessment", { ...p, revision: 7, step: "final", isCompleted: true, completionTimeSeconds: "320" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ issues: [{ path: "completionTimeSeconds" }] });
    expect(await row(p.id)).toEqual(completed);
  });

  it("inserts a completed record directly (first contact is the final submit)", async () => {
    const p = validPayload({ revision: 7, isCompleted: true, completionTimeSeconds: "95" });
    const res = await post("/api/assessment", p);
    expect(await res.json()).toEqual({ id: p.id, revision: 7, isCompleted: true });
    expect((await row(p.id))!.completion_time_seconds).toBe("95");
  });

  it("ignores a replayed final submit", async () => {
    const p = validPayload({ revision: 2 });
    await post("/api/assessment", p);
    const again = await post("/api/assessment", p);
    expect(await again.json()).toEqual({ id: p.id, revision: 2, isCompleted: true });
    expect(await count()).toBeGreaterThanOrEqual(1);
  });
});

describe("bad requests", () => {
  it("names every invalid field with the intake messages", async () => {
    const p = validPayload({ name: "", email: "nope", linkedinProfile: "x" });
    const res = await post("/api/assessment/partial", p);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: "Name is required" },
        { path: "email", message: "Valid email is required" },
        { path: "linkedinProfile", message: "Valid LinkedIn profile URL is required" },
      ]),
    );
    expect(await row(p.id)).toBeNull();
  });

  it("names nested fields", async () => {
    const p = validPayload({ attractionResponses: { yellow: { "1": 3 as 2 } } });
    const res = await post("/api/assessment/partial", p);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: "attractionResponses.yellow.1" }] });
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await post("/api/assessment/partial", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
  });

  it("refuses a body over 256 KB with 413", async () => {
    const p = validPayload({ phoneNumber: "1".repeat(300 * 1024) });
    const res = await post("/api/assessment/partial", p);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "Request body too large" });
    expect(await row(p.id)).toBeNull();
  });

  it("answers unknown API routes with a JSON 404", async () => {
    const res = await call("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: "Not found" });
  });
});

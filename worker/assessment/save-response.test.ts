import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { validPayload } from "../../schema/save/sample-payload";
import { saveResponse, type CreationGate } from "./save-response";

/** The real D1, counting the statements a save prepares. */
function countingDb() {
  const statements: string[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          statements.push(query);
          return target.prepare(query);
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1, statements };
}

/** A stand-in for the rate limit binding: answers `allow` and counts how often it was asked. */
function gate(allow: boolean) {
  const asked = { count: 0 };
  const ask: CreationGate = async () => {
    asked.count++;
    return allow;
  };
  return { ask, asked };
}

const row = (id: string) => env.DB.prepare("SELECT revision, name, is_completed FROM assessment_responses WHERE id = ?").bind(id).first();

describe("saveResponse and the creation gate", () => {
  it("updates an existing response in one statement, without asking the gate", async () => {
    const p = validPayload();
    expect((await saveResponse(env.DB, p, false, gate(true).ask)).status).toBe(200);
    const db = countingDb();
    const closed = gate(false);
    const result = await saveResponse(db.d1, { ...p, revision: 2, name: "Updated" }, true, closed.ask);
    expect(result).toEqual({ status: 200, body: { id: p.id, revision: 2, isCompleted: true } });
    expect(closed.asked.count).toBe(0);
    expect(db.statements).toHaveLength(1);
    expect(await row(p.id)).toEqual({ revision: 2, name: "Updated", is_completed: 1 });
  });

  it.each([
    ["refuses", false],
    ["allows", true],
  ])("answers a stale resend and another device's token as before, never 429, when the gate %s", async (_name, allow) => {
    const p = validPayload({ revision: 3 });
    await saveResponse(env.DB, p, false, gate(true).ask);
    const limiter = gate(allow);
    expect(await saveResponse(env.DB, { ...p, revision: 2, name: "Stale" }, false, limiter.ask)).toEqual({
      status: 200,
      body: { id: p.id, revision: 3, isCompleted: false },
    });
    expect((await saveResponse(env.DB, { ...p, revision: 4, writeToken: "x".repeat(40), name: "Mallory" }, true, limiter.ask)).status).toBe(
      403,
    );
    expect(await row(p.id)).toEqual({ revision: 3, name: "Grace Hopper", is_completed: 0 });
  });

  it("asks the gate once for a new response, and stores nothing when it refuses", async () => {
    const p = validPayload({ revision: 7 });
    const closed = gate(false);
    const result = await saveResponse(env.DB, p, true, closed.ask);
    expect(result.status).toBe(429);
    expect(result.body).toMatchObject({ error: expect.any(String), issues: [{ path: "id", message: expect.any(String) }] });
    expect(closed.asked.count).toBe(1);
    expect(await row(p.id)).toBeNull();

    const db = countingDb();
    const open = gate(true);
    expect(await saveResponse(db.d1, p, true, open.ask)).toEqual({ status: 200, body: { id: p.id, revision: 7, isCompleted: true } });
    expect(open.asked.count).toBe(1);
    // The update-only try, then the insert: no read in between.
    expect(db.statements).toHaveLength(2);
    expect(await row(p.id)).toEqual({ revision: 7, name: "Grace Hopper", is_completed: 1 });
  });

  it("binds each save's values to a statement text chosen by its shape, built once rather than per save", async () => {
    const db = countingDb();
    const p = validPayload({ name: "Ada Lovelace" });
    const t = validPayload({ teamCode: "abcdefghij12", name: "Team Member" });
    await saveResponse(db.d1, p, false, gate(true).ask);
    await saveResponse(db.d1, t, true, gate(true).ask);
    await saveResponse(db.d1, { ...p, revision: 2, name: "Ada King" }, true, gate(true).ask);
    // Creations take the update-only try and the insert; an update one statement: five in all. Texts: the
    // insert, and an update per shape (partial or final, with or without a team code).
    expect(db.statements).toHaveLength(5);
    const texts = new Set(db.statements);
    expect(texts.size).toBe(4);
    expect(db.statements.join("\n")).not.toMatch(/Ada|Team Member|abcdefghij12/);
    expect(await row(p.id)).toEqual({ revision: 2, name: "Ada King", is_completed: 1 });
    // The same shapes again, other values: no new text.
    const q = validPayload({ name: "Grace" });
    await saveResponse(db.d1, q, false, gate(true).ask);
    await saveResponse(db.d1, { ...q, revision: 2 }, true, gate(true).ask);
    // (A completed response is final, decision 029: another respondent with a code, not a change to t.)
    await saveResponse(db.d1, validPayload({ teamCode: "abcdefghij12", name: "Team Member 2" }), true, gate(true).ask);
    expect(new Set(db.statements).size).toBe(4);
    // A partial save without a code cannot change completion or the team, so its update leaves them out.
    const partial = db.statements[0]!;
    expect(partial).toMatch(/^update/);
    expect(partial).not.toMatch(/"completed_at" =|"is_completed" =|"team_id" =|"team_code" =/);
    expect(db.statements[2]).toMatch(/"completed_at" =.*"team_id" =/);
  });

  it("stores every column of a new response as the plain insert did (defaults included)", async () => {
    const p = validPayload({ pageRankings: { attractionRanking: { yellow: 3, blue: 2, red: 1 } } });
    await saveResponse(env.DB, p, false, gate(true).ask);
    const stored = await env.DB.prepare("SELECT * FROM assessment_responses WHERE id = ?").bind(p.id).first<Record<string, unknown>>();
    expect(stored).toMatchObject({
      name: "Grace Hopper",
      attraction_responses: "{}",
      page_rankings: JSON.stringify(p.pageRankings),
      final_type_overridden: 0,
      is_completed: 0,
      revision: 1,
      device_id: "device-1",
      schema_version: 1,
    });
    expect(stored!.created_at).toEqual(expect.any(Number));
    expect(Math.abs(Number(stored!.created_at) - Date.now())).toBeLessThan(60_000);
  });
});

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CompletionResult } from "../../schema/assessment/completion-result";
import type { ResultSetting } from "../../schema/constants";
import { allCultureAnswers, validPayload } from "../../schema/save/sample-payload";
import type { SavePayload } from "../../schema/save/payload";
import { app } from "../app";
import { postJson } from "../test/call";

// Decision 066: RESULT_ON_COMPLETION decides what the completion screen may read back, with the response's write token.

/** A request through the real app, with the deployment's RESULT_ON_COMPLETION set to `setting` (undefined: as wrangler.toml has it). */
async function get(path: string, setting?: ResultSetting | string, token?: string): Promise<Response> {
  const ctx = createExecutionContext();
  const vars = setting === undefined ? env : ({ ...env, RESULT_ON_COMPLETION: setting } as unknown as Env);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await app.fetch(new Request(new URL(path, "http://localhost"), { headers }), vars, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A respondent's finished save: Part 1 mostly Blue, Part 2 all 'not like me' for `pursuerNone`, culture answers for a manager. */
async function finished(overrides: Partial<SavePayload> = {}): Promise<SavePayload> {
  const save = validPayload({
    userFlow: "manager",
    revision: 5,
    step: "final",
    isCompleted: true,
    attractionResponses: { blue: { "1": 2, "2": 2 }, yellow: { "1": 1, "2": 0 }, red: { "1": 0, "2": 0 } },
    pursuerResponses: { red: { "1": 2, "2": 1 }, blue: { "1": 0, "2": 0 } },
    pageRankings: { attractionRanking: { yellow: 2, blue: 1, red: 3 }, pursuerRanking: { yellow: 4, blue: 2, red: 1 } },
    cultureCompatibilityResponses: allCultureAnswers({ "rabbit-a1": 9, "rabbit-a2": 6, "dog-a21": 8 }),
    ...overrides,
  });
  expect((await postJson(save.isCompleted ? "/api/assessment" : "/api/assessment/partial", save)).status).toBe(200);
  return save;
}

const result = (save: SavePayload, setting?: string, token = save.writeToken) => get(`/api/assessment/${save.id}/result`, setting, token);

describe("GET /api/settings", () => {
  it("says what the deployment shows on completion: none by default, else the setting; an unknown one is named", async () => {
    expect(await (await get("/api/settings")).json()).toEqual({ resultOnCompletion: "none" });
    for (const setting of ["type", "type-and-culture"] as const)
      expect(await (await get("/api/settings", setting)).json()).toEqual({ resultOnCompletion: setting });
    // Decision 078: not a quiet none, which would hide the result a deployment meant to show.
    const unknown = await get("/api/settings", "everything");
    expect(unknown.status).toBe(500);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: "RESULT_ON_COMPLETION" }] });
    expect((await get("/api/settings")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("GET /api/assessment/:id/result", () => {
  it("none (the default): no result for anyone, not even the response's own device", async () => {
    const save = await finished();
    for (const setting of [undefined, "none", ""]) {
      const res = await result(save, setting);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: "No result on completion" });
    }
    // An unknown setting shows nothing either: the API answers only that it is misconfigured (decision 078).
    const unknown = await result(save, "nonsense");
    expect(unknown.status).toBe(500);
    expect(await unknown.json()).toMatchObject({ issues: [{ path: "RESULT_ON_COMPLETION" }] });
  });

  it("type: both parts from the server's scoring, no culture profile", async () => {
    const save = await finished();
    const res = await result(save, "type");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual<CompletionResult>({ show: "type", attraction: "blue", pursuer: "red", culture: null });
  });

  it("type-and-culture: a manager's culture profile too; a CEO's type alone; a part with every card 'not like me' has no colour", async () => {
    const manager = await finished();
    expect(await (await result(manager, "type-and-culture")).json()).toEqual<CompletionResult>({
      show: "type-and-culture",
      attraction: "blue",
      pursuer: "red",
      culture: { rabbit: 2, dog: 1, cat: 0 },
    });
    const ceo = await finished({
      userFlow: "ceo",
      cultureCompatibilityResponses: undefined,
      pursuerResponses: {},
      pageRankings: { attractionRanking: { yellow: 2, blue: 1, red: 3 }, pursuerRanking: { yellow: 4, blue: 4, red: 4 } },
    });
    expect(await (await result(ceo, "type-and-culture")).json()).toEqual<CompletionResult>({
      show: "type-and-culture",
      attraction: "blue",
      pursuer: null,
      culture: null,
    });
  });

  it("needs the response's write token: none is a 401 naming it, a wrong one answers as an unknown id", async () => {
    const save = await finished();
    const none = await get(`/api/assessment/${save.id}/result`, "type");
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ issues: [{ path: "authorization" }] });
    const wrong = await result(save, "type", "w".repeat(43));
    const unknown = await get(`/api/assessment/${crypto.randomUUID()}/result`, "type", save.writeToken);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(await wrong.json()).toEqual(await unknown.json());
    const bad = await get("/api/assessment/not-a-uuid/result", "type", save.writeToken);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "id" }] });
  });

  it("only for a completed response: a partial one is a 409, the id in any case", async () => {
    const partial = await finished({ isCompleted: false, step: "intake-complete" });
    expect((await result(partial, "type")).status).toBe(409);
    const save = await finished();
    expect((await get(`/api/assessment/${save.id.toUpperCase()}/result`, "type", save.writeToken)).status).toBe(200);
  });
});

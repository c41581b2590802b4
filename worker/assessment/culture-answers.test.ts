import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BatchAnswer } from "../../schema/save/batch";
import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import { patchJson, signIn } from "../test/admin";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

// Decision 029: culture answers are exactly the 60 shipped statements; scores always the server's.

const stored = (id: string) =>
  env.DB.prepare(
    "SELECT culture_compatibility_responses AS answers, culture_compatibility_scores AS scores FROM assessment_responses WHERE id = ?",
  )
    .bind(id)
    .first<{ answers: string | null; scores: string | null }>();
const all = (code: number) => Object.fromEntries(CULTURE_IDS.map((id) => [id, code]));
/** 60 keys of the right shape that are no statement: scored, they gave a rabbit score of 60 (max 20). */
const madeUp = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`rabbit-a${i + 1}`, 9]));

describe("culture answers on save", () => {
  it.each(["/api/assessment/partial", "/api/assessment"])(
    "%s refuses made-up statement ids with 400 naming each, storing nothing",
    async (path) => {
      const p = validPayload({ cultureCompatibilityResponses: madeUp, isCompleted: path === "/api/assessment" });
      const res = await postJson(path, p);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(body.issues).toContainEqual({ path: "cultureCompatibilityResponses.rabbit-a7", message: "Unknown culture statement id" });
      expect(body.issues.map((i) => i.path)).not.toContain("cultureCompatibilityResponses.rabbit-a1");
      expect(await stored(p.id)).toBeNull();
    },
  );

  it("takes a partial save's subset of known ids, and refuses a final save that misses one, naming it", async () => {
    const some = Object.fromEntries(CULTURE_IDS.slice(0, 10).map((id) => [id, 9]));
    const p = validPayload({ cultureCompatibilityResponses: some });
    expect((await postJson("/api/assessment/partial", p)).status).toBe(200);
    const { [CULTURE_IDS[42]!]: _left, ...missingOne } = all(6);
    const res = await postJson("/api/assessment", { ...p, revision: 2, isCompleted: true, cultureCompatibilityResponses: missingOne });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: "Invalid request body",
      issues: [
        { path: `cultureCompatibilityResponses.${CULTURE_IDS[42]}`, message: "Every culture statement must be answered in a final save" },
      ],
    });
    const batch = (await (
      await postJson("/api/assessment/batch", {
        saves: [{ ...p, revision: 2, isCompleted: true, cultureCompatibilityResponses: missingOne }],
      })
    ).json()) as BatchAnswer;
    expect(batch.results[0]).toMatchObject({ status: 400, issues: [{ path: `cultureCompatibilityResponses.${CULTURE_IDS[42]}` }] });
    expect(JSON.parse((await stored(p.id))!.answers!)).toEqual(some);
  });

  it("scores the 60 answers on the server whatever scores the client sends (max 20 each)", async () => {
    const p = validPayload({
      isCompleted: true,
      step: "final",
      cultureCompatibilityResponses: all(9),
      cultureCompatibilityScores: { rabbit: 0, dog: 0, cat: 0 },
    });
    expect((await postJson("/api/assessment", p)).status).toBe(200);
    expect(JSON.parse((await stored(p.id))!.scores!)).toEqual({ rabbit: 20, dog: 20, cat: 20 });
  });
});

describe("culture answers in the admin edit (PATCH /api/admin/responses/:id)", () => {
  it("never sets scores or answers: they stay the respondent's, scored by the server", async () => {
    const answers = { ...all(1), [CULTURE_IDS[0]!]: 9 };
    const p = validPayload({ isCompleted: true, step: "final", cultureCompatibilityResponses: answers });
    await postJson("/api/assessment", p);
    const before = await stored(p.id);
    const cookie = await signIn();
    const res = await patchJson(cookie, `/api/admin/responses/${p.id}`, {
      name: "Edited",
      cultureCompatibilityScores: { rabbit: 20, dog: 20, cat: 20 },
      cultureCompatibilityResponses: all(9),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Edited",
      cultureCompatibilityResponses: answers,
      cultureCompatibilityScores: { rabbit: 1, dog: 0, cat: 0 },
    });
    expect(await stored(p.id)).toEqual(before);
  });
});

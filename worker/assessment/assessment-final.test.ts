import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BatchAnswer } from "../../schema/save/batch";
import { CULTURE_IDS } from "../../schema/assessment/culture-ids";
import type { SavePayload } from "../../schema/save/payload";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

// Decision 029: a completed response is final; an identical resend is idempotent, any change is a 409.

const row = (id: string) => env.DB.prepare("SELECT * FROM assessment_responses WHERE id = ?").bind(id).first<Record<string, unknown>>();
const allCulture = (code: number) => Object.fromEntries(CULTURE_IDS.map((id) => [id, code]));

/** A manager who finished on a plain browser: every answer given, uploaded as the final save. */
async function finished(): Promise<{ final: SavePayload; stored: Record<string, unknown> }> {
  const final = validPayload({
    userFlow: "manager",
    revision: 9,
    step: "final",
    isCompleted: true,
    attractionResponses: { red: { "1": 2, "2": 1 } },
    pageRankings: { attractionRanking: { yellow: 3, blue: 2, red: 1 } },
    cultureCompatibilityResponses: allCulture(1),
    completionTimeSeconds: "312",
  });
  expect((await postJson("/api/assessment", final)).status).toBe(200);
  return { final, stored: (await row(final.id))! };
}

/** The rewrites decision 029 refuses: each one field (or, for the team, a code the save had not carried). */
const CHANGES: [string, (p: SavePayload) => Partial<SavePayload>][] = [
  ["name", () => ({ name: "Mallory" })],
  ["userFlow", () => ({ userFlow: "ic" })],
  [
    "cultureCompatibilityResponses",
    () => ({ cultureCompatibilityResponses: { ...allCulture(1), ...Object.fromEntries(CULTURE_IDS.slice(0, 20).map((id) => [id, 9])) } }),
  ],
  ["teamCode", () => ({ teamCode: "ABCDEFGHJKMN" })],
];

describe("a completed response is final: POST /api/assessment", () => {
  it.each(CHANGES)("refuses a newer final save that changes %s with 409 naming it, and stores nothing", async (field, change) => {
    const { final, stored } = await finished();
    for (const revision of [final.revision + 1, final.revision]) {
      const res = await postJson("/api/assessment", { ...final, ...change(final), revision });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: expect.any(String), issues: [{ path: field, message: expect.any(String) }] });
    }
    expect(await row(final.id)).toEqual(stored);
  });

  it("refuses a partial save of a completed response with 409, whatever its revision", async () => {
    const { final, stored } = await finished();
    for (const revision of [final.revision + 1, final.revision - 1]) {
      const res = await postJson("/api/assessment/partial", {
        ...final,
        revision,
        step: "intake-complete",
        isCompleted: false,
        attractionResponses: {},
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ issues: [{ path: "isCompleted" }] });
    }
    expect(await row(final.id)).toEqual(stored);
  });

  it("answers an identical resend 200 as stored, with the same or a newer revision, and writes nothing", async () => {
    const { final, stored } = await finished();
    const same = await postJson("/api/assessment", final);
    expect(same.status).toBe(200);
    expect(await same.json()).toEqual({ id: final.id, revision: 9, isCompleted: true });
    // A resend after a lost acknowledgement may carry another revision, device id or schema version.
    const newer = await postJson("/api/assessment", { ...final, revision: 10, deviceId: "device-2" });
    expect(newer.status).toBe(200);
    expect(await newer.json()).toEqual({ id: final.id, revision: 10, isCompleted: true });
    expect(await row(final.id)).toEqual(stored);
  });

  it("still refuses another device's token with 403 first", async () => {
    const { final, stored } = await finished();
    const res = await postJson("/api/assessment", { ...final, revision: 10, name: "Mallory", writeToken: "x".repeat(40) });
    expect(res.status).toBe(403);
    expect(await row(final.id)).toEqual(stored);
  });
});

describe("a completed response is final: POST /api/assessment/batch", () => {
  it("answers 409 in the slot of each change, 200 for an identical resend, and stores nothing", async () => {
    const { final, stored } = await finished();
    const saves = [
      ...CHANGES.map(([, change]) => ({ ...final, ...change(final), revision: final.revision + 1 })),
      { ...final, revision: final.revision + 1, isCompleted: false, step: "intake-complete" },
      final,
    ];
    const res = await postJson("/api/assessment/batch", { saves });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as BatchAnswer;
    expect(results).toEqual([
      ...[...CHANGES.map(([field]) => field), "isCompleted"].map((path) => ({
        id: final.id,
        status: 409,
        error: expect.any(String),
        issues: [{ path, message: expect.any(String) }],
      })),
      { id: final.id, revision: 9, isCompleted: true },
    ]);
    expect(await row(final.id)).toEqual(stored);
  });

  it("still completes an unfinished response once, by a final save in the same batch as its partials", async () => {
    const p = validPayload({ revision: 1 });
    const res = await postJson("/api/assessment/batch", {
      saves: [
        p,
        { ...p, revision: 2, step: "final", isCompleted: true, name: "Grace Brewster Hopper" },
        { ...p, revision: 3, name: "Mallory" },
      ],
    });
    const { results } = (await res.json()) as BatchAnswer;
    expect(results.slice(0, 2)).toEqual([
      { id: p.id, revision: 1, isCompleted: false },
      { id: p.id, revision: 2, isCompleted: true },
    ]);
    expect(results[2]).toMatchObject({ status: 409 });
    expect(await row(p.id)).toMatchObject({ name: "Grace Brewster Hopper", revision: 2, is_completed: 1 });
  });
});

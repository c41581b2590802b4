import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SAVES, type BatchAnswer } from "../../schema/save/batch";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>())!.n;
// The fuzz makes hundreds of new responses: an address per batch keeps it clear of the creation limit.
const post = (text: string, n = 0) => postJson("/api/assessment/batch", text, { "CF-Connecting-IP": `10.99.${n >> 8}.${n & 255}` });

/** A well-formed envelope (1 to 50 saves), which the generator of malformed ones must not produce. */
function wellFormed(text: string): boolean {
  try {
    const saves: unknown = (JSON.parse(text) as { saves?: unknown } | null)?.saves;
    return Array.isArray(saves) && saves.length >= 1 && saves.length <= MAX_BATCH_SAVES;
  } catch {
    return false;
  }
}

// Mutations that each make a valid save invalid in one field (as assessment.fuzz.test.ts).
const breakers: [string, unknown][] = [
  ["id", "not-a-uuid"],
  ["id", 42],
  ["revision", 0],
  ["revision", "2"],
  ["writeToken", "short"],
  ["step", ""],
  ["name", null],
  ["email", "no-at-sign"],
  ["userFlow", "admin"],
  ["attractionResponses", { yellow: { "1": 5 } }],
  ["pageRankings", { attractionRanking: { yellow: 0, blue: 1, red: 2 } }],
  ["cultureCompatibilityResponses", { "unicorn-a1": 6 }],
  ["completionTimeSeconds", 12],
  ["isCompleted", "yes"],
  ["isCompleted", undefined],
];

type Item = { text: unknown; valid: boolean };

const validSave = fc.boolean().map((isCompleted): Item => ({ text: validPayload({ isCompleted }), valid: true }));
const brokenSave = fc.oneof(
  fc
    .array(fc.constantFrom(...breakers), { minLength: 1, maxLength: 3 })
    .map((bs): Item => ({ text: { ...validPayload(), ...Object.fromEntries(bs) }, valid: false })),
  fc.jsonValue().map((v): Item => ({ text: v, valid: false })),
);

describe("fuzz: batches", () => {
  it("answers 300 generated batches of good and malformed saves slot by slot: each bad one 400 alone, each good one stored", async () => {
    const batches = fc.sample(fc.array(fc.oneof(validSave, brokenSave), { minLength: 1, maxLength: 12 }), { numRuns: 300, seed: 20261123 });
    let good = 0;
    const before = await count();
    for (const [n, items] of batches.entries()) {
      const res = await post(JSON.stringify({ saves: items.map((i) => i.text) }), n);
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as BatchAnswer;
      expect(results).toHaveLength(items.length);
      results.forEach((r, i) => {
        if (items[i]!.valid)
          expect(r).toEqual({ id: (items[i]!.text as { id: string }).id, revision: 1, isCompleted: expect.any(Boolean) });
        else
          expect(r).toMatchObject({
            status: 400,
            error: "Invalid save",
            issues: expect.arrayContaining([{ path: expect.any(String), message: expect.any(String) }]),
          });
      });
      good += items.filter((i) => i.valid).length;
    }
    expect(await count()).toBe(before + good);
  }, 120_000);

  it("answers 1,000 generated malformed envelopes with 4xx JSON and writes no row", async () => {
    const envelope = fc.oneof(
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify({ saves: v })),
      fc
        .integer({ min: MAX_BATCH_SAVES + 1, max: 80 })
        .map((n) => JSON.stringify({ saves: Array.from({ length: n }, () => validPayload()) })),
      fc.string(),
    );
    const samples = fc.sample(envelope, { numRuns: 1000, seed: 20261124 }).filter((t) => !wellFormed(t));
    const before = await count();
    for (const text of samples) {
      const res = await post(text);
      expect(res.status, text).toBeGreaterThanOrEqual(400);
      expect(res.status, text).toBeLessThan(500);
      const json = (await res.json()) as { error: unknown; issues: unknown };
      expect(typeof json.error).toBe("string");
      expect(Array.isArray(json.issues)).toBe(true);
    }
    expect(samples.length).toBeGreaterThan(900);
    expect(await count()).toBe(before);
  }, 120_000);
});

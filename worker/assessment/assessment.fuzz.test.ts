import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

const count = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>())!.n;

// Mutations that each make a valid payload invalid in one field.
const breakers: [string, unknown][] = [
  ["id", "not-a-uuid"],
  ["id", 42],
  ["revision", 0],
  ["revision", 1.5],
  ["revision", "2"],
  ["writeToken", "short"],
  ["step", ""],
  ["name", ""],
  ["name", null],
  ["email", "no-at-sign"],
  ["jobTitle", ""],
  ["linkedinProfile", "not a url"],
  ["userFlow", "admin"],
  ["attractionResponses", { yellow: { "1": 5 } }],
  ["attractionResponses", { yellow: { "x.y": 1 } }],
  ["pursuerResponses", "nope"],
  ["pageRankings", { attractionRanking: { yellow: 0, blue: 1, red: 2 } }],
  ["cultureCompatibilityResponses", { "rabbit-a1": 5 }],
  ["cultureCompatibilityResponses", { "unicorn-a1": 6 }],
  ["completionTimeSeconds", "12.5"],
  ["completionTimeSeconds", 12],
  ["demographicData", { birthYear: 1990 }],
  ["isCompleted", "yes"],
];

describe("fuzz: malformed save bodies", () => {
  it("answers 1,000+ generated malformed bodies with 4xx JSON and writes no row", async () => {
    const breaker = fc.constantFrom(...breakers);
    const body = fc.oneof(
      // A valid payload with one or more fields broken.
      fc.array(breaker, { minLength: 1, maxLength: 4 }).map((bs) => JSON.stringify({ ...validPayload(), ...Object.fromEntries(bs) })),
      // A valid payload with a required field missing.
      fc
        .constantFrom(
          "id",
          "revision",
          "writeToken",
          "step",
          "name",
          "email",
          "jobTitle",
          "linkedinProfile",
          "userFlow",
          "attractionResponses",
        )
        .map((k) => {
          const p: Record<string, unknown> = { ...validPayload() };
          delete p[k];
          return JSON.stringify(p);
        }),
      // Arbitrary JSON values and arbitrary text.
      fc.jsonValue().map((v) => JSON.stringify(v)),
      fc.string(),
    );
    const samples = fc.sample(body, { numRuns: 1000, seed: 20261122 });
    expect(samples).toHaveLength(1000);
    const before = await count();
    for (const text of samples) {
      const path = text.length % 2 ? "/api/assessment" : "/api/assessment/partial";
      const res = await postJson(path, text);
      expect(res.status, text).toBeGreaterThanOrEqual(400);
      expect(res.status, text).toBeLessThan(500);
      const json = (await res.json()) as { error: unknown; issues: unknown };
      expect(typeof json.error).toBe("string");
      expect(Array.isArray(json.issues)).toBe(true);
    }
    expect(await count()).toBe(before);
  }, 120_000);
});

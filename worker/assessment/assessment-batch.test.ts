import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BATCH_SAVES, type BatchAnswer, type BatchItemError } from "../../schema/save/batch";
import { CREATION_LIMIT } from "../../schema/rate-limit";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

const row = (id: string) => env.DB.prepare("SELECT revision, name, is_completed FROM assessment_responses WHERE id = ?").bind(id).first();
const batch = (saves: unknown, client = "local") =>
  postJson("/api/assessment/batch", typeof saves === "string" ? saves : { saves }, { "CF-Connecting-IP": client });
/** A client address of its own, so no other test shares its creation counter. */
const newClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;

describe("POST /api/assessment/batch", () => {
  it("answers each save in order as its single endpoint would; one bad save fails alone", async () => {
    const existing = validPayload({ revision: 4 });
    await postJson("/api/assessment/partial", existing);
    const fresh = validPayload({ isCompleted: true, revision: 2 });
    const broken = { ...validPayload(), name: "", email: "nope" };
    const res = await batch([
      fresh,
      { ...existing, revision: 3, name: "Stale" },
      broken,
      { ...existing, revision: 5, writeToken: "x".repeat(40) },
      { ...existing, revision: 6, name: "New name" },
    ]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as BatchAnswer;
    expect(body.results).toEqual([
      { id: fresh.id, revision: 2, isCompleted: true },
      { id: existing.id, revision: 4, isCompleted: false },
      {
        id: broken.id,
        status: 400,
        error: "Invalid save",
        issues: expect.arrayContaining([
          { path: "name", message: "Name is required" },
          { path: "email", message: "Valid email is required" },
        ]),
      },
      { id: existing.id, status: 403, error: expect.any(String), issues: [{ path: "writeToken", message: expect.any(String) }] },
      { id: existing.id, revision: 6, isCompleted: false },
    ]);
    expect(await row(fresh.id)).toEqual({ revision: 2, name: "Grace Hopper", is_completed: 1 });
    expect(await row(existing.id)).toEqual({ revision: 6, name: "New name", is_completed: 0 });
    expect(await row(broken.id)).toBeNull();
  });

  it("needs isCompleted on every save (which endpoint it stands for), and names it", async () => {
    const p = validPayload();
    const { isCompleted: _omitted, ...withoutFlag } = p;
    const body = (await (await batch([withoutFlag])).json()) as BatchAnswer;
    expect(body.results).toEqual([
      { id: p.id, status: 400, error: "Invalid save", issues: [{ path: "isCompleted", message: expect.any(String) }] },
    ]);
  });

  it("names the slot by the save's id in lower case, or null when it has none", async () => {
    const body = (await (await batch([{ id: "ABC-not-a-uuid" }, 42, null])).json()) as BatchAnswer;
    expect(body.results.map((r) => [r.id, "status" in r ? r.status : 200])).toEqual([
      ["abc-not-a-uuid", 400],
      [null, 400],
      [null, 400],
    ]);
  });

  it.each([
    ["no saves field", {}, "saves"],
    ["saves not a list", { saves: { a: 1 } }, "saves"],
    ["an empty list", { saves: [] }, "saves"],
    ["too many saves", { saves: Array.from({ length: MAX_BATCH_SAVES + 1 }, () => validPayload()) }, "saves"],
    ["a list instead of an object", [validPayload()], ""],
  ])("refuses a malformed envelope (%s) with 400 naming the field, and stores nothing", async (_name, envelope, path) => {
    const res = await postJson("/api/assessment/batch", envelope);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; issues: { path: string }[] };
    expect(body.issues[0]?.path).toBe(path);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await batch("{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), issues: expect.any(Array) });
  });

  it("takes 50 saves beyond the single endpoint's 256 KB, and refuses a body over 1 MB with 413", async () => {
    // Every category full (100 statements each): about 9 KB a save, the most the save schema allows.
    const full: Record<string, 0 | 1 | 2> = Object.fromEntries(
      Array.from({ length: 100 }, (_, i) => [`${100 + i}.${100 + i}`, 1 as const]),
    );
    const ratings = { yellow: full, blue: full, red: full };
    const saves = Array.from({ length: MAX_BATCH_SAVES }, () => validPayload({ attractionResponses: ratings, pursuerResponses: ratings }));
    const size = JSON.stringify({ saves }).length;
    expect(size).toBeGreaterThan(256 * 1024);
    expect(size).toBeLessThan(1024 * 1024);
    const fits = await batch(saves);
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as BatchAnswer).results.filter((r) => "error" in r)).toEqual([]);

    const tooBig = [{ ...validPayload(), phoneNumber: "1".repeat(1100 * 1024) }];
    const res = await batch(tooBig);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: "Request body too large", issues: [{ path: "" }] });
    expect(await row(tooBig[0]!.id)).toBeNull();
  });

  it("asks the real creation limit per new save: one over it gets its own 429 slot with retryAfter, the rest go on", async () => {
    const client = newClient();
    const known = validPayload();
    expect((await batch([known], client)).status).toBe(200);
    let limited: BatchItemError | null = null;
    let created = 1;
    let updatedAlongside = 0;
    // A window may end mid-way and start a fresh count: at most two windows' worth before a refusal.
    for (let round = 0; round < (2 * CREATION_LIMIT.limit) / (MAX_BATCH_SAVES - 1) + 1 && !limited; round++) {
      const saves = [{ ...known, revision: round + 2 }, ...Array.from({ length: MAX_BATCH_SAVES - 1 }, () => validPayload())];
      const { results } = (await (await batch(saves, client)).json()) as BatchAnswer;
      // The update of a known response is never limited, even in the batch that reaches the limit.
      expect(results[0]).toEqual({ id: known.id, revision: round + 2, isCompleted: false });
      updatedAlongside++;
      for (const r of results.slice(1)) {
        if (!("error" in r)) created++;
        else if (!limited) limited = r;
      }
    }
    expect(created).toBeGreaterThanOrEqual(CREATION_LIMIT.limit);
    expect(limited).toMatchObject({ status: 429, error: expect.any(String), issues: [{ path: "id" }] });
    expect(limited!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(limited!.retryAfter).toBeLessThanOrEqual(CREATION_LIMIT.period);
    expect(await row(limited!.id!)).toBeNull();
    expect(updatedAlongside).toBeGreaterThan(1);
  }, 120_000);
});

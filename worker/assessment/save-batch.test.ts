import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SavePayload } from "../../schema/save/payload";
import { validPayload } from "../../schema/save/sample-payload";
import { saveBatch, type BatchInput, type BatchOutcome, type TokenInput } from "./save-batch";
import { saveResponse } from "./save-response";
import type { CreationGate } from "./save-statement";

/** The real D1, counting the statements prepared and the batches run. */
function countingDb() {
  const calls = { prepared: 0, batches: 0, batchSizes: [] as number[] };
  const d1 = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") {
        return (query: string) => {
          calls.prepared++;
          return target.prepare(query);
        };
      }
      if (prop === "batch") {
        return (statements: D1PreparedStatement[]) => {
          calls.batches++;
          calls.batchSizes.push(statements.length);
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1, calls };
}

/** A stand-in for the rate limit binding: lets the first `room` creations in, refuses the rest. */
function gate(room: number) {
  const asked = { count: 0 };
  const ask: CreationGate = async () => ++asked.count <= room;
  return { ask, asked };
}

const open = () => gate(Number.POSITIVE_INFINITY).ask;
const row = (id: string) => env.DB.prepare("SELECT revision, name, is_completed FROM assessment_responses WHERE id = ?").bind(id).first();
const input = (payload: SavePayload, completes = false): BatchInput => ({ payload, completes });

describe("saveBatch", () => {
  it("writes every save in one D1 batch after one read, and answers each in order", async () => {
    const existing = validPayload({ revision: 2 });
    await saveResponse(env.DB, existing, false, open());
    const fresh = validPayload();
    const db = countingDb();
    const outcomes = await saveBatch(
      db.d1,
      [
        input(fresh),
        input({ ...existing, revision: 3, name: "Updated" }, true),
        input({ ...existing, revision: 1 }),
        input({ ...fresh, revision: 2, name: "Second" }),
      ],
      open(),
    );
    expect(outcomes).toEqual([
      { kind: "created", answer: { id: fresh.id, revision: 1, isCompleted: false } },
      { kind: "updated", answer: { id: existing.id, revision: 3, isCompleted: true } },
      // Completed by the save before it: final, so an older partial is refused (decision 029), as one by one.
      {
        kind: "conflict",
        status: 409,
        error: { error: expect.any(String), issues: [{ path: "isCompleted", message: expect.any(String) }] },
      },
      // A later save of a response created earlier in the same batch updates it, as one by one.
      { kind: "updated", answer: { id: fresh.id, revision: 2, isCompleted: false } },
    ]);
    expect(db.calls.batches).toBe(1);
    // The read of which responses exist, then an upsert and a read-back per save, all in the batch.
    expect(db.calls.batchSizes).toEqual([8]);
    expect(db.calls.prepared).toBe(1 + 8);
    expect(await row(fresh.id)).toEqual({ revision: 2, name: "Second", is_completed: 0 });
    expect(await row(existing.id)).toEqual({ revision: 3, name: "Updated", is_completed: 1 });
  });

  it("asks the creation limit once per new response and never for an update; a refused one fails alone", async () => {
    const existing = validPayload();
    await saveResponse(env.DB, existing, false, open());
    const [a, b, c] = [validPayload(), validPayload(), validPayload()];
    const limiter = gate(2);
    const outcomes = await saveBatch(
      env.DB,
      [input(a!), input({ ...a!, revision: 2 }), input(b!), input({ ...existing, revision: 2 }), input(c!)],
      limiter.ask,
    );
    expect(limiter.asked.count).toBe(3);
    expect(outcomes.map((o) => o.kind)).toEqual(["created", "updated", "created", "updated", "limited"]);
    expect(outcomes[4]).toMatchObject({ status: 429, error: { issues: [{ path: "id" }] } });
    expect(await row(c!.id)).toBeNull();
  });

  it("refuses another device's token for its save only", async () => {
    const p = validPayload();
    await saveResponse(env.DB, p, false, open());
    const other = validPayload();
    const outcomes = await saveBatch(
      env.DB,
      [input({ ...p, revision: 2, writeToken: "x".repeat(40), name: "Mallory" }), input(other)],
      open(),
    );
    expect(outcomes.map((o) => o.kind)).toEqual(["forbidden", "created"]);
    expect(outcomes[0]).toMatchObject({ status: 403, error: { issues: [{ path: "writeToken" }] } });
    expect(await row(p.id)).toMatchObject({ name: "Grace Hopper", revision: 1 });
  });
});

// --- Property: any sequence of batches ends where the same saves one by one end -------------------

const TOKENS = ["a".repeat(40), "b".repeat(40)];
const NAMES = ["Ada", "Grace", "Hedy"];

/** A save of one of three responses, with a token, revision, name and whether it is final. */
const arbSave = fc.record({
  who: fc.integer({ min: 0, max: 2 }),
  token: fc.integer({ min: 0, max: 1 }),
  revision: fc.integer({ min: 1, max: 6 }),
  name: fc.integer({ min: 0, max: 2 }),
  completes: fc.boolean(),
  rated: fc.boolean(),
});
type ArbSave = { who: number; token: number; revision: number; name: number; completes: boolean; rated: boolean };

function toInput(s: ArbSave, ids: string[]): TokenInput {
  const payload = validPayload({
    id: ids[s.who]!,
    revision: s.revision,
    writeToken: TOKENS[s.token]!,
    name: NAMES[s.name]!,
    step: `step-${s.revision}`,
    attractionResponses: s.rated ? { red: { "1": 2 } } : {},
    isCompleted: s.completes,
  });
  return { payload, completes: s.completes };
}

/** The answer as a client sees it: status and body, with the response named by its place (ids differ per run). */
function answerOf(o: BatchOutcome | Awaited<ReturnType<typeof saveResponse>>, ids: string[]) {
  const [status, body] = "kind" in o ? ("answer" in o ? [200, o.answer] : [o.status, o.error]) : [o.status, o.body];
  const named = "id" in body ? { ...body, id: ids.indexOf(body.id) } : body;
  return { status, body: named };
}

async function rowsOf(ids: string[]) {
  const stmt = env.DB.prepare(
    `SELECT name, revision, is_completed, last_step, attraction_responses, final_type, search_text, write_token_hash
     FROM assessment_responses WHERE id = ?`,
  );
  return Promise.all(ids.map((id) => stmt.bind(id).first()));
}

describe("property: batches equal one by one", () => {
  it.each([
    ["the creation limit allows", Number.POSITIVE_INFINITY],
    ["the creation limit refuses", 0],
  ])(
    "same final rows and answers when %s",
    async (_name, room) => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.array(arbSave, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }), async (batches) => {
          const batchIds = [0, 1, 2].map(() => crypto.randomUUID());
          const singleIds = [0, 1, 2].map(() => crypto.randomUUID());
          const viaBatches = [];
          for (const batch of batches) {
            const outcomes = await saveBatch(
              env.DB,
              batch.map((s) => toInput(s, batchIds)),
              gate(room).ask,
            );
            viaBatches.push(...outcomes.map((o) => answerOf(o, batchIds)));
          }
          const oneByOne = [];
          for (const s of batches.flat()) {
            const { payload, completes } = toInput(s, singleIds);
            oneByOne.push(answerOf(await saveResponse(env.DB, payload, completes, gate(room).ask), singleIds));
          }
          expect(viaBatches).toEqual(oneByOne);
          expect(await rowsOf(batchIds)).toEqual(await rowsOf(singleIds));
        }),
        { numRuns: 60, seed: 20261123 },
      );
    },
    120_000,
  );
});

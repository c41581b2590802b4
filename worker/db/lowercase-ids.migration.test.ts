import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { saveResponse } from "../test/admin";
import { rerunMigration } from "../test/migration";

type Row = { id: string; name: string; created_at: number };
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A row stored under `id` exactly as given (older versions kept the case a client sent), created at `createdAt`. */
async function stored(id: string, name: string, createdAt: number): Promise<void> {
  const p = await saveResponse({ name });
  await env.DB.prepare("UPDATE assessment_responses SET id = ?, created_at = ? WHERE id = ?").bind(id, createdAt, p.id).run();
}

const byName = async (name: string) =>
  (await env.DB.prepare("SELECT id, name, created_at FROM assessment_responses WHERE name = ?").bind(name).all<Row>()).results;

describe("migration 0005: lower-case response ids", () => {
  it("lower-cases every id; where a lower-case twin already holds it, the other variant keeps its data under a new id", async () => {
    const solo = crypto.randomUUID();
    await stored(solo.toUpperCase(), "Solo", 1000);

    const twin = crypto.randomUUID();
    await stored(twin.toUpperCase(), "Twin upper, earlier", 1000);
    await stored(twin, "Twin lower, later", 2000);

    // Its first 8 characters must hold a letter, or the "mixed case" variant would already be lower case.
    const pair = `abcdef${crypto.randomUUID().slice(6)}`;
    await stored(`${pair.slice(0, 8).toUpperCase()}${pair.slice(8)}`, "Pair mixed, later", 3000);
    await stored(pair.toUpperCase(), "Pair upper, earlier", 2000);

    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses").first<{ n: number }>())!.n;
    await rerunMigration("lowercase_response_ids");

    expect(await byName("Solo")).toEqual([{ id: solo, name: "Solo", created_at: 1000 }]);
    // The lower-case row keeps its id: the app only ever created lower-case ids, so its device saves to it.
    expect(await byName("Twin lower, later")).toEqual([{ id: twin, name: "Twin lower, later", created_at: 2000 }]);
    const [movedTwin] = await byName("Twin upper, earlier");
    expect(movedTwin!.id).toMatch(UUID_V4);
    expect(movedTwin!.id).not.toBe(twin);
    // No lower-case row: the earliest variant takes the id (the first save owns a response, docs/architecture.md#the-sync-protocol).
    expect((await byName("Pair upper, earlier"))[0]!.id).toBe(pair);
    const [movedPair] = await byName("Pair mixed, later");
    expect(movedPair!.id).toMatch(UUID_V4);

    const after = await env.DB.prepare("SELECT COUNT(*) AS n, SUM(id <> lower(id)) AS upper FROM assessment_responses").first<{
      n: number;
      upper: number;
    }>();
    expect(after).toEqual({ n: before, upper: 0 });
  });
});

import { describe, expect, it } from "vitest";
import { MAX_BATCH_SAVES } from "../../schema/save/batch";
import type { OutboxRow } from "../db/db";
import { packBatches } from "./pack";

function row(i: number, extra = ""): OutboxRow {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
  return {
    id,
    payload: {
      id,
      revision: 1,
      writeToken: "t".repeat(40),
      step: "s",
      name: `N${extra}`,
      email: "n@example.com",
      jobTitle: "J",
      linkedinProfile: "https://linkedin.com/in/n",
      userFlow: "ic",
      attractionResponses: {},
      pursuerResponses: {},
    },
    revision: 1,
    completes: i % 2 === 0,
    status: "pending",
    attempts: 0,
    nextAttemptAt: 0,
    queuedAt: 0,
    lastError: null,
    schemaVersion: 1,
    contentVersion: "c",
  };
}

const sizes = (rows: OutboxRow[], size?: number, bytes?: number) => packBatches(rows, size, bytes).map((b) => b.items.length);

describe("packBatches", () => {
  it("packs in order into batches of at most 50, each body {saves} with isCompleted per save", () => {
    const rows = Array.from({ length: 120 }, (_, i) => row(i));
    const batches = packBatches(rows);
    expect(batches.map((b) => b.items.length)).toEqual([MAX_BATCH_SAVES, MAX_BATCH_SAVES, 20]);
    expect(batches.flatMap((b) => b.items)).toEqual(rows);
    const body = JSON.parse(batches[2]!.body) as { saves: { id: string; isCompleted: boolean }[] };
    expect(body.saves.map((s) => [s.id, s.isCompleted])).toEqual(rows.slice(100).map((r) => [r.id, r.completes]));
    expect(batches[2]!.bytes).toBe(new TextEncoder().encode(batches[2]!.body).length);
  });

  it("keeps each body within the byte limit, counting UTF-8 bytes; an item too big alone goes alone", () => {
    const one = new TextEncoder().encode(packBatches([row(0, "界".repeat(100))])[0]!.body).length;
    const rows = Array.from({ length: 7 }, (_, i) => row(i, "界".repeat(100)));
    const batches = packBatches(rows, 50, one * 3);
    expect(batches.map((b) => b.items.length)).toEqual([3, 3, 1]);
    for (const b of batches) expect(b.bytes).toBeLessThanOrEqual(one * 3);
    expect(sizes([row(0, "x".repeat(5000)), row(1)], 50, 1000)).toEqual([1, 1]);
  });

  it("honours a smaller batch size, never below 1 nor above 50", () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(i));
    expect(sizes(rows.slice(0, 3), 1)).toEqual([1, 1, 1]);
    expect(sizes(rows.slice(0, 3), 0)).toEqual([1, 1, 1]);
    expect(sizes(rows, 500)).toEqual([50, 10]);
    expect(sizes([])).toEqual([]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideSave, type StoredState } from "./upsert";

type Save = { revision: number; token: string; completes: boolean };

/** Applies saves in arrival order, the way the server does. */
function replay(saves: Save[]): (StoredState & { data: number }) | null {
  let stored: (StoredState & { data: number }) | null = null;
  for (const s of saves) {
    const d = decideSave(stored, { revision: s.revision, writeTokenHash: s.token, completes: s.completes });
    if (d.kind === "insert") stored = { revision: s.revision, writeTokenHash: s.token, isCompleted: s.completes, data: s.revision };
    if (d.kind === "update" && stored) stored = { ...stored, revision: s.revision, isCompleted: d.isCompleted, data: s.revision };
  }
  return stored;
}

describe("decideSave", () => {
  it("inserts the first save, updates a newer one, ignores stale or duplicate ones", () => {
    expect(decideSave(null, { revision: 1, writeTokenHash: "a", completes: false })).toEqual({ kind: "insert" });
    const stored = { revision: 3, writeTokenHash: "a", isCompleted: false };
    expect(decideSave(stored, { revision: 4, writeTokenHash: "a", completes: false })).toEqual({ kind: "update", isCompleted: false });
    expect(decideSave(stored, { revision: 3, writeTokenHash: "a", completes: true })).toEqual({ kind: "unchanged" });
    expect(decideSave(stored, { revision: 2, writeTokenHash: "a", completes: false })).toEqual({ kind: "unchanged" });
  });
  it("forbids another write token", () => {
    expect(decideSave({ revision: 1, writeTokenHash: "a", isCompleted: false }, { revision: 9, writeTokenHash: "b", completes: false })).toEqual({
      kind: "forbidden",
    });
  });
  it("once completed, a newer partial changes nothing; only a newer final save updates", () => {
    const completed = { revision: 5, writeTokenHash: "a", isCompleted: true };
    expect(decideSave(completed, { revision: 6, writeTokenHash: "a", completes: false })).toEqual({ kind: "unchanged" });
    expect(decideSave(completed, { revision: 6, writeTokenHash: "a", completes: true })).toEqual({ kind: "update", isCompleted: true });
    expect(decideSave(completed, { revision: 6, writeTokenHash: "b", completes: false })).toEqual({ kind: "forbidden" });
  });
  it("after completion a partial never changes the record, and a newer final always does", () => {
    const arrival = fc.array(fc.record({ revision: fc.integer({ min: 1, max: 30 }), completes: fc.boolean() }), { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(arrival, (list) => {
        for (let n = 1; n < list.length; n++) {
          const before = replay(list.slice(0, n).map((s) => ({ ...s, token: "t" })))!;
          const after = replay(list.slice(0, n + 1).map((s) => ({ ...s, token: "t" })))!;
          const next = list[n]!;
          if (!before.isCompleted) continue;
          if (!next.completes) expect(after).toEqual(before);
          else if (next.revision > before.revision) expect(after).toEqual({ ...before, revision: next.revision, data: next.revision });
        }
      }),
    );
  });
  it("any arrival order of duplicated saves ends in the newest revision's state", () => {
    const saves = fc
      .integer({ min: 1, max: 12 })
      .chain((n) =>
        fc.record({
          finalAt: fc.integer({ min: 1, max: n }),
          order: fc.shuffledSubarray(
            Array.from({ length: n * 2 }, (_, i) => (i % n) + 1),
            { minLength: n * 2, maxLength: n * 2 },
          ),
          n: fc.constant(n),
        }),
      );
    fc.assert(
      fc.property(saves, ({ order, finalAt, n }) => {
        const arrived = order.map((revision) => ({ revision, token: "t", completes: revision >= finalAt }));
        const end = replay(arrived)!;
        expect(end.revision).toBe(n);
        expect(end.data).toBe(n);
        expect(end.isCompleted).toBe(n >= finalAt);
      }),
    );
  });
  it("once completed, stays completed whatever arrives later", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ revision: fc.integer({ min: 1, max: 50 }), completes: fc.boolean() }), { minLength: 1 }), (list) => {
        let stored: StoredState | null = null;
        let seenComplete = false;
        for (const s of list) {
          const d = decideSave(stored, { revision: s.revision, writeTokenHash: "t", completes: s.completes });
          if (d.kind === "insert") stored = { revision: s.revision, writeTokenHash: "t", isCompleted: s.completes };
          if (d.kind === "update" && stored) stored = { ...stored, revision: s.revision, isCompleted: d.isCompleted };
          if (seenComplete) expect(stored?.isCompleted).toBe(true);
          seenComplete = !!stored?.isCompleted;
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { changedFields, decideSave, FINAL_CONTENT, type FinalContentKey, type StoredState } from "./save-decision";

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
    expect(
      decideSave({ revision: 1, writeTokenHash: "a", isCompleted: false }, { revision: 9, writeTokenHash: "b", completes: false }),
    ).toEqual({
      kind: "forbidden",
    });
  });
  it("once completed, a partial or a changed final save is a conflict whatever its revision; an identical final is unchanged", () => {
    const completed = { revision: 5, writeTokenHash: "a", isCompleted: true };
    for (const revision of [4, 5, 6]) {
      expect(decideSave(completed, { revision, writeTokenHash: "a", completes: false })).toEqual({
        kind: "conflict",
        fields: ["isCompleted"],
      });
      expect(decideSave(completed, { revision, writeTokenHash: "a", completes: true, changes: ["name", "teamCode"] })).toEqual({
        kind: "conflict",
        fields: ["name", "teamCode"],
      });
      expect(decideSave(completed, { revision, writeTokenHash: "a", completes: true, changes: [] })).toEqual({ kind: "unchanged" });
    }
    expect(decideSave(completed, { revision: 6, writeTokenHash: "b", completes: true, changes: ["name"] })).toEqual({ kind: "forbidden" });
  });
  it("after completion nothing a respondent sends changes the record", () => {
    const arrival = fc.array(fc.record({ revision: fc.integer({ min: 1, max: 30 }), completes: fc.boolean() }), {
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(arrival, fc.boolean(), (list, changed) => {
        let stored: (StoredState & { data: number }) | null = null;
        for (const s of list) {
          const before = stored;
          const d = decideSave(stored, {
            revision: s.revision,
            writeTokenHash: "t",
            completes: s.completes,
            changes: changed ? ["name"] : [],
          });
          if (d.kind === "insert") stored = { revision: s.revision, writeTokenHash: "t", isCompleted: s.completes, data: s.revision };
          if (d.kind === "update" && stored) stored = { ...stored, revision: s.revision, isCompleted: d.isCompleted, data: s.revision };
          if (before?.isCompleted) {
            expect(stored).toBe(before);
            expect(d.kind).toBe(s.completes && !changed ? "unchanged" : "conflict");
          }
        }
      }),
    );
  });
  it("any arrival order of a device's duplicated saves (only its newest may be final) ends in the newest revision's state", () => {
    const saves = fc.integer({ min: 1, max: 12 }).chain((n) =>
      fc.record({
        finalAt: fc.constantFrom(n, n + 1),
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

  it("an identical resend differs in no field; each changed field is named by its payload path", () => {
    const stored = Object.fromEntries(FINAL_CONTENT.map((k) => [k, `${k}-value`])) as Record<FinalContentKey, unknown>;
    expect(changedFields({ ...stored }, stored)).toEqual([]);
    // A missing value and a stored NULL are the same.
    expect(changedFields({ ...stored, phoneNumber: undefined }, { ...stored, phoneNumber: null })).toEqual([]);
    expect(
      changedFields({ ...stored, name: "Mallory", userFlow: "manager", cultureCompatibilityResponses: "{}", teamCode: null }, stored),
    ).toEqual(["name", "userFlow", "cultureCompatibilityResponses", "teamCode"]);
    expect(changedFields({ ...stored, demographicConsentAt: 1, demographicConsentVersion: "2", lastStep: "x" }, stored)).toEqual([
      "demographicConsent",
      "step",
    ]);
  });
});

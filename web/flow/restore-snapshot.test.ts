import { afterEach, describe, expect, it, vi } from "vitest";
import { SCHEMA_VERSION, type CategoryId } from "../../schema/constants";
import { db } from "../db/db";
import { saveFlowSnapshot } from "../db/flows";
import { loadRestoredSnapshot, repairSnapshot } from "./restore-snapshot";
import { INTAKE, startFlow } from "./test-harness";

type Actor = ReturnType<typeof startFlow>["actor"];
type Persisted = { value: unknown; context: { rankingDone: { attraction: boolean; pursuer: boolean } } };

const ALL_4 = { yellow: 4, blue: 4, red: 4 };
const CARDS: CategoryId[] = ["yellow", "blue", "red"];

afterEach(() => vi.useRealTimers());

function continueRanking(a: Actor, allNotLikeMe: boolean) {
  if (allNotLikeMe) for (const card of CARDS) a.send({ type: "ranking.move", move: { card, to: "not-like-me" } });
  a.send({ type: "ranking.view", category: "yellow" });
  a.send({ type: "ranking.continue" });
}

/** What the app before decision 010 persisted after an all-'not like me' pursuer ranking: the ranking never marked done. */
async function oldShapeSnapshot(): Promise<Persisted> {
  vi.useFakeTimers();
  const { actor } = startFlow("ic");
  actor.send({ type: "intake.submit", intake: INTAKE });
  await vi.advanceTimersByTimeAsync(500);
  actor.send({ type: "instructions.begin" });
  continueRanking(actor, false);
  for (let i = 0; i < 3; i++) {
    actor.send({ type: "page.next", placements: ["1"] });
    await vi.advanceTimersByTimeAsync(300);
  }
  continueRanking(actor, true);
  expect(actor.getSnapshot().value).toBe("cultureInstructions");
  const snapshot = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Persisted;
  actor.stop();
  vi.useRealTimers();
  snapshot.context.rankingDone.pursuer = false;
  return snapshot;
}

describe("restoring a snapshot persisted by an older version", () => {
  it("an old all-not-like-me pursuer snapshot in IndexedDB resumes and sends the ranking on every later save", async () => {
    await saveFlowSnapshot("ic", await oldShapeSnapshot());
    const restored = await loadRestoredSnapshot("ic");
    expect(restored).not.toBeNull();
    const { actor, rec } = startFlow("ic", { snapshot: restored! });
    expect(actor.getSnapshot().value).toBe("cultureInstructions");
    actor.send({ type: "culture.start" });
    for (const _ of actor.getSnapshot().context.cultureOrder) actor.send({ type: "culture.answer", code: 6 });
    expect(rec.saves.at(-1)).toMatchObject({ step: "culture-compatibility-complete", pageRankings: { pursuerRanking: ALL_4 } });
    actor.send({ type: "optIn.skip" });
    await vi.waitFor(() => expect(rec.submits).toHaveLength(1));
    expect(rec.submits[0]!.pageRankings?.pursuerRanking).toEqual(ALL_4);
  });

  it("marks the ranking done only where it was finished: not on the ranking screen, not for a ranked card", async () => {
    const old = await oldShapeSnapshot();
    expect(repairSnapshot(old).context.rankingDone).toEqual({ attraction: true, pursuer: true });
    expect(repairSnapshot({ ...old, value: { pages: "viewing" } }).context.rankingDone.pursuer).toBe(true);
    const onRanking = { ...old, value: "pursuerRanking" };
    expect(repairSnapshot(onRanking)).toBe(onRanking);
    const ranked = { ...old, context: { ...old.context, rankings: { attraction: ALL_4, pursuer: { yellow: 1, blue: 4, red: 4 } } } };
    expect(repairSnapshot(ranked)).toBe(ranked);
    const current = repairSnapshot(old);
    expect(repairSnapshot(current)).toBe(current);
  });
});

type Stored = { status: string; value: unknown; context: Record<string, unknown> };

/** Every snapshot a whole flow persists, as IndexedDB gives it back (a structured copy). */
async function snapshotsOfAWholeFlow(): Promise<Stored[]> {
  vi.useFakeTimers();
  const { actor } = startFlow("ic");
  const seen: Stored[] = [];
  const keep = () => seen.push(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Stored);
  keep();
  actor.send({ type: "intake.submit", intake: INTAKE });
  await vi.advanceTimersByTimeAsync(500);
  keep();
  actor.send({ type: "instructions.begin" });
  continueRanking(actor, false);
  keep();
  for (let i = 0; i < 3; i++) {
    actor.send({ type: "page.rate", placement: "1" });
    actor.send({ type: "page.next", placements: ["1"] });
    await vi.advanceTimersByTimeAsync(300);
    keep();
  }
  continueRanking(actor, true);
  actor.send({ type: "culture.start" });
  for (const _ of actor.getSnapshot().context.cultureOrder) actor.send({ type: "culture.answer", code: 6 });
  keep();
  actor.send({ type: "optIn.accept" });
  actor.send({ type: "survey.submit", demographics: { birthYear: "1990", currentLocation: { city: "Lyon" } } });
  await vi.advanceTimersByTimeAsync(500);
  keep();
  actor.stop();
  vi.useRealTimers();
  return seen.filter((snapshot) => snapshot.status === "active");
}

describe("a stored flow read back through its schema", () => {
  it("resumes every snapshot a whole flow persists, unchanged", async () => {
    const snapshots = await snapshotsOfAWholeFlow();
    expect(snapshots.map((s) => JSON.stringify(s.value))).toContain('"completion"');
    for (const snapshot of snapshots) {
      await saveFlowSnapshot("ic", snapshot);
      expect(await loadRestoredSnapshot("ic")).toEqual(snapshot);
    }
  });

  it("discards a snapshot with wrong types, missing fields, another audience, or garbage, and keeps extra fields out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const [, , mid] = await snapshotsOfAWholeFlow();
    const { rankings: _, ...withoutRankings } = mid!.context;
    for (const damaged of [
      { ...mid, context: { ...mid!.context, revision: "3" } },
      { ...mid, context: { ...mid!.context, responses: { attraction: { yellow: { "1": 7 } }, pursuer: {} } } },
      { ...mid, context: withoutRankings },
      { ...mid, context: { ...mid!.context, audience: "ceo" } },
      { ...mid, status: "done" },
      { ...mid, value: 42 },
      "{ not json",
      null,
    ]) {
      await db.flows.put({ audience: "ic", snapshot: damaged, schemaVersion: SCHEMA_VERSION, contentVersion: "test", updatedAt: 0 });
      expect(await loadRestoredSnapshot("ic")).toBeNull();
    }
    expect(warn).toHaveBeenCalledWith("Discarded the device's unreadable 'flow' record");
    warn.mockRestore();
    await saveFlowSnapshot("ic", { ...mid, context: { ...mid!.context, injected: "<script>" } });
    expect(await loadRestoredSnapshot("ic")).toEqual(mid);
  });

  it("discards a snapshot of an incompatible version, and resumes one from before teams as joining none", async () => {
    const [, , mid] = await snapshotsOfAWholeFlow();
    await db.flows.put({ audience: "ic", snapshot: mid, schemaVersion: SCHEMA_VERSION - 1, contentVersion: "old", updatedAt: 0 });
    expect(await loadRestoredSnapshot("ic")).toBeNull();
    const { teamCode: _, ...beforeTeams } = mid!.context;
    await saveFlowSnapshot("ic", { ...mid, context: beforeTeams });
    expect(await loadRestoredSnapshot("ic")).toEqual({ ...mid, context: { ...beforeTeams, teamCode: null } });
  });
});

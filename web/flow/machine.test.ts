import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMOGRAPHIC_CONSENT_VERSION, MANAGER_SHARE_VERSION } from "../../schema/save/consent";
import type { Audience, CategoryId } from "../../schema/constants";
import type { Ranking } from "../../schema/assessment/ranking";
import { initialContext } from "./context";
import { FlowContextSchema } from "./context-schema";
import { flowMachine } from "./machine";
import { pagesOf } from "./selectors";
import { INTAKE, startFlow } from "./test-harness";

type Actor = ReturnType<typeof startFlow>["actor"];
const PLACEMENTS = ["1", "2", "3"];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
});
afterEach(() => vi.useRealTimers());

const value = (a: Actor) => a.getSnapshot().value;
const ctx = (a: Actor) => a.getSnapshot().context;

async function passIntake(a: Actor, audience: Audience) {
  a.send({ type: "intake.submit", intake: { ...INTAKE, userFlow: audience } });
  expect(value(a)).toEqual({ intake: "processing" });
  await vi.advanceTimersByTimeAsync(500);
  expect(value(a)).toBe("instructions");
}

function rank(a: Actor, ranking: Ranking) {
  // Reach the wanted ranking through real moves: place cards in rank order, the rest not-like-me.
  const ordered = (Object.keys(ranking) as CategoryId[]).filter((c) => ranking[c] < 4).sort((x, y) => ranking[x] - ranking[y]);
  for (const c of Object.keys(ranking) as CategoryId[])
    if (ranking[c] === 4) a.send({ type: "ranking.move", move: { card: c, to: "not-like-me" } });
  ordered.forEach((c, index) => a.send({ type: "ranking.move", move: { card: c, to: "ranked", index } }));
  a.send({ type: "ranking.view", category: "yellow" });
  a.send({ type: "ranking.continue" });
}

async function nextPage(a: Actor, rate: string[] = []) {
  for (const p of rate) a.send({ type: "page.rate", placement: p });
  a.send({ type: "page.next", placements: PLACEMENTS });
  await vi.advanceTimersByTimeAsync(300);
}

describe("intake and instructions", () => {
  it("ignores an invalid intake, then stores a valid one, waits 500 ms and auto-saves 'intake-complete'", async () => {
    const { actor, rec } = startFlow("ic");
    actor.send({ type: "intake.submit", intake: { ...INTAKE, email: "nope" } });
    expect(value(actor)).toEqual({ intake: "editing" });
    await passIntake(actor, "ic");
    expect(rec.saves).toHaveLength(1);
    expect(rec.saves[0]).toMatchObject({ step: "intake-complete", revision: 1, name: "Ada Lovelace", userFlow: "ic", isCompleted: false });
    expect(rec.saves[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rec.saves[0]!.writeToken.length).toBeGreaterThanOrEqual(32);
  });

  it("starts the timer at Begin", async () => {
    const { actor } = startFlow("ceo");
    await passIntake(actor, "ceo");
    actor.send({ type: "instructions.begin" });
    expect(value(actor)).toBe("attractionRanking");
    expect(ctx(actor).timerStartedAt).toBe(Date.now());
  });
});

describe("ranking", () => {
  it("needs a viewed card before Continue and resets the viewed flag on the next dataset", async () => {
    const { actor, rec } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    actor.send({ type: "ranking.continue" });
    expect(value(actor)).toBe("attractionRanking");
    actor.send({ type: "ranking.move", move: { card: "red", to: "ranked", index: 0 } });
    expect(ctx(actor).rankings.attraction).toEqual({ red: 1, yellow: 2, blue: 3 });
    actor.send({ type: "ranking.view", category: "red" });
    actor.send({ type: "ranking.continue" });
    expect(value(actor)).toEqual({ pages: "viewing" });
    expect(rec.saves.at(-1)).toMatchObject({
      step: "attraction-ranking-complete",
      pageRankings: { attractionRanking: { red: 1, yellow: 2, blue: 3 } },
    });
    expect(pagesOf(ctx(actor)).map((p) => p.category)).toEqual(["red", "yellow", "blue"]);
    for (let i = 0; i < 3; i++) await nextPage(actor);
    expect(value(actor)).toBe("pursuerRanking");
    expect(ctx(actor).viewed).toBe(false);
  });

  it("excludes rank 4 from the pages and falls back to Blue, Yellow, Red when all are 4", async () => {
    const { actor } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    rank(actor, { yellow: 4, blue: 4, red: 4 });
    expect(pagesOf(ctx(actor)).map((p) => p.category)).toEqual(["blue", "yellow", "red"]);

    const other = startFlow("ic").actor;
    await passIntake(other, "ic");
    other.send({ type: "instructions.begin" });
    rank(other, { yellow: 2, blue: 4, red: 1 });
    expect(pagesOf(ctx(other)).map((p) => p.category)).toEqual(["red", "yellow"]);
  });
});

describe("what the screens ask the machine (snapshot.can)", () => {
  const can = (a: Actor, event: Parameters<Actor["send"]>[0]) => a.getSnapshot().can(event);

  it("Continue on a ranking: only once a card was viewed, on each ranking screen", async () => {
    const { actor } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    expect(can(actor, { type: "ranking.continue" })).toBe(false);
    actor.send({ type: "ranking.view", category: "blue" });
    expect(can(actor, { type: "ranking.continue" })).toBe(true);
    actor.send({ type: "ranking.continue" });
    for (let i = 0; i < 3; i++) await nextPage(actor);
    expect(value(actor)).toBe("pursuerRanking");
    expect(can(actor, { type: "ranking.continue" })).toBe(false);
    actor.send({ type: "ranking.view", category: "red" });
    expect(can(actor, { type: "ranking.continue" })).toBe(true);
  });

  it("a card move: only one that changes the order (Up on the first, Down on the last, a drop in place are none)", async () => {
    const { actor } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    actor.send({ type: "ranking.move", move: { card: "red", to: "not-like-me" } });
    expect(ctx(actor).rankings.attraction).toEqual({ yellow: 1, blue: 2, red: 4 });
    const move = (m: Extract<Parameters<Actor["send"]>[0], { type: "ranking.move" }>["move"]) =>
      can(actor, { type: "ranking.move", move: m });
    expect(move({ card: "yellow", to: "ranked", index: -1 })).toBe(false);
    expect(move({ card: "yellow", to: "ranked", index: 0 })).toBe(false);
    expect(move({ card: "blue", to: "ranked", index: 2 })).toBe(false);
    expect(move({ card: "red", to: "not-like-me" })).toBe(false);
    expect(move({ card: "yellow", to: null })).toBe(false);
    expect(move({ card: "yellow", to: "ranked", index: 1 })).toBe(true);
    expect(move({ card: "blue", to: "ranked", index: 0 })).toBe(true);
    expect(move({ card: "blue", to: "not-like-me" })).toBe(true);
    expect(move({ card: "red", to: "ranked", index: 2 })).toBe(true);
    // A move that is none leaves the snapshot as it was: nothing to persist.
    const before = actor.getSnapshot();
    actor.send({ type: "ranking.move", move: { card: "yellow", to: "ranked", index: 0 } });
    expect(actor.getSnapshot()).toBe(before);
  });

  it("Next on a culture question: only once it is answered", async () => {
    const { actor } = startFlow("ic");
    await toCultureInstructions(actor, "ic");
    actor.send({ type: "culture.start" });
    expect(can(actor, { type: "culture.next" })).toBe(false);
    expect(can(actor, { type: "culture.prev" })).toBe(true);
    actor.send({ type: "culture.answer", code: 2 });
    expect(ctx(actor).cultureIndex).toBe(1);
    expect(can(actor, { type: "culture.next" })).toBe(false);
    actor.send({ type: "culture.prev" });
    expect(can(actor, { type: "culture.next" })).toBe(true);
  });

  it("joining a team: only on the first screen, before the first save", async () => {
    const { actor } = startFlow("ic");
    expect(can(actor, { type: "team.join", code: "abcd23efgh45" })).toBe(true);
    await passIntake(actor, "ic");
    expect(can(actor, { type: "team.join", code: "abcd23efgh45" })).toBe(false);
  });
});

describe("statement pages", () => {
  it("cycles a rating 0 → 1 → 2 → 0, fills unrated statements with 0 and auto-saves per page", async () => {
    const { actor, rec } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    rank(actor, { yellow: 1, blue: 2, red: 3 });
    const rate = () => actor.send({ type: "page.rate", placement: "2" });
    rate();
    expect(ctx(actor).responses.attraction.yellow).toEqual({ "2": 1 });
    rate();
    expect(ctx(actor).responses.attraction.yellow).toEqual({ "2": 2 });
    rate();
    expect(ctx(actor).responses.attraction.yellow).toEqual({ "2": 0 });
    rate();
    actor.send({ type: "page.next", placements: PLACEMENTS });
    expect(value(actor)).toEqual({ pages: "saving" });
    await vi.advanceTimersByTimeAsync(299);
    expect(value(actor)).toEqual({ pages: "saving" });
    await vi.advanceTimersByTimeAsync(1);
    expect(value(actor)).toEqual({ pages: "viewing" });
    expect(ctx(actor).pageIndex).toBe(1);
    expect(rec.saves.at(-1)).toMatchObject({
      step: "assessment-attraction-yellow-complete",
      attractionResponses: { yellow: { "1": 0, "2": 1, "3": 0 } },
    });
  });

  it("starts the timer at the first rated response when it is not running", async () => {
    const { actor } = startFlow("ic", {});
    await passIntake(actor, "ic");
    // Jump straight to pages through a restored snapshot whose timer never started.
    actor.send({ type: "instructions.begin" });
    rank(actor, { yellow: 1, blue: 2, red: 3 });
    const snap = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { context: { timerStartedAt: number | null } };
    snap.context.timerStartedAt = null;
    const { actor: restored } = startFlow("ic", { snapshot: snap });
    expect(ctx(restored).timerStartedAt).toBeNull();
    restored.send({ type: "page.rate", placement: "1" });
    expect(ctx(restored).timerStartedAt).toBe(Date.now());
  });
});

async function toPursuerRanking(a: Actor, audience: Audience) {
  await passIntake(a, audience);
  a.send({ type: "instructions.begin" });
  rank(a, { yellow: 1, blue: 2, red: 3 });
  for (let i = 0; i < 3; i++) await nextPage(a, ["1"]);
  expect(value(a)).toBe("pursuerRanking");
}

describe("pursuer", () => {
  it("appends the pursuer pages and ends at demographic opt-in for a ceo with the timer stopped", async () => {
    const { actor, rec } = startFlow("ceo");
    await toPursuerRanking(actor, "ceo");
    rank(actor, { yellow: 3, blue: 1, red: 4 });
    expect(value(actor)).toEqual({ pages: "viewing" });
    expect(ctx(actor).pageIndex).toBe(3);
    expect(pagesOf(ctx(actor)).slice(3)).toEqual([
      { dataset: "pursuer", category: "blue" },
      { dataset: "pursuer", category: "yellow" },
    ]);
    await vi.advanceTimersByTimeAsync(61_000);
    await nextPage(actor, ["2"]);
    await nextPage(actor);
    expect(value(actor)).toEqual({ demographicOptIn: "idle" });
    expect(ctx(actor).timerStartedAt).toBeNull();
    expect(ctx(actor).completionTimeSeconds).toBeGreaterThanOrEqual(61);
    expect(rec.saves.map((s) => s.step)).toContain("assessment-pursuer-blue-complete");
    expect(rec.saves.at(-1)!.step).toBe("assessment-pursuer-yellow-complete");
  });

  it("skips the pursuer pages when all are not-like-me: ceo → opt-in, others → culture instructions", async () => {
    const ceo = startFlow("ceo").actor;
    await toPursuerRanking(ceo, "ceo");
    rank(ceo, { yellow: 4, blue: 4, red: 4 });
    expect(value(ceo)).toEqual({ demographicOptIn: "idle" });
    expect(ctx(ceo).timerStartedAt).toBeNull();

    const ic = startFlow("ic").actor;
    await toPursuerRanking(ic, "ic");
    rank(ic, { yellow: 4, blue: 4, red: 4 });
    expect(value(ic)).toBe("cultureInstructions");
    expect(ctx(ic).timerStartedAt).not.toBeNull();
  });

  it("stores an all-not-like-me pursuer ranking on that save and every later one, without pursuer pages", async () => {
    const ALL_4 = { yellow: 4, blue: 4, red: 4 };
    const { actor: ceo, rec: ceoRec } = startFlow("ceo");
    await toPursuerRanking(ceo, "ceo");
    rank(ceo, ALL_4);
    expect(ceoRec.saves.at(-1)).toMatchObject({ step: "pursuer-ranking-complete", pageRankings: { pursuerRanking: ALL_4 } });
    ceo.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(ceoRec.submits[0]!.pageRankings).toEqual({ attractionRanking: { yellow: 1, blue: 2, red: 3 }, pursuerRanking: ALL_4 });

    const { actor: ic, rec } = startFlow("ic");
    await toPursuerRanking(ic, "ic");
    rank(ic, ALL_4);
    expect(rec.saves.at(-1)).toMatchObject({ step: "pursuer-ranking-complete", pageRankings: { pursuerRanking: ALL_4 } });
    expect(pagesOf(ctx(ic)).map((p) => p.dataset)).toEqual(["attraction", "attraction", "attraction"]);
    // Back from the culture instructions lands on the last real page, and Next leads forward again.
    ic.send({ type: "culture.back" });
    expect(value(ic)).toEqual({ pages: "viewing" });
    expect(pagesOf(ctx(ic))[ctx(ic).pageIndex]).toEqual({ dataset: "attraction", category: "red" });
    await nextPage(ic);
    expect(value(ic)).toBe("cultureInstructions");
    ic.send({ type: "culture.start" });
    for (const _ of ctx(ic).cultureOrder) ic.send({ type: "culture.answer", code: 6 });
    expect(rec.saves.at(-1)).toMatchObject({ step: "culture-compatibility-complete", pageRankings: { pursuerRanking: ALL_4 } });
    ic.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(rec.submits[0]!.pageRankings?.pursuerRanking).toEqual(ALL_4);
  });

  it("stores an all-not-like-me attraction ranking and falls back to Blue, Yellow, Red pages (docs/product.md#states-and-transitions)", async () => {
    const ALL_4 = { yellow: 4, blue: 4, red: 4 };
    const { actor, rec } = startFlow("ceo");
    await passIntake(actor, "ceo");
    actor.send({ type: "instructions.begin" });
    rank(actor, ALL_4);
    expect(rec.saves.at(-1)).toMatchObject({ step: "attraction-ranking-complete", pageRankings: { attractionRanking: ALL_4 } });
    expect(pagesOf(ctx(actor)).map((p) => p.category)).toEqual(["blue", "yellow", "red"]);
    for (let i = 0; i < 3; i++) await nextPage(actor, ["1"]);
    expect(value(actor)).toBe("pursuerRanking");
    rank(actor, { yellow: 1, blue: 2, red: 3 });
    for (let i = 0; i < 3; i++) await nextPage(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(rec.submits[0]!.pageRankings?.attractionRanking).toEqual(ALL_4);
    expect(Object.keys(rec.submits[0]!.attractionResponses)).toEqual(["blue", "yellow", "red"]);
  });
});

async function toCultureInstructions(a: Actor, audience: Audience) {
  await toPursuerRanking(a, audience);
  rank(a, { yellow: 1, blue: 2, red: 3 });
  for (let i = 0; i < 3; i++) await nextPage(a);
  expect(value(a)).toBe("cultureInstructions");
}

describe("culture test", () => {
  it("goes back to the pages from the instructions, and starts with 60 shuffled statements", async () => {
    const { actor } = startFlow("manager");
    await toCultureInstructions(actor, "manager");
    actor.send({ type: "culture.back" });
    expect(value(actor)).toEqual({ pages: "viewing" });
    await nextPage(actor);
    expect(value(actor)).toBe("cultureInstructions");
    actor.send({ type: "culture.start" });
    expect(value(actor)).toBe("culture");
    const order = ctx(actor).cultureOrder;
    expect(order).toHaveLength(60);
    expect(new Set(order).size).toBe(60);
    // A second start keeps the same order (shuffled once per run).
    actor.send({ type: "culture.prev" });
    actor.send({ type: "culture.start" });
    expect(ctx(actor).cultureOrder).toEqual(order);
  });

  it("requires an answer, auto-advances on a click, never auto-skips a revisited question", async () => {
    const { actor } = startFlow("ic");
    await toCultureInstructions(actor, "ic");
    actor.send({ type: "culture.start" });
    actor.send({ type: "culture.next" });
    expect(ctx(actor).cultureIndex).toBe(0);
    actor.send({ type: "culture.answer", code: 9 });
    expect(ctx(actor).cultureIndex).toBe(1);
    actor.send({ type: "culture.prev" });
    expect(ctx(actor).cultureIndex).toBe(0);
    expect(ctx(actor).cultureResponses[ctx(actor).cultureOrder[0]!]).toBe(9);
    actor.send({ type: "culture.next" });
    expect(ctx(actor).cultureIndex).toBe(1);
  });

  it("finishes after the last statement with scores, stops the timer and auto-saves", async () => {
    const { actor, rec } = startFlow("manager");
    await toCultureInstructions(actor, "manager");
    actor.send({ type: "culture.start" });
    for (const id of ctx(actor).cultureOrder) actor.send({ type: "culture.answer", code: id.startsWith("dog") ? 6 : 1 });
    expect(value(actor)).toEqual({ demographicOptIn: "idle" });
    expect(ctx(actor).cultureScores).toEqual({ rabbit: 0, dog: 20, cat: 0 });
    expect(ctx(actor).timerStartedAt).toBeNull();
    expect(rec.saves.at(-1)).toMatchObject({
      step: "culture-compatibility-complete",
      cultureCompatibilityScores: { rabbit: 0, dog: 20, cat: 0 },
    });
    expect(Object.keys(rec.saves.at(-1)!.cultureCompatibilityResponses!)).toHaveLength(60);
  });
});

async function toOptIn(a: Actor) {
  await toPursuerRanking(a, "ceo");
  rank(a, { yellow: 4, blue: 4, red: 4 });
  expect(value(a)).toEqual({ demographicOptIn: "idle" });
}

describe("demographics and final submit", () => {
  it("skip submits the final assessment and shows completion", async () => {
    const { actor, rec } = startFlow("ceo");
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toBe("completion");
    expect(rec.submits).toHaveLength(1);
    expect(rec.submits[0]).toMatchObject({ isCompleted: true, step: "final" });
    expect(rec.submits[0]!.revision).toBeGreaterThan(rec.saves.at(-1)!.revision);
    expect(rec.toasts).toEqual(["submitted"]);
    // Declining keeps no demographic data and no consent.
    expect(rec.submits[0]).toMatchObject({ demographicData: null, demographicConsent: null });
  });

  it("a team's member shares their type with the manager only by ticking it, unticking takes it back (decision 084)", async () => {
    const { actor, rec } = startFlow("ceo");
    actor.send({ type: "team.join", code: "abcd23efgh45" });
    await toOptIn(actor);
    actor.send({ type: "share.choose", share: true });
    actor.send({ type: "share.choose", share: false });
    actor.send({ type: "share.choose", share: true });
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(rec.submits[0]).toMatchObject({ teamCode: "abcd23efgh45", managerShare: { version: MANAGER_SHARE_VERSION } });
    expect(Date.parse(rec.submits[0]!.managerShare!.at)).not.toBeNaN();
    // Unticked, and outside a team, nothing is shared and the choice is refused.
    const other = startFlow("ceo");
    other.actor.send({ type: "team.join", code: "abcd23efgh45" });
    await toOptIn(other.actor);
    other.actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(other.rec.submits[0]!.managerShare).toBeNull();
    const alone = startFlow("ceo");
    await toOptIn(alone.actor);
    expect(alone.actor.getSnapshot().can({ type: "share.choose", share: true })).toBe(false);
  });

  it("opt in → survey → 500 ms → auto-save and submit with the demographics", async () => {
    const { actor, rec } = startFlow("ceo");
    await toOptIn(actor);
    actor.send({ type: "optIn.accept" });
    expect(value(actor)).toEqual({ demographicSurvey: "editing" });
    actor.send({ type: "survey.submit", demographics: { birthYear: "1990", currentLocation: { city: "Lyon" } } });
    expect(value(actor)).toEqual({ demographicSurvey: "processing" });
    await vi.advanceTimersByTimeAsync(500);
    expect(value(actor)).toBe("completion");
    expect(rec.saves.at(-1)).toMatchObject({ step: "demographic-survey-complete", demographicData: { birthYear: "1990" } });
    expect(rec.submits[0]).toMatchObject({ demographicData: { currentLocation: { city: "Lyon" } }, isCompleted: true });
    // docs/admin.md#identity-audit-and-data-rights: the opt-in is the consent, sent with its time and the consent text's version.
    expect(rec.submits[0]!.demographicConsent).toEqual({
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: DEMOGRAPHIC_CONSENT_VERSION,
    });
    expect(rec.saves.at(-1)!.demographicConsent).toEqual(rec.submits[0]!.demographicConsent);
  });

  it("forgets everything but the audience on flow.forget, and only once completed", async () => {
    const { actor } = startFlow("ceo");
    actor.send({ type: "flow.forget" });
    expect(value(actor)).toEqual({ intake: "editing" });
    await toOptIn(actor);
    actor.send({ type: "flow.forget" });
    expect(ctx(actor).writeToken).not.toBeNull();
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toBe("completion");
    actor.send({ type: "flow.forget" });
    expect(value(actor)).toBe("completion");
    expect(ctx(actor)).toEqual({ ...initialContext({ audience: "ceo" }), result: null });
  });

  it("keeps the result read back on flow.forget, and the next respondent starts without it (decision 066)", async () => {
    const { actor } = startFlow("ceo");
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    const result = { show: "type-and-culture", attraction: "blue", pursuer: null, culture: { rabbit: 3, dog: 9, cat: 1 } } as const;
    actor.send({ type: "flow.forget", result });
    expect(ctx(actor)).toEqual({ ...initialContext({ audience: "ceo" }), result });
    actor.send({ type: "flow.restart" });
    expect(ctx(actor).result).toBeNull();
  });

  it("a failed final submit shows the failure toast and stays on the step", async () => {
    const { actor, rec } = startFlow("ceo", { submit: () => Promise.reject(new Error("disk full")) });
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(value(actor)).toEqual({ demographicOptIn: "idle" });
    expect(rec.toasts).toEqual(["failed"]);
  });

  it("revisions only ever increase across every save and the submit", async () => {
    const { actor, rec } = startFlow("ceo");
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    const revisions = [...rec.saves, ...rec.submits].map((s) => s.revision);
    expect(revisions).toEqual([...revisions].sort((x, y) => x - y));
    expect(new Set(revisions).size).toBe(revisions.length);
    // commitDraft: each auto-save is exactly one revision after the one before.
    expect(rec.saves.map((s) => s.revision)).toEqual(rec.saves.map((_, i) => i + 1));
  });

  it("restart begins a clean new assessment", async () => {
    const { actor, rec } = startFlow("ceo");
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    const oldId = ctx(actor).responseId;
    expect(rec.toasts).toEqual(["submitted"]);
    actor.send({ type: "flow.restart" });
    // The previous respondent's toast goes with them (kiosk: the next one sees nothing of theirs).
    expect(rec.toasts).toEqual(["submitted", "cleared"]);
    expect(value(actor)).toEqual({ intake: "editing" });
    expect(ctx(actor).intake).toBeNull();
    expect(ctx(actor).responses).toEqual({ attraction: {}, pursuer: {} });
    await passIntake(actor, "ceo");
    expect(ctx(actor).responseId).not.toBe(oldId);
  });
});

describe("snapshot restore", () => {
  it("a persisted snapshot restores the same state and context and carries on", async () => {
    const { actor } = startFlow("manager");
    await toCultureInstructions(actor, "manager");
    actor.send({ type: "culture.start" });
    actor.send({ type: "culture.answer", code: 6 });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const { actor: restored, rec } = startFlow("manager", { snapshot: persisted });
    expect(value(restored)).toBe("culture");
    expect(ctx(restored)).toEqual(JSON.parse(JSON.stringify(persisted.context)));
    for (const _ of ctx(restored).cultureOrder.slice(1)) restored.send({ type: "culture.answer", code: 8 });
    expect(value(restored)).toEqual({ demographicOptIn: "idle" });
    expect(rec.saves.at(-1)!.revision).toBeGreaterThan(persisted.context.revision);
  });

  it("a snapshot taken during a busy delay still completes the delayed step after restore", async () => {
    const { actor } = startFlow("ic");
    actor.send({ type: "intake.submit", intake: INTAKE });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const { actor: restored, rec } = startFlow("ic", { snapshot: persisted });
    await vi.advanceTimersByTimeAsync(600);
    expect(value(restored)).toBe("instructions");
    expect(rec.saves[0]).toMatchObject({ step: "intake-complete" });
  });

  it("has a machine id and the states of docs/product.md#screens-and-routes", () => {
    expect(flowMachine.id).toBe("flow");
    expect(Object.keys(flowMachine.root.states)).toEqual([
      "intake",
      "instructions",
      "attractionRanking",
      "pursuerRanking",
      "pages",
      "cultureInstructions",
      "culture",
      "demographicOptIn",
      "demographicSurvey",
      "completion",
    ]);
  });
});

describe("teams (docs/teams.md#the-rules)", () => {
  it("takes the join code on the first screen and sends it with every save, the final one included", async () => {
    const { actor, rec } = startFlow("ceo");
    actor.send({ type: "team.join", code: "abcd23efgh45" });
    expect(ctx(actor).teamCode).toBe("abcd23efgh45");
    await toOptIn(actor);
    actor.send({ type: "optIn.skip" });
    await vi.advanceTimersByTimeAsync(0);
    expect(rec.saves.length).toBeGreaterThan(3);
    for (const p of [...rec.saves, ...rec.submits]) expect(p.teamCode).toBe("abcd23efgh45");
  });

  it("keeps the team it started with once past the first screen", async () => {
    const { actor } = startFlow("ic");
    actor.send({ type: "team.join", code: "first-team-code" });
    await passIntake(actor, "ic");
    actor.send({ type: "team.join", code: "other-team-code" });
    expect(ctx(actor).teamCode).toBe("first-team-code");
  });

  it("survives a reload: the code is in the persisted snapshot", () => {
    const { actor } = startFlow("ic");
    actor.send({ type: "team.join", code: "abcd23efgh45" });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const { actor: restored } = startFlow("ic", { snapshot: persisted });
    expect(ctx(restored).teamCode).toBe("abcd23efgh45");
  });

  it("the next respondent (restart, kiosk reset) starts in the same team, which the first screen can change again", async () => {
    const { actor } = startFlow("ceo");
    actor.send({ type: "team.join", code: "abcd23efgh45" });
    await passIntake(actor, "ceo");
    actor.send({ type: "flow.restart" });
    expect(ctx(actor)).toMatchObject({ teamCode: "abcd23efgh45", intake: null, revision: 0 });
    actor.send({ type: "team.join", code: null });
    expect(ctx(actor).teamCode).toBeNull();
  });

  it("a save without a team carries no teamCode, also from a snapshot stored before teams existed", async () => {
    const { actor, rec } = startFlow("ic");
    await passIntake(actor, "ic");
    expect(rec.saves[0]).not.toHaveProperty("teamCode");
    const old = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    delete old.context.teamCode;
    actor.stop();
    const { actor: restored, rec: rec2 } = startFlow("ic", { snapshot: old });
    restored.send({ type: "instructions.begin" });
    restored.send({ type: "ranking.view", category: "yellow" });
    restored.send({ type: "ranking.continue" });
    expect(rec2.saves[0]).not.toHaveProperty("teamCode");
  });
});

describe("answers inside a step are queued as they are given (docs/decisions/047)", () => {
  it("a culture answer enqueues a save carrying it, a revision up, under the last completed step", async () => {
    const { actor, rec } = startFlow("manager");
    await toCultureInstructions(actor, "manager");
    const lastPageSave = rec.saves.at(-1)!;
    actor.send({ type: "culture.start" });
    expect(rec.saves.at(-1)).toBe(lastPageSave);
    const [first, second] = ctx(actor).cultureOrder;
    actor.send({ type: "culture.answer", code: 6 });
    expect(rec.saves.at(-1)).toMatchObject({
      step: lastPageSave.step,
      revision: lastPageSave.revision + 1,
      cultureCompatibilityResponses: { [first!]: 6 },
      isCompleted: false,
    });
    actor.send({ type: "culture.answer", code: 3 });
    expect(rec.saves.at(-1)).toMatchObject({
      step: lastPageSave.step,
      revision: lastPageSave.revision + 2,
      cultureCompatibilityResponses: { [first!]: 6, [second!]: 3 },
    });
    // Moving between questions changes no answer: nothing new to upload.
    const saves = rec.saves.length;
    actor.send({ type: "culture.prev" });
    actor.send({ type: "culture.next" });
    expect(rec.saves).toHaveLength(saves);
  });

  it("a statement rating enqueues a save of the partly rated page under the step before it", async () => {
    const { actor, rec } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    rank(actor, { yellow: 1, blue: 2, red: 3 });
    expect(rec.saves.at(-1)).toMatchObject({ step: "attraction-ranking-complete", revision: 2 });
    actor.send({ type: "page.rate", placement: "2" });
    expect(rec.saves.at(-1)).toMatchObject({
      step: "attraction-ranking-complete",
      revision: 3,
      attractionResponses: { yellow: { "2": 1 } },
    });
    await nextPage(actor, ["1"]);
    expect(rec.saves.at(-1)).toMatchObject({ step: "assessment-attraction-yellow-complete", revision: 5 });
    actor.send({ type: "page.rate", placement: "3" });
    expect(rec.saves.at(-1)).toMatchObject({
      step: "assessment-attraction-yellow-complete",
      revision: 6,
      attractionResponses: { blue: { "3": 1 } },
    });
  });

  it("an answer is marked as inside its step, so it may wait for the step's end; a step's end is not (decision 073)", async () => {
    const { actor, rec } = startFlow("ic");
    await passIntake(actor, "ic");
    actor.send({ type: "instructions.begin" });
    rank(actor, { yellow: 1, blue: 2, red: 3 });
    actor.send({ type: "page.rate", placement: "2" });
    actor.send({ type: "page.rate", placement: "2" });
    await nextPage(actor);
    expect(rec.saves.map((s) => s.step)).toEqual([
      "intake-complete",
      "attraction-ranking-complete",
      "attraction-ranking-complete",
      "attraction-ranking-complete",
      "assessment-attraction-yellow-complete",
    ]);
    expect(rec.withinStep).toEqual([false, false, true, true, false]);
  });

  it("a snapshot stored before the last completed step was kept saves under a step its context proves done", async () => {
    const { actor } = startFlow("manager");
    await toCultureInstructions(actor, "manager");
    actor.send({ type: "culture.start" });
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as { context: Record<string, unknown> };
    delete persisted.context.lastStep;
    expect(FlowContextSchema.safeParse(persisted.context).success).toBe(true);
    const { actor: restored, rec } = startFlow("manager", { snapshot: persisted });
    restored.send({ type: "culture.answer", code: 6 });
    expect(rec.saves.at(-1)).toMatchObject({ step: "pursuer-ranking-complete" });
  });
});

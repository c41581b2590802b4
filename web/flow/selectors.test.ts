import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Audience, CategoryId } from "../../schema/constants";
import type { Ranking } from "../../schema/assessment/ranking";
import type { PartPages } from "../../schema/assessment/page-progress";
import { progressPercent } from "../ui/ProgressHeader";
import { initialContext } from "./context";
import { currentPage, pageProgress, resultView } from "./selectors";
import { INTAKE, startFlow } from "./test-harness";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Actor = ReturnType<typeof startFlow>["actor"];
type Seen = { state: string; text: string | null; bars: [number, number] | null };

const topState = (a: Actor) => {
  const v = a.getSnapshot().value;
  return typeof v === "string" ? v : Object.keys(v)[0]!;
};

function rank(a: Actor, ranking: Ranking) {
  const ordered = (Object.keys(ranking) as CategoryId[]).filter((c) => ranking[c] < 4).sort((x, y) => ranking[x] - ranking[y]);
  for (const c of Object.keys(ranking) as CategoryId[])
    if (ranking[c] === 4) a.send({ type: "ranking.move", move: { card: c, to: "not-like-me" } });
  ordered.forEach((c, index) => a.send({ type: "ranking.move", move: { card: c, to: "ranked", index } }));
  a.send({ type: "ranking.view", category: "yellow" });
  a.send({ type: "ranking.continue" });
}

/** Walks a whole path, recording what the progress header would show at each step. */
async function walk(audience: Audience, attraction: Ranking, pursuer: Ranking): Promise<Seen[]> {
  const { actor } = startFlow(audience);
  const seen: Seen[] = [];
  const record = () => {
    const c = actor.getSnapshot().context;
    const state = topState(actor);
    const p = state === "pages" ? pageProgress(c) : null;
    const bar = (part: PartPages) => progressPercent(part.done, part.total ?? 0);
    seen.push({
      state,
      text: p && `${currentPage(c)?.dataset === "attraction" ? "Part 1" : "Part 2"}, Page ${p.page} of ${p.total}`,
      bars: p && [bar(p.parts.attraction), bar(p.parts.pursuer)],
    });
  };
  actor.send({ type: "intake.submit", intake: { ...INTAKE, userFlow: audience } });
  await vi.advanceTimersByTimeAsync(500);
  actor.send({ type: "instructions.begin" });
  record();
  rank(actor, attraction);
  while (topState(actor) !== "demographicOptIn") {
    record();
    const state = topState(actor);
    if (state === "pages") {
      actor.send({ type: "page.next", placements: [] });
      await vi.advanceTimersByTimeAsync(300);
    } else if (state === "pursuerRanking") rank(actor, pursuer);
    else if (state === "cultureInstructions") actor.send({ type: "culture.start" });
    else actor.send({ type: "culture.answer", code: 6 });
  }
  record();
  return seen;
}

const dedupe = (xs: (string | null)[]) => xs.filter((x, i) => x !== null && x !== xs[i - 1]);
const ALL = { yellow: 1, blue: 2, red: 3 };
const TWO = { yellow: 4, blue: 1, red: 2 };
const NONE = { yellow: 4, blue: 4, red: 4 };
const ONE = { yellow: 4, blue: 4, red: 1 };

describe("page progress, per part (decision 067)", () => {
  const paths: [string, Audience, Ranking, Ranking, string[]][] = [
    [
      "ceo, three pages in each part",
      "ceo",
      ALL,
      ALL,
      [
        "Part 1, Page 1 of 3",
        "Part 1, Page 2 of 3",
        "Part 1, Page 3 of 3",
        "Part 2, Page 1 of 3",
        "Part 2, Page 2 of 3",
        "Part 2, Page 3 of 3",
      ],
    ],
    [
      "manager, Part 2 shorter than Part 1",
      "manager",
      ALL,
      TWO,
      ["Part 1, Page 1 of 3", "Part 1, Page 2 of 3", "Part 1, Page 3 of 3", "Part 2, Page 1 of 2", "Part 2, Page 2 of 2"],
    ],
    [
      "ic, one page then three",
      "ic",
      ONE,
      ALL,
      ["Part 1, Page 1 of 1", "Part 2, Page 1 of 3", "Part 2, Page 2 of 3", "Part 2, Page 3 of 3"],
    ],
    ["ic, two cards 'Not like me' in each part", "ic", ONE, ONE, ["Part 1, Page 1 of 1", "Part 2, Page 1 of 1"]],
    ["ceo, Part 2 without pages", "ceo", TWO, NONE, ["Part 1, Page 1 of 2", "Part 1, Page 2 of 2"]],
    ["ic, Part 2 without pages", "ic", ALL, NONE, ["Part 1, Page 1 of 3", "Part 1, Page 2 of 3", "Part 1, Page 3 of 3"]],
  ];
  it.each(paths)("%s: the pages read in order, and neither bar ever falls back", async (_, audience, attraction, pursuer, texts) => {
    const seen = await walk(audience, attraction, pursuer);
    expect(dedupe(seen.map((s) => s.text))).toEqual(texts);
    const bars = seen.flatMap((s) => (s.bars === null ? [] : [s.bars]));
    bars.forEach(([a, b], i) => {
      const [pa, pb] = bars[i - 1] ?? [0, 0];
      expect(a).toBeGreaterThanOrEqual(pa);
      expect(b).toBeGreaterThanOrEqual(pb);
    });
  });

  it("two cards 'Not like me' in each part: Part 1's bar full at its one page, Part 2's filled by its one page (was 25 % then 100 %)", async () => {
    const seen = await walk("ic", ONE, ONE);
    expect(seen.flatMap((s) => (s.bars ? [s.bars] : []))).toEqual([
      [100, 0],
      [100, 100],
    ]);
  });
});

describe("the result's place on the completion screen (decision 066)", () => {
  const holding = { ...initialContext({ audience: "ic" }), responseId: "r-1", writeToken: "t" };
  const result = { show: "type", attraction: "red", pursuer: "yellow", culture: null } as const;
  it("says it follows the upload, then that it loads, while the device holds the respondent and the deployment shows one", () => {
    expect(resultView(holding, "type", false)).toEqual({ kind: "waiting" });
    expect(resultView(holding, "type-and-culture", true)).toEqual({ kind: "loading" });
  });
  it("shows nothing where the deployment shows none, or never said, or once the respondent is forgotten without one", () => {
    expect(resultView(holding, "none", false)).toEqual({ kind: "none" });
    expect(resultView(holding, undefined, true)).toEqual({ kind: "none" });
    expect(resultView(initialContext({ audience: "ic" }), "type", true)).toEqual({ kind: "none" });
  });
  it("shows the result kept, or that it could not be read", () => {
    expect(resultView({ ...initialContext({ audience: "ic" }), result }, "type", true)).toEqual({ kind: "shown", result });
    expect(resultView({ ...initialContext({ audience: "ic" }), result: "unavailable" }, "type", true)).toEqual({ kind: "unavailable" });
  });
});

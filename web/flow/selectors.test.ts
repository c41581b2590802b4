import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Audience, CategoryId } from "../../schema/constants";
import type { Ranking } from "../../schema/ranking";
import { progressPercent } from "../ui/ProgressHeader";
import { currentPage, pageProgress } from "./selectors";
import { INTAKE, startFlow } from "./test-harness";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

type Actor = ReturnType<typeof startFlow>["actor"];
type Seen = { state: string; text: string | null; percent: number | null; dataset: string | null };

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
    seen.push({
      state,
      text: p && `Page ${p.page} of ${p.total}`,
      percent: p && progressPercent(p.page, p.total),
      dataset: p && (currentPage(c)?.dataset ?? null),
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

describe("page progress across both parts", () => {
  const paths: [string, Audience, Ranking, Ranking, string[]][] = [
    [
      "ceo, three pages in each part",
      "ceo",
      ALL,
      ALL,
      ["Page 1 of 6", "Page 2 of 6", "Page 3 of 6", "Page 4 of 6", "Page 5 of 6", "Page 6 of 6"],
    ],
    [
      "manager, Part 2 shorter than it could be",
      "manager",
      ALL,
      TWO,
      ["Page 1 of 6", "Page 2 of 6", "Page 3 of 6", "Page 4 of 5", "Page 5 of 5"],
    ],
    ["ic, one page then three", "ic", ONE, ALL, ["Page 1 of 4", "Page 2 of 4", "Page 3 of 4", "Page 4 of 4"]],
    ["ceo, Part 2 without pages", "ceo", TWO, NONE, ["Page 1 of 5", "Page 2 of 5"]],
    ["ic, Part 2 without pages", "ic", ALL, NONE, ["Page 1 of 6", "Page 2 of 6", "Page 3 of 6"]],
  ];
  it.each(paths)("%s: the pages read in order and the bar never falls back", async (_, audience, attraction, pursuer, texts) => {
    const seen = await walk(audience, attraction, pursuer);
    expect(dedupe(seen.map((s) => s.text))).toEqual(texts);
    const percents = seen.flatMap((s) => (s.percent === null ? [] : [s.percent]));
    percents.forEach((p, i) => expect(p).toBeGreaterThanOrEqual(percents[i - 1] ?? 0));
    // The end of Part 1 is not a full bar while Part 2 may follow.
    const lastPart1 = seen.filter((s) => s.dataset === "attraction").at(-1)!;
    expect(lastPart1.percent).toBeLessThan(100);
  });
});

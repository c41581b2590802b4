// The viewers' stats attacked (decision 082): random deployments over time, every figure a viewer was shown kept by the attacker,
// which must never isolate fewer than the floor. The steps are the surface's own (stepStats), fed the counts the Worker reads
// (who started after the funnel's cutoff, who completed after the others'), on people whose key (id and revision) changes with
// every save. Each kind of figure (how far people got,
// culture scores, types) is attacked on its own: one kind's figures say nothing about another kind's values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUDIENCES, type Audience } from "../constants";
import { isolatedSet } from "../anonymity/span-attack";
import { NOTHING_PUBLISHED, stepStats, type PublishedStats, type StatsChanges, type StatsFigures } from "./stats-privacy";

const SEED = 82;
const RUNS = 10_000;

type Person = {
  id: number;
  revision: number;
  startedAt: number;
  /** The moment of the last save that completed it (a completing save again moves it, as in save-statement.ts). */
  completedAt: number | null;
  audience: Audience;
  culture: boolean;
};
type Event =
  | { kind: "start"; audience: number }
  | { kind: "save"; who: number; completes: boolean; culture: boolean }
  | { kind: "erase"; who: number };

const eventArb: fc.Arbitrary<Event> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("start" as const), audience: fc.nat(AUDIENCES.length - 1) }) },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("save" as const), who: fc.nat(80), completes: fc.boolean(), culture: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("erase" as const), who: fc.nat(80) }) },
);
const historyArb = fc.array(fc.array(eventArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 });
const keyOf = (p: Person) => `${p.id}@${p.revision}`;

function apply(people: Person[], e: Event, next: number, at: number): Person[] {
  if (e.kind === "start")
    return [...people, { id: next, revision: 0, startedAt: at, completedAt: null, audience: AUDIENCES[e.audience]!, culture: false }];
  if (people.length === 0) return people;
  const who = e.who % people.length;
  if (e.kind === "erase") return people.filter((_, i) => i !== who);
  return people.map((p, i) =>
    i !== who
      ? p
      : {
          ...p,
          revision: p.revision + 1,
          completedAt: e.completes ? at : p.completedAt,
          culture: p.culture || (e.culture && p.audience !== "ceo"),
        },
  );
}

type Groups = { funnel: Person[]; culture: Person[]; types: Record<Audience, Person[]> };
const groupsOf = (people: Person[]): Groups => ({
  funnel: people,
  culture: people.filter((p) => p.culture),
  types: Object.fromEntries(AUDIENCES.map((a) => [a, people.filter((p) => p.completedAt !== null && p.audience === a)])) as Groups["types"],
});

/** The live figures by count: what the verdicts read. */
const countsOf = (g: Groups): StatsFigures => ({
  total: g.funnel.length,
  completed: AUDIENCES.reduce((n, a) => n + g.types[a].length, 0),
  thisWeek: 0,
  withCulture: g.culture.length,
  typesByAudience: Object.fromEntries(AUDIENCES.map((a) => [a, { Pending: g.types[a].length }])),
  cultureScoreHistogram: { rabbit: [g.culture.length], dog: [], cat: [] },
  funnel: [{ step: "intake-complete", count: g.funnel.length }],
});

/** What the Worker counts: the funnel's people who started after its cutoff; the others' who completed after theirs. */
const countAfter = (members: Person[], at: (p: Person) => number | null, cutoff: number | undefined) =>
  cutoff === undefined ? 0 : members.filter((p) => (at(p) ?? -1) > cutoff).length;
const started = (p: Person) => p.startedAt;
const completed = (p: Person) => p.completedAt;

/** Every figure a viewer was shown over the history, by kind: the people of each. */
function viewerHistory(history: Event[][], floor: number, stepped: boolean) {
  let people: Person[] = [];
  let next = 0;
  let published: PublishedStats = NOTHING_PUBLISHED;
  const seen = { funnel: [] as string[][], culture: [] as string[][], types: [] as string[][] };
  history.forEach((batch, moment) => {
    for (const e of batch) people = apply(people, e, next++, moment);
    const g = groupsOf(people);
    const changes: StatsChanges = stepped
      ? {
          funnel: countAfter(g.funnel, started, published.funnel?.cutoffMs),
          culture: countAfter(g.culture, completed, published.culture?.cutoffMs),
          types: Object.fromEntries(
            AUDIENCES.map((a) => [a, countAfter(g.types[a], completed, published.types[a]?.cutoffMs)]),
          ) as StatsChanges["types"],
        }
      : { funnel: floor, culture: floor, types: { ceo: floor, manager: floor, ic: floor } };
    const newest = { funnel: moment, culture: moment, types: { ceo: moment, manager: moment, ic: moment } };
    const step = stepStats(published, countsOf(g), changes, newest, moment, floor);
    if (step.next.funnel !== published.funnel) seen.funnel.push(g.funnel.map(keyOf));
    if (step.next.culture !== published.culture) seen.culture.push(g.culture.map(keyOf));
    for (const a of AUDIENCES) if (step.next.types[a] !== published.types[a]) seen.types.push(g.types[a].map(keyOf));
    published = step.next;
  });
  return seen;
}

describe("the viewers' stats over time", () => {
  it("never let the figures of one kind a viewer was shown isolate fewer than the floor", () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 3, max: 10 }), (history, floor) => {
        const seen = viewerHistory(history, floor, true);
        for (const figures of Object.values(seen)) expect(isolatedSet(figures, floor)).toBeNull();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  // The attacker has teeth: the same histories published at every look, each group from the floor on, give people away.
  it("catches the same histories without the steps", () => {
    const result = fc.check(
      fc.property(historyArb, fc.integer({ min: 3, max: 10 }), (history, floor) =>
        Object.values(viewerHistory(history, floor, false)).every((figures) => isolatedSet(figures, floor) === null),
      ),
      { seed: SEED, numRuns: 500 },
    );
    expect(result.failed).toBe(true);
  });
});

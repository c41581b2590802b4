// Publishing in steps over time (decision 081): an audience keeps every figure it was shown, so a figure may change only when the
// change cannot be pinned on fewer than the floor's number of people, counted against everything that audience has seen.
import { checkFloor } from "./floor";

/** A figure as an audience was shown it: the people it covers (keys that change when a person's values change) and when. */
export type Published<T> = { figure: T; members: readonly string[]; atMs: number };

/**
 * What one audience (the viewers, the sponsors, the managers' views) has been shown: each group's last figure, and the people of
 * every figure it was ever shown split into blocks, each block the people covered by exactly the same figures. Stored by the caller.
 */
export type Ledger<T> = { blocks: readonly (readonly string[])[]; groups: Readonly<Record<string, Published<T>>> };

export const emptyLedger = <T>(): Ledger<T> => ({ blocks: [], groups: {} });

/** The group as it is now. */
export type Snapshot<T> = { members: readonly string[]; figure: T; atMs: number };

/** What to show (null: nothing yet), the ledger to store, whether the figure moved, and how many more changes it waits for. */
export type Step<T> = { ledger: Ledger<T>; shown: Published<T> | null; stepped: boolean; needed: number };

/**
 * The figure an audience may see of `group` now. The new figure is published when the people who joined, plus in each block the
 * smaller of those in the group and those out of it, number at least the floor: no sum and difference of the old figures then
 * comes within fewer people of the new one (decision 081 proves it). A group made of whole blocks, every one at least the floor, is
 * published too: every figure is then a sum over such blocks. Otherwise the last figure stays, however the group's figure moved.
 *
 * For a group that only grows this is "floor-many joined since the last figure"; a leaver counts as one change while their block
 * keeps the floor. Forgetting an erased person in the ledger only makes the rule stricter.
 */
export function publishStep<T>(ledger: Ledger<T>, group: string, current: Snapshot<T>, floor: number): Step<T> {
  checkFloor(floor);
  const members = new Set(current.members);
  if (members.size !== current.members.length) throw new RangeError(`The members of ${group} repeat a key`);
  const last = ledger.groups[group] ?? null;
  if (last && last.members.length === members.size && last.members.every((m) => members.has(m)))
    return { ledger, shown: last, stepped: false, needed: 0 };

  const seen = new Set(ledger.blocks.flat());
  const joined = current.members.filter((m) => !seen.has(m));
  const splits = ledger.blocks.map((block) => {
    const inside = block.filter((m) => members.has(m));
    return { inside, outside: block.filter((m) => !members.has(m)) };
  });
  const change = joined.length + splits.reduce((sum, s) => sum + Math.min(s.inside.length, s.outside.length), 0);
  const wholeLargeBlocks = change === 0 && ledger.blocks.every((b) => b.length >= floor);
  if (change < floor && !wholeLargeBlocks) return { ledger, shown: last, stepped: false, needed: floor - change };

  const blocks = [...splits.flatMap((s) => [s.inside, s.outside]), joined].filter((b) => b.length > 0);
  const shown: Published<T> = { figure: current.figure, members: [...current.members], atMs: current.atMs };
  return { ledger: { blocks, groups: { ...ledger.groups, [group]: shown } }, shown, stepped: true, needed: 0 };
}

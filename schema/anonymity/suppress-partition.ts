// Complementary suppression (decision 081), as statistics offices do it: where a total and its parts are shown, no hidden part may
// be recovered, alone or with other hidden parts, by subtracting the shown ones from the total.
import { checkFloor } from "./floor";
import { checkCount, COMPLEMENT, reportable, SHOWN, underFloor, type Verdict } from "./reportable";

export type PartitionVerdict = { total: Verdict; parts: Verdict[] };

/**
 * What of a total and its parts an audience may see; every count is of people unknown to it. The parts need not cover the total:
 * what they leave out (responses with no language, say) is a part that is never shown.
 *
 * 1. A total under the floor hides everything.
 * 2. Primary: a part under the floor (and not empty) is hidden.
 * 3. Secondary, until neither holds: while exactly one non-empty part is hidden (and nothing is left out), or the hidden parts
 *    and what is left out together hold fewer than the floor, the smallest shown non-empty part is hidden too (the total minus
 *    the shown parts is the hidden ones' sum).
 *
 * Then every non-empty shown part and the hidden parts' union each hold at least the floor, so no sum and difference of the shown
 * figures rests on fewer (the span criterion of decision 081).
 */
export function suppressPartition(total: number, parts: readonly number[], floor: number): PartitionVerdict {
  checkFloor(floor);
  checkCount(total, "A total");
  parts.forEach((p) => checkCount(p, "A part"));
  const listed = parts.reduce((a, p) => a + p, 0);
  if (listed > total) throw new RangeError(`The parts (${listed}) hold more people than their total (${total})`);
  const totalVerdict = reportable(total, floor);
  if (!totalVerdict.shown) return { total: totalVerdict, parts: parts.map((p) => underFloor(p, floor)) };

  const verdicts: Verdict[] = parts.map((p) => reportable(p, floor));
  const unlisted = total - listed;
  for (;;) {
    const hidden = parts.filter((p, i) => p > 0 && !verdicts[i]!.shown);
    const hiddenSum = hidden.reduce((a, p) => a + p, 0) + unlisted;
    // What the parts leave out is never shown, so it may be worked out when it holds the floor; a hidden part may not.
    const alone = hidden.length === 1 && unlisted === 0;
    const recoverable = alone || (hiddenSum > 0 && hiddenSum < floor);
    if (!recoverable) break;
    const next = smallestShown(parts, verdicts);
    if (next === -1) break;
    verdicts[next] = COMPLEMENT;
  }
  return { total: SHOWN, parts: verdicts };
}

/** The index of the smallest shown non-empty part (the first of equals), or -1. */
function smallestShown(parts: readonly number[], verdicts: readonly Verdict[]): number {
  let best = -1;
  parts.forEach((p, i) => {
    if (p > 0 && verdicts[i]!.shown && (best === -1 || p < parts[best]!)) best = i;
  });
  return best;
}

/** A group and the groups it splits into: the deployment into teams, a team into its audiences. */
export type Group = { count: number; parts?: readonly Group[] };
export type GroupVerdict = { verdict: Verdict; parts?: GroupVerdict[] };

/**
 * Nested partitions, one level at a time: the top group by `reportable`, each shown group's parts by `suppressPartition`, and every
 * part of a hidden group hidden (a shown part of a hidden group would be subtracted from the shown groups around it).
 */
export function suppressTree(root: Group, floor: number): GroupVerdict {
  return verdictOf(root, reportable(root.count, floor), floor);
}

function verdictOf(group: Group, verdict: Verdict, floor: number): GroupVerdict {
  if (!group.parts) return { verdict };
  const counts = group.parts.map((p) => p.count);
  const partVerdicts = verdict.shown ? suppressPartition(group.count, counts, floor).parts : counts.map((n) => hiddenWith(n, floor));
  return { verdict, parts: group.parts.map((p, i) => verdictOf(p, partVerdicts[i]!, floor)) };
}

/** A part of a hidden group: under the floor says so; otherwise it is hidden for its group's sake. */
const hiddenWith = (n: number, floor: number): Verdict => (n < floor ? underFloor(n, floor) : COMPLEMENT);

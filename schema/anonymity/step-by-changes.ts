// Publishing in steps for a group too large to keep a ledger of (decision 082): the whole deployment, as viewers see its figures.
// The group's people are counted, not listed: a figure moves once at least the floor's number of people changed since the last one.
import { checkFloor } from "./floor";
import { checkCount } from "./reportable";

/** The last figure an audience was shown of the group, and the newest change it took in. */
export type PublishedFigure<T> = { figure: T; cutoffMs: number; publishedAtMs: number };

/**
 * Whether to publish the group's current figure. `changedSince`: the people whose values changed (saved, edited or arrived) after
 * the last figure's cutoff. Each of them carries a new key (id and revision), so they are `joined` people in publishStep's terms, and
 * publishStep's change is at least their number: whenever this rule publishes, publishStep would too (the attack tests check it).
 * People who left (erased) are not counted: the figure they are in stays until floor-many others change. Stricter, never looser.
 */
export function stepByChanges<T>(last: PublishedFigure<T> | null, changedSince: number, floor: number): "publish" | "keep" {
  checkFloor(floor);
  checkCount(changedSince, "A number of changed people");
  return last === null || changedSince >= floor ? "publish" : "keep";
}

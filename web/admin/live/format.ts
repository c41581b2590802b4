import { ageLevel, type AgeLevel, type LiveDevice } from "../../../schema/live/live-board";

// Numbers and times in the browser's locale (docs/admin.md#the-live-board); the admin's words stay English.
const numbers = new Intl.NumberFormat();
export const count = (n: number) => numbers.format(n);

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const dated = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
/** A time today as the clock shows it; an older one with its date. */
export const timeOf = (ms: number, now: number) => (now - ms < 20 * 60 * 60_000 ? clock : dated).format(ms);

const bytes = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
export function size(n: number): string {
  if (n < 1024 * 1024) return `${bytes.format(n / 1024)} KB`;
  if (n < 1024 * 1024 * 1024) return `${bytes.format(n / 1024 / 1024)} MB`;
  return `${bytes.format(n / 1024 / 1024 / 1024)} GB`;
}

/**
 * A tile's waiting line: how many saves wait and since when the oldest has ("3 waiting since 10:42"), with a word for its age
 * level so colour is never the only sign.
 */
export function waiting(
  d: Pick<LiveDevice, "pending" | "oldestPendingAt">,
  now: number,
): { text: string; level: AgeLevel | null; word: string | null } {
  if (d.pending === 0 || d.oldestPendingAt === null) return { text: "Nothing waiting", level: null, word: null };
  const level = ageLevel(now - d.oldestPendingAt);
  const word = level === "red" ? "Over 15 min" : level === "amber" ? "Over 5 min" : null;
  return { text: `${count(d.pending)} waiting since ${timeOf(d.oldestPendingAt, now)}`, level, word };
}

export function storage(d: Pick<LiveDevice, "persisted" | "storageUsage" | "storageQuota">): string {
  const kept = d.persisted === null ? "Unknown" : d.persisted ? "Persisted" : "Not persisted";
  if (d.storageUsage === null) return kept;
  return `${kept}, ${size(d.storageUsage)}${d.storageQuota ? ` of ${size(d.storageQuota)}` : ""}`;
}

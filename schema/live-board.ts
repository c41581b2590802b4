// The live event board (docs/admin.md#the-live-board): what the snapshot and each pushed update carry, and
// the pure rules the board applies to them (sequence numbers and gaps, counters, ages, announcements).
import * as z from "zod/mini";
import type { CultureScores } from "./scoring";
import { MIN_AGGREGATE_MEMBERS, type MatchDistribution, type ProfileSource } from "./teams";

/** The floor of the team page (schema/teams.ts): profiles and spreads over fewer members are not shown. */
export const LIVE_FLOOR = MIN_AGGREGATE_MEMBERS;

/** One device as its last health report left it, with its team resolved and its last save seen by the server. */
export type LiveDevice = {
  deviceId: string;
  label: string | null;
  kiosk: boolean;
  teamId: string | null;
  teamName: string | null;
  pending: number;
  failed: number;
  /** Server time (ms) the oldest waiting save was queued, from the report's age; null when none waits. */
  oldestPendingAt: number | null;
  appVersion: string;
  persisted: boolean | null;
  storageUsage: number | null;
  storageQuota: number | null;
  lastError: string | null;
  /** Server time (ms) of the last report. */
  reportedAt: number;
  /** Server time (ms) of the newest save the server holds from this device; null for none. */
  lastSaveAt: number | null;
};

export type Counts = { started: number; completed: number };
/** Per minute of the last hour (minute = floor(ms / 60,000)): responses started and completed in it; minutes with none are left out. */
export type MinuteCounts = [minute: number, started: number, completed: number][];

/** A team's counters and, from 5 matches on, its profile and match spread (the team page's rules). `teamId` null: responses in no team. */
export type LiveTeam = {
  teamId: string | null;
  name: string;
  today: Counts;
  minutes: MinuteCounts;
  /** The profile once it rests on at least MIN_AGGREGATE_MEMBERS completed members (or a confirmed manager); else null. */
  profile: CultureScores | null;
  profileSource: ProfileSource | null;
  /** Completed members with culture scores: how far the profile has formed. */
  profileMembers: number;
  /** The match spread over MATCH_BUCKETS once there are MIN_AGGREGATE_MEMBERS matches; else null. */
  spread: MatchDistribution | null;
  matches: number;
};

/** What changed, as the Worker told the board's Durable Object after the commit. */
export type LiveEvent =
  | { kind: "save"; deviceId: string | null; responseId: string; revision: number; completed: boolean }
  | { kind: "health"; deviceId: string };

/**
 * The events of one update, one per response (its highest revision, completed if any save completed it)
 * and one per reporting device, in the order first seen: a response saved 300 times in a busy second
 * costs the boards one entry, so an update's size follows the responses in progress, not the save rate.
 */
export function latestEvents(events: readonly LiveEvent[]): LiveEvent[] {
  const kept = new Map<string, LiveEvent>();
  for (const e of events) {
    const key = e.kind === "save" ? `save:${e.responseId}` : `health:${e.deviceId}`;
    const before = kept.get(key);
    if (e.kind === "save" && before?.kind === "save")
      kept.set(key, { ...(e.revision >= before.revision ? e : before), completed: e.completed || before.completed });
    else if (!before) kept.set(key, e);
  }
  return [...kept.values()];
}

/** GET /api/admin/live: everything the board shows, read from D1, and the sequence number it corresponds to. */
export type LiveSnapshot = {
  seq: number;
  /** Server time of the read (ms). */
  at: number;
  /** The start of the day the "today" counters count from (ms), as the board asked (its local midnight). */
  dayStart: number;
  devices: LiveDevice[];
  teams: LiveTeam[];
};

/**
 * A pushed change: every team's counters (absolute), the rows of the devices that reported (whole rows) and
 * the events behind them (latestEvents: a save stands for every earlier revision of its response). A save moves its device's last save to the update's time: no row is read for it.
 */
export type LiveUpdate = { type: "update"; seq: number; at: number; teams: LiveTeam[]; devices: LiveDevice[]; events: LiveEvent[] };

/**
 * The devices a board is sent: those that reported within this window, at most MAX_LIVE_DEVICES, the last day's first
 * (kiosks first among them); those unseen for more than EARLIER_AFTER_MS are its "Earlier devices" (boardDevices, below).
 */
export const LIVE_DEVICE_WINDOW_MS = 7 * 24 * 60 * 60_000;
export const MAX_LIVE_DEVICES = 200;
/** A device is online while its last report is younger than this (two and a half heartbeats). */
export const ONLINE_WINDOW_MS = 75_000;
/** A waiting save's age turns amber at 5 minutes and red at 15 (docs/admin.md#the-live-board). */
export const AGE_AMBER_MS = 5 * 60_000;
export const AGE_RED_MS = 15 * 60_000;
/** Without a socket the board reloads the snapshot this often. */
export const POLL_MS = 10_000;
/** At most one screen-reader announcement per this many ms, summarising what happened meanwhile. */
export const ANNOUNCE_MS = 8_000;

export type AgeLevel = "ok" | "amber" | "red";
export const ageLevel = (ageMs: number): AgeLevel => (ageMs >= AGE_RED_MS ? "red" : ageMs >= AGE_AMBER_MS ? "amber" : "ok");

/** Online while the board heard from the device within ONLINE_WINDOW_MS (its report or a save: lastSeen, below). */
export const isOnline = (d: Pick<LiveDevice, "reportedAt" | "lastSaveAt">, now: number) => now - lastSeen(d) < ONLINE_WINDOW_MS;

/** The board's "today": midnight in the browser's own timezone (decision 057). */
export function localDayStart(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

export const minuteOf = (ms: number) => Math.floor(ms / 60_000);

/** Started and completed in the 60 minutes up to `now` (to the minute). */
export function lastHour(minutes: MinuteCounts, now: number): Counts {
  const from = minuteOf(now) - 59;
  let started = 0;
  let completed = 0;
  for (const [m, s, c] of minutes) {
    if (m < from) continue;
    started += s;
    completed += c;
  }
  return { started, completed };
}

/** Every team's counters added up. */
export function totals(teams: readonly LiveTeam[], now: number): { today: Counts; lastHour: Counts } {
  const sum = { today: { started: 0, completed: 0 }, lastHour: { started: 0, completed: 0 } };
  for (const t of teams) {
    const hour = lastHour(t.minutes, now);
    sum.today.started += t.today.started;
    sum.today.completed += t.today.completed;
    sum.lastHour.started += hour.started;
    sum.lastHour.completed += hour.completed;
  }
  return sum;
}

/** Kiosks first, then the most recently heard from; the id breaks a tie. */
export function byKioskThenRecent(a: LiveDevice, b: LiveDevice): number {
  return Number(b.kiosk) - Number(a.kiosk) || b.reportedAt - a.reportedAt || (a.deviceId < b.deviceId ? -1 : 1);
}

/** An update on top of a board: the teams replaced, each reported device's row replaced (or added), each saving device's last save moved. */
export function applyUpdate(board: LiveSnapshot, update: LiveUpdate): LiveSnapshot {
  const changed = new Map(update.devices.map((d) => [d.deviceId, d]));
  const saved = new Set(update.events.flatMap((e) => (e.kind === "save" && e.deviceId ? [e.deviceId] : [])));
  const kept = board.devices.filter((d) => !changed.has(d.deviceId));
  const devices = [...kept, ...changed.values()]
    .map((d) => (saved.has(d.deviceId) && (d.lastSaveAt ?? 0) < update.at ? { ...d, lastSaveAt: update.at } : d))
    .sort(byKioskThenRecent)
    .slice(0, MAX_LIVE_DEVICES);
  return { ...board, seq: update.seq, at: update.at, teams: update.teams, devices };
}

/**
 * What a board does with an update: one right after its sequence number is applied, an older or repeated
 * one is ignored, and one further on means updates were missed: the board reloads the snapshot.
 */
export type Receipt = { kind: "applied"; board: LiveSnapshot } | { kind: "ignored" } | { kind: "gap" };
export function receive(board: LiveSnapshot, update: LiveUpdate): Receipt {
  if (update.seq <= board.seq) return { kind: "ignored" };
  if (update.seq !== board.seq + 1) return { kind: "gap" };
  return { kind: "applied", board: applyUpdate(board, update) };
}

/** A fresh snapshot and the updates that arrived while it loaded: those after it are applied in order; a gap among them asks for another snapshot. */
export function catchUp(snapshot: LiveSnapshot, buffered: readonly LiveUpdate[]): LiveSnapshot | null {
  let board = snapshot;
  for (const update of [...buffered].sort((a, b) => a.seq - b.seq)) {
    const r = receive(board, update);
    if (r.kind === "gap") return null;
    if (r.kind === "applied") board = r.board;
  }
  return board;
}

/** A device's name on the board: its staff label, else "Kiosk" or "Browser" and the start of its id. */
export const deviceName = (d: Pick<LiveDevice, "label" | "kiosk" | "deviceId">) =>
  d.label || `${d.kiosk ? "Kiosk" : "Browser"} ${d.deviceId.slice(0, 8)}`;

/**
 * What a screen-reader user should hear about the change from `before` to `after`: completions, devices
 * whose waiting saves cleared or grew old, and devices going offline or coming back (`before` as it
 * stood at `beforeAt`, `after` at `now`: time alone takes a device offline). Empty when nothing
 * important changed; the board speaks these at most once per ANNOUNCE_MS (summarised).
 */
export function changesToAnnounce(before: LiveSnapshot, beforeAt: number, after: LiveSnapshot, now: number): string[] {
  const said: string[] = [];
  const done =
    after.dayStart === before.dayStart ? totals(after.teams, now).today.completed - totals(before.teams, now).today.completed : 0;
  if (done > 0) said.push(`${done} ${done === 1 ? "response" : "responses"} completed`);
  const old = new Map(before.devices.map((d) => [d.deviceId, d]));
  for (const d of after.devices) {
    const was = old.get(d.deviceId);
    const name = deviceName(d);
    if (was && was.pending > 0 && d.pending === 0) said.push(`${name} has uploaded everything`);
    const wasLevel = was?.oldestPendingAt != null ? ageLevel(beforeAt - was.oldestPendingAt) : "ok";
    const level = d.oldestPendingAt !== null ? ageLevel(now - d.oldestPendingAt) : "ok";
    if (level === "red" && wasLevel !== "red") say(said, `${name} has saves waiting over 15 minutes`);
    if (d.kiosk && was && isOnline(was, beforeAt) !== isOnline(d, now))
      say(said, `${name} is ${isOnline(d, now) ? "back online" : "offline"}`);
  }
  return said;
}

const say = (said: string[], phrase: string) => {
  if (!said.includes(phrase)) said.push(phrase);
};

/** GET /api/admin/live and its socket: `?dayStart=` the board's local midnight in ms (within the last two days). */
export const LiveQuerySchema = z.object({
  dayStart: z
    .string({ error: "dayStart is required (the board's local midnight in ms)" })
    .check(z.regex(/^\d{1,15}$/, "dayStart must be a time in ms")),
});

/** A day start a board may ask for: within the 48 hours before now (every timezone's midnight is). */
export const isDayStart = (ms: number, now: number) => Number.isSafeInteger(ms) && ms <= now && ms > now - 48 * 60 * 60_000;

// ---------------------------------------------------------------------------------------------------------------------
// How the board shows the devices (docs/admin.md#the-live-board, decision 071): one tile per device in the main view,
// the ones gone quiet under "Earlier devices", and "Seen" never earlier than "Last save". Presentation only: nothing
// here changes what the server sends.

/** A device unseen for longer than this leaves the main view for "Earlier devices". */
export const EARLIER_AFTER_MS = 24 * 60 * 60_000;

/**
 * When the board last heard from a device: its last report or its newest save the server holds, whichever is later.
 * A save that reached the server is a sighting, so "Last save" is never after "Seen" (a respondent's browser reports
 * rarely, and a save moves the last save without a report).
 */
export const lastSeen = (d: Pick<LiveDevice, "reportedAt" | "lastSaveAt">): number => Math.max(d.reportedAt, d.lastSaveAt ?? d.reportedAt);

/**
 * An earlier device: unseen for more than EARLIER_AFTER_MS, or a respondent's browser (never a kiosk) no longer online
 * with nothing waiting, which is a closed browser: it has nothing left for the booth to watch.
 */
export function isEarlier(d: Pick<LiveDevice, "kiosk" | "pending" | "reportedAt" | "lastSaveAt">, now: number): boolean {
  if (now - lastSeen(d) > EARLIER_AFTER_MS) return true;
  return !d.kiosk && d.pending === 0 && !isOnline(d, now);
}

// Names as people number tablets: "Tablet 2" before "Tablet 10".
const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

/** The main view's order, which reports do not reshuffle (a wall of tiles must not move): kiosks first, then by name, then id. */
export function byKioskThenName(a: LiveDevice, b: LiveDevice): number {
  return Number(b.kiosk) - Number(a.kiosk) || byName.compare(deviceName(a), deviceName(b)) || (a.deviceId < b.deviceId ? -1 : 1);
}

/** The board's two groups: the tiles of the main view in a stable order, and the earlier devices, most recently seen first. */
export function boardDevices(devices: readonly LiveDevice[], now: number): { current: LiveDevice[]; earlier: LiveDevice[] } {
  const current: LiveDevice[] = [];
  const earlier: LiveDevice[] = [];
  for (const d of devices) (isEarlier(d, now) ? earlier : current).push(d);
  current.sort(byKioskThenName);
  earlier.sort((a, b) => lastSeen(b) - lastSeen(a) || (a.deviceId < b.deviceId ? -1 : 1));
  return { current, earlier };
}

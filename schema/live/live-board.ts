// The live event board (docs/admin.md#the-live-board): what the snapshot and each pushed update carry, and
// the pure rules the board applies to them (sequence numbers and gaps, counters, ages, announcements).
import * as z from "zod/mini";
import type { CultureScores } from "../assessment/scoring";
import type { MarkedFigure } from "../teams/match-spread";
import type { MatchDistribution, ProfileSource } from "../teams/teams";

/** One device as its last health report left it, with its team resolved and its last save seen by the server. */
export type LiveDevice = {
  deviceId: string;
  label: string | null;
  kiosk: boolean;
  /** The team the kiosk is bound to: only for roles that may read teams (schema/live/live-board-views.ts). */
  teamId?: string | null;
  teamName?: string | null;
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

/** Responses started and completed today and per minute of the last hour: one team's, or every team's together. */
export type LiveCounters = { today: Counts; minutes: MinuteCounts };

/**
 * A team's counters, its mean profile and its match spread (the team page's rules). Only owners and admins get teams, and they see every
 * figure, marked where the sponsor audience would see it hidden at the deployment's anonymity floor (decision 081). `teamId` null:
 * responses in no team.
 */
export type LiveTeam = {
  teamId: string | null;
  name: string;
  today: Counts;
  minutes: MinuteCounts;
  /**
   * The members' mean, marked; null without one. A confirmed manager's profile is one person's scores: never on the board (null,
   * with profileSource "manager", decision 061).
   */
  profile: MarkedFigure<CultureScores> | null;
  profileSource: ProfileSource | null;
  /** Completed members with culture scores: how far the profile has formed. */
  profileMembers: number;
  /** The match spread over MATCH_BUCKETS, marked; null for a team without matches. */
  spread: MarkedFigure<MatchDistribution> | null;
  matches: number;
};

/** What changed, as the Worker told the board's Durable Object after the commit. */
export type LiveEvent =
  | { kind: "save"; deviceId: string | null; responseId: string; revision: number; completed: boolean }
  | { kind: "health"; deviceId: string };

/** An event as a board receives it: a save names its response only to roles that may read teams (schema/live/live-board-views.ts). */
export type BoardEvent = LiveEvent | { kind: "save"; deviceId: string | null };

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
  /** Every team's counters together (the "All teams" figures). */
  all: LiveCounters;
  /** Per team: only for roles that may read teams (schema/live/live-board-views.ts). */
  teams?: LiveTeam[];
};

/**
 * A pushed change: the counters (absolute), the rows of the devices that reported (whole rows) and the events
 * behind them (latestEvents: a save stands for every earlier revision of its response). A save moves its
 * device's last save to the update's time: no row is read for it. `teams` as in the snapshot.
 */
export type LiveUpdate = {
  type: "update";
  seq: number;
  at: number;
  all: LiveCounters;
  teams?: LiveTeam[];
  devices: LiveDevice[];
  events: BoardEvent[];
};

/**
 * The devices a board is sent: those that reported within this window, at most MAX_LIVE_DEVICES, in boardOrder: devices
 * the server holds saves from first, then the last day's, kiosks first among them; those unseen for more than
 * EARLIER_AFTER_MS are its "Earlier devices" (boardDevices, below).
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

/** Every team's counters together: today's added, the minutes merged. */
export function countersOf(teams: readonly Pick<LiveTeam, "today" | "minutes">[]): LiveCounters {
  const today = { started: 0, completed: 0 };
  const minutes = new Map<number, [number, number]>();
  for (const t of teams) {
    today.started += t.today.started;
    today.completed += t.today.completed;
    for (const [m, s, c] of t.minutes) {
      const sum = minutes.get(m) ?? [0, 0];
      minutes.set(m, [sum[0] + s, sum[1] + c]);
    }
  }
  return { today, minutes: [...minutes.entries()].sort((a, b) => a[0] - b[0]).map(([m, [s, c]]) => [m, s, c]) };
}

/** The "All teams" figures: today's, and the last hour's up to `now`. */
export const totals = (all: LiveCounters, now: number): { today: Counts; lastHour: Counts } => ({
  today: all.today,
  lastHour: lastHour(all.minutes, now),
});

/**
 * Which MAX_LIVE_DEVICES devices a board keeps, as of `now` (the server's query orders them the same way): devices the
 * server holds saves from first (a flood of invented ids that never saved cannot push a working tablet off the board),
 * then those that reported in the last day, then kiosks, then the most recently heard from; the id breaks a tie.
 */
export const boardOrder =
  (now: number) =>
  (a: LiveDevice, b: LiveDevice): number => {
    const today = (d: LiveDevice) => Number(now - d.reportedAt <= EARLIER_AFTER_MS);
    return (
      Number(b.lastSaveAt !== null) - Number(a.lastSaveAt !== null) ||
      today(b) - today(a) ||
      Number(b.kiosk) - Number(a.kiosk) ||
      b.reportedAt - a.reportedAt ||
      (a.deviceId < b.deviceId ? -1 : 1)
    );
  };

/**
 * An update on top of a board: the counters replaced, each reported device's row replaced (or added), each saving
 * device's last save moved.
 */
export function applyUpdate(board: LiveSnapshot, update: LiveUpdate): LiveSnapshot {
  const changed = new Map(update.devices.map((d) => [d.deviceId, d]));
  const saved = new Set(update.events.flatMap((e) => (e.kind === "save" && e.deviceId ? [e.deviceId] : [])));
  const kept = board.devices.filter((d) => !changed.has(d.deviceId));
  const devices = [...kept, ...changed.values()]
    .map((d) => (saved.has(d.deviceId) && (d.lastSaveAt ?? 0) < update.at ? { ...d, lastSaveAt: update.at } : d))
    .sort(boardOrder(update.at))
    .slice(0, MAX_LIVE_DEVICES);
  const { teams: _old, ...rest } = board;
  return { ...rest, seq: update.seq, at: update.at, all: update.all, ...(update.teams ? { teams: update.teams } : {}), devices };
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

/**
 * A fresh snapshot and the updates that arrived while it loaded: those after it are applied in order; a gap among them asks for another
 * snapshot.
 */
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
  const done = after.dayStart === before.dayStart ? after.all.today.completed - before.all.today.completed : 0;
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

/** The close code of a board's socket whose session ended (logout, revoked, role changed, user removed, expired): sign in again. */
export const SESSION_ENDED_CLOSE = 4401;
/** Boards one session may hold open at once: a few tabs or screens, not hundreds. */
export const MAX_BOARDS_PER_SESSION = 5;
/** Different days (`dayStart`s) the object counts at once: each costs its own counter reads per update. */
export const MAX_BOARD_DAYS = 8;

/** GET /api/admin/live and its socket: `?dayStart=` the board's local midnight in ms (within the last two days). */
export const LiveQuerySchema = z.object({
  dayStart: z
    .string({ error: "dayStart is required (the board's local midnight in ms)" })
    .check(z.regex(/^\d{1,15}$/, "dayStart must be a time in ms")),
});

/** Every timezone's offset is a whole number of quarter hours, so every local midnight falls on one. */
export const DAY_START_STEP_MS = 15 * 60_000;

/** A day start a board may ask for: a quarter hour within the 48 hours before now (every timezone's midnight is one). */
export const isDayStart = (ms: number, now: number) =>
  Number.isSafeInteger(ms) && ms % DAY_START_STEP_MS === 0 && ms <= now && ms > now - 48 * 60 * 60_000;

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

import { DurableObject } from "cloudflare:workers";
import {
  countersOf,
  latestEvents,
  MAX_BOARD_DAYS,
  MAX_BOARDS_PER_SESSION,
  SESSION_ENDED_CLOSE,
  type LiveEvent,
  type LiveSnapshot,
  type LiveUpdate,
} from "../../schema/live/live-board";
import { boardView, updateFor, type BoardView } from "../../schema/live/live-board-views";
import type { ApiError } from "../../schema/save/payload";
import { isRole, type Role } from "../../schema/identity/roles";
import { liveSessionIds } from "../identity/sessions";
import { BadEnvironment, workerConfig } from "../http/env";
import { sessionRules } from "../identity/session";
import { readBoard, readUpdate, TeamNames, teamForming, type TeamForming } from "./board-state";

/** The one object of a deployment (docs/scaling.md#the-live-board-object: when to split it). */
export const LIVE_BOARD_NAME = "live-board";

/** Who holds a board's socket: its session's row id, the user and the role it was opened with (decision 060). */
export type BoardHolder = { sid: string; userId: string; role: Role };
type Attachment = BoardHolder & { dayStart: number };

/** Sessions that ended: by their row ids, or every session of these users (a role change, a removal). */
export type EndedSessions = { sids?: string[]; userIds?: string[] };

/**
 * How often the object checks the sessions of its open sockets while any is open: idle and absolute expiry,
 * a new password or sign-on secret end a session without a request, so no route can tell the object.
 */
export const SESSION_CHECK_MS = 10_000;

/** The internal address the Worker hands an authenticated upgrade to (worker/live/admin-live.ts). */
export function socketRequest(dayStart: number, holder: BoardHolder): Request {
  const query = new URLSearchParams({ dayStart: String(dayStart), sid: holder.sid, userId: holder.userId, role: holder.role });
  return new Request(`https://live-board/socket?${query}`, { headers: { Upgrade: "websocket" } });
}

const attachmentOf = (ws: WebSocket) => (ws.deserializeAttachment() ?? {}) as Partial<Attachment>;

const tooMany = (path: string, message: string) =>
  Response.json({ error: "Too many live boards", issues: [{ path, message }] } satisfies ApiError, { status: 429 });

/**
 * Updates are at least this far apart: a busy booth's saves are read from D1 and sent together, so the
 * object's reads (and the boards' messages) stay under 1000 / FLUSH_GAP_MS a second however fast saves
 * come, and cost the save path little (docs/performance.md#the-live-board). The first change after a
 * quiet spell goes out at once.
 */
export const FLUSH_GAP_MS = 200;
/**
 * Under a burst the gap grows with the rate of changes (per second, over the last gap): 200 ms up to 100
 * changes a second, 500 ms up to 200, then a second. The boards' cost stays a small share of the save
 * path's however hard a booth saves (bench:live); a rate, not a count, so a slow read cannot feed itself.
 */
export const flushGapMs = (changesPerSecond: number) => (changesPerSecond <= 100 ? FLUSH_GAP_MS : changesPerSecond <= 200 ? 500 : 1000);

/** A snapshot read this recently, with no update since, answers a polling board again instead of D1. */
const SNAPSHOT_REUSE_MS = 2_000;

/**
 * The live event board's Durable Object (docs/architecture.md#the-live-board, decision 055). It holds the
 * boards' WebSockets through the Hibernation API, so an idle board costs nothing: the object may be
 * evicted while they stay connected, and wakes for the next change. The Worker tells it of each commit
 * (`changed`, after the answer, through waitUntil); it reads the board's state from D1 once per burst of
 * changes and sends every board the same update, numbered. Every D1 read of the object runs one after
 * another, and the sequence number moves with them, so an update numbered above a snapshot's was read
 * after it: a board never applies an older state over a newer one.
 */
export class LiveBoard extends DurableObject<Env> {
  private seq = 0;
  private pending: LiveEvent[] = [];
  private flushing = false;
  private reads: Promise<unknown> = Promise.resolve();
  /** Each team's profile and spread, read again only after a completion (they change with nothing else). */
  private forming = new Map<string, TeamForming>();
  private lastSnapshot = new Map<number, LiveSnapshot>();
  /** Team names between updates (read again after a minute: a rename shows within it). */
  private names = new TeamNames();
  /** Whether this wake of the object has made sure a session check is scheduled. */
  private checkScheduled = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Boards ping to keep their connection; answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
    // The number survives eviction (boards stay connected through it), so it never goes back.
    void ctx.blockConcurrencyWhile(async () => {
      this.seq = (await ctx.storage.get<number>("seq")) ?? 0;
    });
  }

  /**
   * A board's WebSocket, already authenticated by the Worker (worker/live/admin-live.ts, socketRequest),
   * which names its session. A session holds at most MAX_BOARDS_PER_SESSION boards, and the object counts
   * at most MAX_BOARD_DAYS different days (each costs its own reads per update): beyond, 429.
   */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const query = new URL(request.url).searchParams;
    const dayStart = Number(query.get("dayStart"));
    const [sid, userId, role] = [query.get("sid"), query.get("userId"), query.get("role")];
    if (!sid || !userId || !isRole(role)) return new Response("Expected a session", { status: 400 });
    const held = this.ctx.getWebSockets().map(attachmentOf);
    if (held.filter((a) => a.sid === sid).length >= MAX_BOARDS_PER_SESSION)
      return tooMany("", `This session has ${MAX_BOARDS_PER_SESSION} live boards open already: close one first`);
    const days = new Set(held.map((a) => a.dayStart));
    if (!days.has(dayStart) && days.size >= MAX_BOARD_DAYS)
      return tooMany(
        "dayStart",
        `Live boards are open for ${MAX_BOARD_DAYS} different days already; this board refreshes every 10 seconds instead`,
      );
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ dayStart, sid, userId, role } satisfies Attachment);
    await this.checkSessionsSoon();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Closes the boards of sessions that ended (worker/live/notify.ts endLiveSessions); answers how many. */
  async endSessions(ended: EndedSessions): Promise<number> {
    const sids = new Set(ended.sids ?? []);
    const users = new Set(ended.userIds ?? []);
    const closing = this.ctx.getWebSockets().filter((ws) => {
      const a = attachmentOf(ws);
      return (a.sid !== undefined && sids.has(a.sid)) || (a.userId !== undefined && users.has(a.userId));
    });
    closeEnded(closing);
    return closing.length;
  }

  /**
   * The periodic check: every open board's session read again (without counting as use), and the boards of
   * those that ended closed; again in SESSION_CHECK_MS while any board is open. A board from before sockets
   * named their session has none, so it is closed too, and reconnects with one.
   */
  override async alarm(): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    if (!sockets.length) return;
    try {
      const sids = [...new Set(sockets.flatMap((ws) => attachmentOf(ws).sid ?? []))];
      const live = await liveSessionIds(this.env.DB, sids, sessionRules(this.env), new Date());
      closeEnded(sockets.filter((ws) => !live.has(attachmentOf(ws).sid ?? "")));
    } catch (error) {
      // A session cannot be checked against a configuration that cannot be read: no board stays open on trust (decision 078).
      if (error instanceof BadEnvironment) closeEnded(sockets);
      // D1 unavailable: the next check, SESSION_CHECK_MS later, tries again.
      console.error("Live board session check failed", error);
    }
    if (this.ctx.getWebSockets().length) await this.ctx.storage.setAlarm(Date.now() + SESSION_CHECK_MS);
  }

  /** Makes sure a check is scheduled (once per wake: the alarm survives eviction in storage). */
  private async checkSessionsSoon(): Promise<void> {
    if (this.checkScheduled) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + SESSION_CHECK_MS);
    this.checkScheduled = true;
  }

  override async webSocketMessage(): Promise<void> {
    // Boards send nothing but pings, which the auto-response answers.
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
  }

  /** Told by the Worker after a commit; answers at once, the boards get the update as soon as it is read. */
  async changed(events: LiveEvent[]): Promise<void> {
    if (events.some((e) => e.kind === "save" && e.completed)) this.forming.clear();
    this.lastSnapshot.clear();
    // While a flush runs its next update is already coming; only a new burst asks for the sockets, which
    // builds an object per board: per save, under load, that was the boards' largest cost (bench:live).
    if (!this.flushing && this.ctx.getWebSockets().length === 0) return;
    this.pending.push(...events);
    if (!this.flushing) void this.flush();
  }

  /** The snapshot for a board counting its day from `dayStart`, and the sequence number it corresponds to. */
  async snapshot(dayStart: number): Promise<LiveSnapshot> {
    return this.serially(async () => {
      const now = Date.now();
      const reused = this.lastSnapshot.get(dayStart);
      if (reused && reused.seq === this.seq && now - reused.at < SNAPSHOT_REUSE_MS) return reused;
      const { devices, teams } = await readBoard(this.env.DB, dayStart, now, workerConfig(this.env).anonymityFloor);
      const snapshot: LiveSnapshot = { seq: this.seq, at: now, dayStart, devices, all: countersOf(teams), teams };
      // Polls for many different days must not grow it without end.
      if (this.lastSnapshot.size >= MAX_BOARD_DAYS) this.lastSnapshot.clear();
      this.lastSnapshot.set(dayStart, snapshot);
      return snapshot;
    });
  }

  /** Sends every change that arrived while the previous update was read in one update, until none is left. */
  private async flush(): Promise<void> {
    this.flushing = true;
    let failures = 0;
    let previous = Date.now() - FLUSH_GAP_MS;
    try {
      while (this.pending.length) {
        const started = Date.now();
        const rate = (this.pending.length * 1000) / Math.max(FLUSH_GAP_MS, started - previous);
        previous = started;
        const events = this.pending.splice(0);
        try {
          await this.serially(() => this.broadcast(events));
          failures = 0;
        } catch (error) {
          console.error("Live board update failed", error);
          if (++failures < 3) this.pending.unshift(...events);
          else {
            // Given up: the number moves on without an update, so every board sees a gap and reloads its snapshot.
            failures = 0;
            this.seq++;
            void this.ctx.storage.put("seq", this.seq);
          }
        }
        const rest = flushGapMs(rate) - (Date.now() - started);
        if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      }
    } finally {
      this.flushing = false;
    }
  }

  private async broadcast(events: LiveEvent[]): Promise<void> {
    const sockets = this.ctx.getWebSockets();
    if (!sockets.length) return;
    await this.checkSessionsSoon();
    // Boards that get the same message: the same day, and the same view of it (schema/live/live-board-views.ts).
    const groups = new Map<string, { dayStart: number; view: BoardView; boards: WebSocket[] }>();
    for (const ws of sockets) {
      const { dayStart = 0, role } = attachmentOf(ws);
      // A board without a role (opened before sockets named their session) gets the narrowest view until the check closes it.
      const view = role ? boardView(role) : "counts";
      const key = `${dayStart}:${view}`;
      const group = groups.get(key) ?? { dayStart, view, boards: [] };
      group.boards.push(ws);
      groups.set(key, group);
    }
    const now = Date.now();
    // A report's row is read again; a save only moves its device's last save, which the board does itself.
    const deviceIds = [...new Set(events.flatMap((e) => (e.kind === "health" ? [e.deviceId] : [])))];
    const latest = latestEvents(events);
    const days = [...new Set([...groups.values()].map((g) => g.dayStart))];
    const read = await readUpdate(this.env.DB, days, deviceIds, now, (id) => this.formingOf(id), this.names);
    const seq = ++this.seq;
    void this.ctx.storage.put("seq", seq);
    for (const { dayStart, view, boards } of groups.values()) {
      const teams = read.teams.get(dayStart) ?? [];
      const update: LiveUpdate = { type: "update", seq, at: now, all: countersOf(teams), teams, devices: read.devices, events: latest };
      const message = JSON.stringify(updateFor(view, update));
      for (const ws of boards) {
        try {
          ws.send(message);
        } catch {
          // A board that went away meanwhile: its close event follows.
        }
      }
    }
  }

  private async formingOf(teamId: string): Promise<TeamForming> {
    const known = this.forming.get(teamId);
    if (known) return known;
    const read = await teamForming(this.env.DB, teamId, workerConfig(this.env).anonymityFloor);
    this.forming.set(teamId, read);
    return read;
  }

  /** One D1 read at a time: snapshots and updates keep the order of their sequence numbers. */
  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.reads.then(work, work);
    this.reads = run.catch(() => undefined);
    return run;
  }
}

/** Closes boards whose session ended, saying so (the board then finds its session gone and shows the sign-in). */
function closeEnded(sockets: readonly WebSocket[]): void {
  for (const ws of sockets) {
    try {
      ws.close(SESSION_ENDED_CLOSE, "Session ended");
    } catch {
      // Already closing.
    }
  }
}

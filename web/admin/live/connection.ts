import { catchUp, POLL_MS, receive, type LiveSnapshot, type LiveUpdate } from "../../../schema/live/live-board";

/** How the board hears of changes: pushed over its socket, or (when the socket cannot connect) polled every 10 s. */
export type Mode = "connecting" | "live" | "polling";
export type BoardView = { board: LiveSnapshot | null; mode: Mode; error: unknown };

/** What the connection needs from the browser; the tests give it fakes. */
export type SocketLike = {
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onmessage: ((e: { data: unknown }) => void) | null;
  onclose: (() => void) | null;
};
export type ConnectionDeps = {
  openSocket: (dayStart: number) => SocketLike;
  fetchSnapshot: (dayStart: number) => Promise<LiveSnapshot>;
  dayStart: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
};

/** The socket is tried again after 1, 2, 4 … up to 30 s; from the second failure on the board polls meanwhile. */
export const reconnectDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
export const POLL_AFTER_FAILURES = 2;
/** A ping keeps proxies from closing an idle socket; the object answers it without waking. */
export const PING_MS = 30_000;

/**
 * The board's link to the server (docs/admin.md#the-live-board). It opens the socket first and then
 * loads the snapshot, holding the updates that arrive meanwhile; it applies each update in sequence and
 * reloads the snapshot on a gap, on every reconnect and when the day changes. Without a socket it polls
 * the snapshot every POLL_MS and says so.
 */
export class LiveConnection {
  private view: BoardView = { board: null, mode: "connecting", error: null };
  private socket: SocketLike | null = null;
  private held: LiveUpdate[] = [];
  private loading = false;
  private again = false;
  private failures = 0;
  private day = 0;
  private timers = { reconnect: null as unknown, poll: null as unknown, ping: null as unknown };
  private stopped = false;

  constructor(
    private readonly deps: ConnectionDeps,
    private readonly onChange: (view: BoardView) => void,
  ) {}

  start(): void {
    this.day = this.deps.dayStart();
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    for (const t of Object.values(this.timers)) if (t !== null) this.deps.clearTimeout(t);
    this.dropSocket();
  }

  /** Called on the board's clock tick: a new day starts the counters afresh. */
  tick(): void {
    if (this.stopped || this.deps.dayStart() === this.day) return;
    this.day = this.deps.dayStart();
    this.dropSocket();
    this.set({ board: null });
    this.connect();
  }

  private set(patch: Partial<BoardView>) {
    this.view = { ...this.view, ...patch };
    this.onChange(this.view);
  }

  private dropSocket() {
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onmessage = s.onclose = null;
    s.close();
  }

  private connect(): void {
    if (this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.deps.openSocket(this.day);
    } catch {
      this.failed();
      return;
    }
    this.socket = socket;
    this.held = [];
    socket.onopen = () => {
      this.failures = 0;
      this.stopPolling();
      this.set({ mode: "live" });
      this.ping();
      void this.load();
    };
    socket.onmessage = (e) => this.message(e.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failed();
    };
  }

  private failed() {
    this.failures++;
    if (this.failures >= POLL_AFTER_FAILURES && this.view.mode !== "polling") {
      this.set({ mode: "polling" });
      void this.poll();
    } else if (this.view.mode === "live") this.set({ mode: "connecting" });
    // Something to show while the socket is retried.
    if (!this.view.board && this.view.mode !== "polling") void this.load();
    this.timers.reconnect = this.deps.setTimeout(() => this.connect(), reconnectDelay(this.failures));
  }

  private message(data: unknown) {
    let update: LiveUpdate;
    try {
      update = JSON.parse(String(data)) as LiveUpdate;
    } catch {
      return;
    }
    if (update.type !== "update") return;
    const board = this.view.board;
    if (this.loading || !board) {
      this.held.push(update);
      return;
    }
    const r = receive(board, update);
    if (r.kind === "applied") this.set({ board: r.board });
    else if (r.kind === "gap") {
      this.held.push(update);
      void this.load();
    }
  }

  /** The snapshot, with the held updates after it applied; a gap among them loads it once more. */
  private async load(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return;
    }
    this.loading = true;
    try {
      do {
        this.again = false;
        const snapshot = await this.deps.fetchSnapshot(this.day);
        if (this.stopped) return;
        const held = this.held;
        this.held = [];
        const board = catchUp(snapshot, held);
        if (board) this.set({ board, error: null });
        else this.again = true;
      } while (this.again && !this.stopped);
    } catch (error) {
      this.set({ error });
    } finally {
      this.loading = false;
    }
  }

  private ping() {
    this.timers.ping = this.deps.setTimeout(() => {
      if (!this.socket || this.stopped) return;
      try {
        this.socket.send("ping");
      } catch {
        // closing: its close event follows
      }
      this.ping();
    }, PING_MS);
  }

  private async poll(): Promise<void> {
    if (this.stopped || this.view.mode !== "polling") return;
    await this.load();
    if (this.view.mode === "polling") this.timers.poll = this.deps.setTimeout(() => void this.poll(), POLL_MS);
  }

  private stopPolling() {
    if (this.timers.poll !== null) this.deps.clearTimeout(this.timers.poll);
    this.timers.poll = null;
  }
}

import { describe, expect, it } from "vitest";
import { countersOf, type LiveSnapshot, type LiveUpdate } from "../../../schema/live/live-board";
import { sampleTeam } from "../../../schema/live/live-board-samples";
import { LiveConnection, reconnectDelay, type BoardView, type SocketLike } from "./connection";

const DAY = 1_000_000;
const team = (started: number) => sampleTeam({ today: { started, completed: 0 } });
const snapshot = (seq: number, started: number): LiveSnapshot => ({
  seq,
  at: seq,
  dayStart: DAY,
  devices: [],
  all: countersOf([team(started)]),
  teams: [team(started)],
});
const update = (seq: number, started: number): LiveUpdate => ({
  type: "update",
  seq,
  at: seq,
  all: countersOf([team(started)]),
  teams: [team(started)],
  devices: [],
  events: [],
});

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  push(u: LiveUpdate) {
    this.onmessage?.({ data: JSON.stringify(u) });
  }
}

/** A connection over fakes: sockets to open or fail, snapshots served in order, timers run by hand. */
function harness(snapshots: LiveSnapshot[]) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const fetched: number[] = [];
  let served = 0;
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const views: BoardView[] = [];
  const conn = new LiveConnection(
    {
      openSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      fetchSnapshot: async (day) => {
        fetched.push(day);
        if (gate) await gate;
        return snapshots[Math.min(served++, snapshots.length - 1)]!;
      },
      dayStart: () => DAY,
      setTimeout: (fn, ms) => timers.push({ fn, ms }),
      clearTimeout: () => undefined,
    },
    (v) => views.push(v),
  );
  return {
    conn,
    sockets,
    timers,
    fetched,
    view: () => views[views.length - 1]!,
    /** Holds the next snapshot answers until released. */
    hold: () => {
      gate = new Promise((r) => (release = r));
    },
    release: () => {
      gate = null;
      release?.();
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("the live board's connection (docs/admin.md#the-live-board)", () => {
  it("loads the snapshot once the socket opens and applies the next updates in order", async () => {
    const h = harness([snapshot(5, 10)]);
    h.conn.start();
    h.sockets[0]!.onopen!();
    await settle();
    expect(h.view()).toMatchObject({ mode: "live", board: { seq: 5 } });
    h.sockets[0]!.push(update(6, 11));
    expect(h.view().board).toMatchObject({ seq: 6, teams: [{ today: { started: 11 } }] });
    // A repeat or an older one changes nothing.
    h.sockets[0]!.push(update(6, 99));
    h.sockets[0]!.push(update(4, 99));
    expect(h.view().board!.teams![0]!.today.started).toBe(11);
  });

  it("holds the updates that arrive while the snapshot loads and applies those after it", async () => {
    const h = harness([snapshot(7, 20)]);
    h.hold();
    h.conn.start();
    h.sockets[0]!.onopen!();
    h.sockets[0]!.push(update(7, 20));
    h.sockets[0]!.push(update(8, 21));
    h.release();
    await settle();
    expect(h.view().board).toMatchObject({ seq: 8, teams: [{ today: { started: 21 } }] });
  });

  it("on a gap reloads the snapshot and goes on from it, missing nothing", async () => {
    const h = harness([snapshot(1, 1), snapshot(4, 4)]);
    h.conn.start();
    h.sockets[0]!.onopen!();
    await settle();
    h.sockets[0]!.push(update(3, 3));
    await settle();
    expect(h.fetched).toHaveLength(2);
    expect(h.view().board).toMatchObject({ seq: 4 });
    h.sockets[0]!.push(update(5, 5));
    expect(h.view().board).toMatchObject({ seq: 5, teams: [{ today: { started: 5 } }] });
  });

  it("after a dropped socket reconnects with a growing wait, polls every 10 s from the second failure, and reloads the snapshot on reconnect", async () => {
    const h = harness([snapshot(1, 1), snapshot(2, 2), snapshot(3, 3), snapshot(9, 9)]);
    h.conn.start();
    h.sockets[0]!.onopen!();
    await settle();
    h.sockets[0]!.onclose!();
    expect(h.view().mode).toBe("connecting");
    expect(h.timers.at(-1)!.ms).toBe(reconnectDelay(1));
    h.timers.at(-1)!.fn();
    h.sockets[1]!.onclose!();
    await settle();
    expect(h.view().mode).toBe("polling");
    expect(h.timers.map((t) => t.ms)).toEqual(expect.arrayContaining([10_000, reconnectDelay(2)]));
    // The socket comes back: live again, and a fresh snapshot.
    h.timers.find((t) => t.ms === reconnectDelay(2))!.fn();
    const fetchedBefore = h.fetched.length;
    h.sockets[2]!.onopen!();
    await settle();
    expect(h.view().mode).toBe("live");
    expect(h.fetched.length).toBe(fetchedBefore + 1);
  });

  it("waits at most 30 s between tries", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

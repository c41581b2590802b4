import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ageLevel,
  applyUpdate,
  boardDevices,
  EARLIER_AFTER_MS,
  isEarlier,
  isOnline,
  lastSeen,
  ONLINE_WINDOW_MS,
  catchUp,
  changesToAnnounce,
  countersOf,
  isDayStart,
  latestEvents,
  lastHour,
  localDayStart,
  MAX_LIVE_DEVICES,
  minuteOf,
  receive,
  totals,
  type LiveDevice,
  type LiveSnapshot,
  type LiveTeam,
  type LiveUpdate,
} from "./live-board";
import { sampleDevice, sampleTeam } from "./live-board-samples";

const NOW = Date.UTC(2026, 10, 27, 12, 30);
const team = sampleTeam;
const device = (over: Partial<LiveDevice> = {}) => sampleDevice(NOW, over);
const board = (seq: number, over: Partial<LiveSnapshot> = {}): LiveSnapshot => ({
  seq,
  at: NOW,
  dayStart: 0,
  devices: [],
  all: countersOf(over.teams ?? []),
  teams: [],
  ...over,
});
const update = (seq: number, over: Partial<LiveUpdate> = {}): LiveUpdate => ({
  type: "update",
  seq,
  at: NOW,
  all: countersOf(over.teams ?? []),
  teams: [],
  devices: [],
  events: [],
  ...over,
});

describe("the live board's rules (docs/admin.md#the-live-board)", () => {
  it("colours a waiting save's age amber from 5 minutes and red from 15", () => {
    expect([0, 4 * 60_000 + 59_999, 5 * 60_000, 15 * 60_000 - 1, 15 * 60_000].map(ageLevel)).toEqual(["ok", "ok", "amber", "amber", "red"]);
  });

  it("counts the last hour from per-minute counts, the 60 minutes up to now", () => {
    const m = minuteOf(NOW);
    const minutes: LiveTeam["minutes"] = [
      [m - 60, 5, 5],
      [m - 59, 1, 0],
      [m, 2, 1],
    ];
    expect(lastHour(minutes, NOW)).toEqual({ started: 3, completed: 1 });
    const all = countersOf([
      team({ today: { started: 4, completed: 2 }, minutes }),
      team({ today: { started: 1, completed: 1 }, minutes: [[m, 1, 1]] }),
    ]);
    expect(all.minutes).toEqual([
      [m - 60, 5, 5],
      [m - 59, 1, 0],
      [m, 3, 2],
    ]);
    expect(totals(all, NOW)).toEqual({ today: { started: 5, completed: 3 }, lastHour: { started: 4, completed: 2 } });
  });

  it("applies the next update, ignores older or repeated ones, and calls a skipped number a gap", () => {
    const b = board(3, { devices: [device({ deviceId: "a" }), device({ deviceId: "b", pending: 1 })] });
    const next = receive(b, update(4, { devices: [device({ deviceId: "b", pending: 0 })], teams: [team()] }));
    expect(next.kind).toBe("applied");
    if (next.kind === "applied") {
      expect(next.board.seq).toBe(4);
      expect(next.board.devices.find((d) => d.deviceId === "b")!.pending).toBe(0);
      expect(next.board.devices).toHaveLength(2);
    }
    expect(receive(b, update(3)).kind).toBe("ignored");
    expect(receive(b, update(2)).kind).toBe("ignored");
    expect(receive(b, update(5)).kind).toBe("gap");
  });

  it("catches a fresh snapshot up with the updates held meanwhile, in number order, or asks again on a gap", () => {
    const caught = catchUp(board(5), [update(7, { teams: [team({ name: "seven" })] }), update(5), update(6)]);
    expect(caught?.seq).toBe(7);
    expect(caught?.teams?.[0]?.name).toBe("seven");
    expect(catchUp(board(5), [update(7)])).toBeNull();
  });

  it("moves a saving device's last save to the update's time, without a row of it in the update", () => {
    const b = board(1, { devices: [device({ deviceId: "k", lastSaveAt: NOW - 60_000 }), device({ deviceId: "o", lastSaveAt: null })] });
    const next = applyUpdate(
      b,
      update(2, { at: NOW, events: [{ kind: "save", deviceId: "k", responseId: "r", revision: 3, completed: false }] }),
    );
    expect(next.devices.map((d) => [d.deviceId, d.lastSaveAt])).toEqual([
      ["k", NOW],
      ["o", null],
    ]);
  });

  it("sends one event per response, its highest revision, completed if any save completed it, and one per reporting device", () => {
    const save = (responseId: string, revision: number, completed = false) =>
      ({ kind: "save", deviceId: "d1", responseId, revision, completed }) as const;
    const health = { kind: "health", deviceId: "d1" } as const;
    expect(latestEvents([save("a", 1), health, save("b", 4), save("a", 3, true), save("a", 2), health])).toEqual([
      save("a", 3, true),
      health,
      save("b", 4),
    ]);
    expect(latestEvents([save("a", 5, true), save("a", 6)])).toEqual([save("a", 6, true)]);
    expect(latestEvents([])).toEqual([]);
  });

  it("lists devices the server holds saves from first, then kiosks, then the most recently heard from", () => {
    const b = applyUpdate(
      board(0),
      update(1, {
        devices: [
          device({ deviceId: "x", kiosk: false, reportedAt: NOW }),
          device({ deviceId: "k", reportedAt: NOW - 1000 }),
          device({ deviceId: "s", kiosk: false, reportedAt: NOW - 60_000, lastSaveAt: NOW - 3_600_000 }),
        ],
      }),
    );
    expect(b.devices.map((d) => d.deviceId)).toEqual(["s", "k", "x"]);
  });

  it("keeps a device that saved on a full board, however many that never saved report after it", () => {
    const invented = Array.from({ length: MAX_LIVE_DEVICES }, (_, i) => device({ deviceId: `fake-${i}`, reportedAt: NOW }));
    const real = device({ deviceId: "real", reportedAt: NOW - 10 * 60_000, lastSaveAt: NOW - 11 * 60_000 });
    const b = applyUpdate(board(0, { devices: [real] }), update(1, { devices: invented }));
    expect(b.devices).toHaveLength(MAX_LIVE_DEVICES);
    expect(b.devices[0]!.deviceId).toBe("real");
  });

  it("announces completions, a queue that cleared, a save waiting over 15 minutes and a kiosk going offline, once each", () => {
    const before = board(1, {
      teams: [team({ today: { started: 3, completed: 1 } })],
      devices: [device({ pending: 2, oldestPendingAt: NOW - 60_000 })],
    });
    const after = board(2, { teams: [team({ today: { started: 3, completed: 3 } })], devices: [device({ pending: 0 })] });
    expect(changesToAnnounce(before, NOW, after, NOW)).toEqual(["2 responses completed", "Tablet 1 has uploaded everything"]);
    const late = board(2, { devices: [device({ pending: 2, oldestPendingAt: NOW - 16 * 60_000, reportedAt: NOW - 80_000 })] });
    expect(changesToAnnounce(before, NOW - 60_000, late, NOW)).toEqual([
      "Tablet 1 has saves waiting over 15 minutes",
      "Tablet 1 is offline",
    ]);
    expect(changesToAnnounce(after, NOW, after, NOW)).toEqual([]);
  });

  it("takes a day start on a quarter hour within the last two days only, and the browser's local midnight as today", () => {
    expect(isDayStart(NOW - 3_600_000, NOW)).toBe(true);
    // Nepal's midnight (UTC+5:45) is on a quarter hour; no timezone's is 7 minutes or 1 ms off one.
    expect(isDayStart(Date.UTC(2026, 10, 26, 18, 15), NOW)).toBe(true);
    expect(isDayStart(NOW - 7 * 60_000, NOW)).toBe(false);
    expect(isDayStart(NOW - 3_600_001, NOW)).toBe(false);
    expect(isDayStart(NOW + 1, NOW)).toBe(false);
    expect(isDayStart(NOW - 49 * 3_600_000, NOW)).toBe(false);
    const start = new Date(localDayStart(new Date(NOW)));
    expect([start.getHours(), start.getMinutes(), start.getDate()]).toEqual([0, 0, new Date(NOW).getDate()]);
  });
});

describe("how the board shows its devices (decision 071)", () => {
  const HOUR = 3_600_000;
  const ids = (devices: LiveDevice[]) => devices.map((d) => d.deviceId);

  it("counts a save the server holds as a sighting: Seen is never before Last save, and a browser that saves is online", () => {
    const browser = device({ kiosk: false, reportedAt: NOW - 2 * HOUR, lastSaveAt: NOW - 10_000 });
    expect(lastSeen(browser)).toBe(NOW - 10_000);
    expect(isOnline(browser, NOW)).toBe(true);
    expect(isOnline(browser, NOW - 10_000 + ONLINE_WINDOW_MS)).toBe(false);
    expect(lastSeen(device({ reportedAt: NOW, lastSaveAt: NOW - HOUR }))).toBe(NOW);
    expect(lastSeen(device({ reportedAt: NOW, lastSaveAt: null }))).toBe(NOW);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: NOW }), fc.option(fc.integer({ min: 0, max: NOW })), (reportedAt, lastSaveAt) => {
        const seen = lastSeen({ reportedAt, lastSaveAt });
        expect(seen).toBeGreaterThanOrEqual(reportedAt);
        if (lastSaveAt !== null) expect(seen).toBeGreaterThanOrEqual(lastSaveAt);
      }),
    );
  });

  it("moves a device unseen for more than a day, and a quiet respondent's browser with nothing waiting, to the earlier devices", () => {
    const at = (ms: number, over: Partial<LiveDevice> = {}) => sampleDevice(ms, over);
    // A kiosk off since yesterday morning is still the booth's (offline, in the main view) until a day has passed.
    expect(isEarlier(at(NOW - EARLIER_AFTER_MS), NOW)).toBe(false);
    expect(isEarlier(at(NOW - EARLIER_AFTER_MS - 1), NOW)).toBe(true);
    // ... even with answers waiting: they show on its tile under "Earlier devices".
    expect(isEarlier(at(NOW - 2 * EARLIER_AFTER_MS, { pending: 3, oldestPendingAt: NOW - 3 * EARLIER_AFTER_MS }), NOW)).toBe(true);
    // A respondent's browser: in view while online or holding answers; closed (quiet, nothing waiting) it leaves.
    expect(isEarlier(at(NOW - 30_000, { kiosk: false }), NOW)).toBe(false);
    expect(isEarlier(at(NOW - HOUR, { kiosk: false, pending: 1, oldestPendingAt: NOW - HOUR }), NOW)).toBe(false);
    expect(isEarlier(at(NOW - ONLINE_WINDOW_MS, { kiosk: false }), NOW)).toBe(true);
    // A save after its report keeps it in view as long as the save is recent.
    expect(isEarlier(at(NOW - HOUR, { kiosk: false, lastSaveAt: NOW - 5_000 }), NOW)).toBe(false);
  });

  it("orders the tiles by kind and name, whatever the report times (a wall of tiles must not reshuffle); earlier ones by last seen", () => {
    const devices = [
      sampleDevice(NOW - 1_000, { deviceId: "t10", label: "Tablet 10" }),
      sampleDevice(NOW - 5_000, { deviceId: "b", label: null, kiosk: false, pending: 2, oldestPendingAt: NOW - 5_000 }),
      sampleDevice(NOW - 2_000, { deviceId: "t2", label: "tablet 2" }),
      sampleDevice(NOW - 90_000, { deviceId: "off", label: "Tablet 1" }),
      sampleDevice(NOW - 3 * EARLIER_AFTER_MS, { deviceId: "old" }),
      sampleDevice(NOW - 2 * EARLIER_AFTER_MS, { deviceId: "older-save", lastSaveAt: NOW - 1.5 * EARLIER_AFTER_MS }),
      sampleDevice(NOW - 10 * 60_000, { deviceId: "closed", kiosk: false }),
    ];
    const groups = boardDevices(devices, NOW);
    expect(ids(groups.current)).toEqual(["off", "t2", "t10", "b"]);
    expect(ids(groups.earlier)).toEqual(["closed", "older-save", "old"]);
    const later = devices.map((d) => ({ ...d, reportedAt: d.reportedAt + 500 }));
    expect(ids(boardDevices([...later].reverse(), NOW + 500).current)).toEqual(["off", "t2", "t10", "b"]);
  });
});

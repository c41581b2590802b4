import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LiveSnapshot } from "../../schema/live-board";
import { validPayload } from "../../schema/sample-payload";
import { signIn, signInAs, withCookie } from "../test/admin";
import { call, postJson } from "../test/call";
import { healthReport, openSocket, ORIGIN, sendHealth, today } from "../test/live";

const snapshotPath = () => `/api/admin/live?dayStart=${today()}`;
const snapshot = async (cookie: string) => (await (await withCookie(cookie, snapshotPath())).json()) as LiveSnapshot;
const total = (s: Pick<LiveSnapshot, "teams">) =>
  s.teams.reduce((sum, t) => ({ started: sum.started + t.today.started, completed: sum.completed + t.today.completed }), {
    started: 0,
    completed: 0,
  });

describe("GET /api/admin/live (the board's snapshot)", () => {
  it("answers a viewer everything the board shows, with the sequence number it corresponds to", async () => {
    const viewer = await signInAs("viewer");
    const report = healthReport({ label: "Tablet 7" });
    await sendHealth(report);
    const before = await snapshot(viewer.cookie);
    await postJson("/api/assessment", validPayload({ deviceId: report.deviceId, isCompleted: true }));
    const after = await snapshot(viewer.cookie);
    expect(after.seq).toBeGreaterThanOrEqual(0);
    expect(total(after).started).toBe(total(before).started + 1);
    expect(total(after).completed).toBe(total(before).completed + 1);
    const device = after.devices.find((d) => d.deviceId === report.deviceId);
    expect(device).toMatchObject({ label: "Tablet 7", kiosk: true, pending: 2, persisted: true });
    expect(device!.lastSaveAt).toBeGreaterThan(0);
  });

  it("sends the devices of the last week, the last day's first, kiosks first among them", async () => {
    const viewer = await signInAs("viewer");
    const day = 24 * 60 * 60_000;
    const reports = {
      browser: healthReport({ kiosk: false, label: null }),
      kiosk: healthReport({ label: "Tablet today" }),
      yesterday: healthReport({ label: "Tablet 3 days ago" }),
      lastWeek: healthReport({ label: "Tablet 8 days ago" }),
    };
    for (const r of Object.values(reports)) await sendHealth(r);
    const age = (id: string, ms: number) =>
      env.DB.prepare("UPDATE device_health SET reported_at = reported_at - ? WHERE device_id = ?").bind(ms, id).run();
    await age(reports.yesterday.deviceId, 3 * day);
    await age(reports.lastWeek.deviceId, 8 * day);
    const ids = (await snapshot(viewer.cookie)).devices.map((d) => d.deviceId);
    const at = (r: { deviceId: string }) => ids.indexOf(r.deviceId);
    expect(at(reports.lastWeek)).toBe(-1);
    expect(at(reports.kiosk)).toBeGreaterThanOrEqual(0);
    expect(at(reports.kiosk)).toBeLessThan(at(reports.browser));
    // Three days old: still sent (the board shows it under "Earlier devices"), after every device of the last day.
    expect(at(reports.browser)).toBeLessThan(at(reports.yesterday));
  });

  it("is refused signed out (401), to another site (403), and for a day start outside the last two days (400)", async () => {
    expect((await call(snapshotPath())).status).toBe(401);
    const cookie = await signIn();
    expect((await withCookie(cookie, snapshotPath(), { headers: { Origin: "https://evil.example" } })).status).toBe(403);
    expect((await withCookie(cookie, snapshotPath(), { headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(403);
    expect((await withCookie(cookie, snapshotPath(), { headers: { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" } })).status).toBe(200);
    expect((await withCookie(cookie, "/api/admin/live?dayStart=5")).status).toBe(400);
    expect((await withCookie(cookie, "/api/admin/live")).status).toBe(400);
  });
});

describe("GET /api/admin/live/socket (the board's WebSocket)", () => {
  it("refuses the upgrade without a session, from another origin, without an Origin, and as plain HTTP", async () => {
    const cookie = (await signInAs("viewer")).cookie;
    expect((await openSocket(null)).res.status).toBe(401);
    expect((await openSocket(cookie, "https://evil.example")).res.status).toBe(403);
    expect((await openSocket(cookie, null)).res.status).toBe(403);
    const plain = await withCookie(cookie, `/api/admin/live/socket?dayStart=${today()}`, { headers: { Origin: ORIGIN } });
    expect(plain.status).toBe(426);
  });

  it("pushes each committed save and health report to every board, numbered one after another", async () => {
    const viewer = await signInAs("viewer");
    const admin = await signInAs("admin");
    const a = await openSocket(viewer.cookie);
    const b = await openSocket(admin.cookie);
    expect(a.res.status).toBe(101);
    expect(b.res.status).toBe(101);
    const base = await snapshot(viewer.cookie);

    const report = healthReport({ label: "Tablet 1" });
    await sendHealth(report);
    const first = await a.next();
    expect(first).toMatchObject({ type: "update", seq: base.seq + 1, events: [{ kind: "health", deviceId: report.deviceId }] });
    expect(first!.devices.find((d) => d.deviceId === report.deviceId)).toMatchObject({ label: "Tablet 1", pending: 2 });

    const save = validPayload({ deviceId: report.deviceId, isCompleted: true });
    expect((await postJson("/api/assessment", save)).status).toBe(200);
    const second = await a.next();
    expect(second!.seq).toBe(base.seq + 2);
    expect(second!.events).toEqual([
      { kind: "save", deviceId: report.deviceId, responseId: save.id, revision: save.revision, completed: true },
    ]);
    expect(total(second!).completed).toBe(total(base).completed + 1);

    // A batch: one update for its saves (or a few, if the object was mid-read), in order, none missed.
    const saves = [0, 1, 2].map(() => ({ ...validPayload({ deviceId: report.deviceId }), isCompleted: false }));
    expect((await postJson("/api/assessment/batch", { saves })).status).toBe(200);
    const seen = new Set<string>();
    let seq = second!.seq;
    while (seen.size < 3) {
      const update = await a.next();
      expect(update, "an update for each of the batch's saves").not.toBeNull();
      expect(update!.seq).toBe(++seq);
      for (const e of update!.events) if (e.kind === "save") seen.add(e.responseId);
    }
    expect([...seen].sort()).toEqual(saves.map((s) => s.id).sort());

    // The other board got the same numbered updates.
    const other: number[] = [];
    for (let u = await b.next(); u; u = await b.next(300)) other.push(u.seq);
    expect(other).toEqual(Array.from({ length: seq - base.seq }, (_, i) => base.seq + 1 + i));
    a.ws!.close();
    b.ws!.close();
  });

  it("a snapshot taken meanwhile carries the number of the last update it includes", async () => {
    const cookie = await signIn();
    const board = await openSocket(cookie);
    await postJson("/api/assessment/partial", validPayload());
    const update = await board.next();
    const fresh = await snapshot(cookie);
    expect(fresh.seq).toBeGreaterThanOrEqual(update!.seq);
    board.ws!.close();
  });
});

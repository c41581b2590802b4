import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_BOARD_DAYS, MAX_BOARDS_PER_SESSION, SESSION_ENDED_CLOSE, type LiveSnapshot } from "../../schema/live/live-board";
import type { ApiError } from "../../schema/save/payload";
import { validPayload } from "../../schema/save/sample-payload";
import { sha256Hex } from "../db/hash";
import { LIVE_BOARD_NAME } from "./board-object";
import { signIn, signInAs, withCookie } from "../test/admin";
import { call, postJson } from "../test/call";
import { healthReport, openSocket, ORIGIN, sendHealth, today, type Board } from "../test/live";
import { sendJson } from "../test/teams";

const snapshotPath = () => `/api/admin/live?dayStart=${today()}`;
const snapshot = async (cookie: string) => (await (await withCookie(cookie, snapshotPath())).json()) as LiveSnapshot;
const total = (s: Pick<LiveSnapshot, "all">) => s.all.today;

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
    const a = await openSocket(admin.cookie);
    const b = await openSocket(viewer.cookie);
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
      for (const e of update!.events) if (e.kind === "save" && "responseId" in e) seen.add(e.responseId);
    }
    expect([...seen].sort()).toEqual(saves.map((s) => s.id).sort());

    // The viewer's board got the same numbered updates (without the response ids: decision 061).
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

/** The board object, as the Worker reaches it: its alarm is run by hand here instead of waiting for it. */
const boardObject = () => env.LIVE_BOARD.get(env.LIVE_BOARD.idFromName(LIVE_BOARD_NAME));
const sidOf = (cookie: string) => sha256Hex(cookie.slice(cookie.indexOf("=") + 1));
const setSession = async (cookie: string, sql: string, ...values: unknown[]) =>
  env.DB.prepare(`UPDATE sessions SET ${sql} WHERE sid = ?`)
    .bind(...values, await sidOf(cookie))
    .run();
const seenOf = async (cookie: string) =>
  (
    await env.DB.prepare("SELECT json_extract(sess, '$.seen') AS seen FROM sessions WHERE sid = ?")
      .bind(await sidOf(cookie))
      .first<{ seen: number }>()
  )?.seen;

/** A board that must stay open: it still gets the next update. */
async function stillLive(board: Board) {
  expect(await board.closedWithin(0)).toBeNull();
  await sendHealth(healthReport());
  expect(await board.next()).toMatchObject({ type: "update" });
}

describe("a board ends with its session, within seconds (decision 060)", () => {
  /** A viewer's board, and a bystander's (another session) that must stay open. */
  async function twoBoards() {
    const viewer = await signInAs("viewer");
    const bystander = await signInAs("admin");
    const board = await openSocket(viewer.cookie);
    const other = await openSocket(bystander.cookie);
    expect([board.res.status, other.res.status]).toEqual([101, 101]);
    return { viewer, board, other };
  }

  it.each([
    ["POST /api/logout", (cookie: string) => withCookie(cookie, "/api/logout", { method: "POST", headers: { Origin: ORIGIN } })],
    ["GET /api/logout", (cookie: string) => withCookie(cookie, "/api/logout")],
  ])("%s closes the session's boards and no other", async (_name, logout) => {
    const { viewer, board, other } = await twoBoards();
    expect((await logout(viewer.cookie)).status).toBeLessThan(400);
    expect(await board.closedWithin(2_000)).toEqual({ code: SESSION_ENDED_CLOSE, reason: "Session ended" });
    await stillLive(other);
    other.ws!.close();
  });

  it("the owner's Sign out everywhere closes every board", async () => {
    const { board, other } = await twoBoards();
    const owner = await signIn();
    const res = await withCookie(owner, "/api/admin/sessions/revoke-all", { method: "POST", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(200);
    for (const b of [board, other]) expect(await b.closedWithin(2_000)).toMatchObject({ code: SESSION_ENDED_CLOSE });
  });

  it.each([
    ["a role change", (owner: string, id: string) => sendJson(owner, "PATCH", `/api/admin/users/${id}`, { role: "admin" })],
    ["the user's removal", (owner: string, id: string) => withCookie(owner, `/api/admin/users/${id}`, { method: "DELETE" })],
  ])("%s closes the user's boards and no other", async (_name, change) => {
    const { viewer, board, other } = await twoBoards();
    const second = await openSocket(viewer.cookie);
    expect((await change(await signIn(), viewer.id)).status).toBeLessThan(300);
    for (const b of [board, second]) expect(await b.closedWithin(2_000)).toMatchObject({ code: SESSION_ENDED_CLOSE });
    await stillLive(other);
    other.ws!.close();
  });

  it.each([
    ["idle expiry", (cookie: string) => setSession(cookie, "sess = json_set(sess, '$.seen', ?)", Date.now() - 31 * 60_000)],
    ["absolute expiry", (cookie: string) => setSession(cookie, "expire = ?", Date.now() - 1)],
    [
      "a new password (the session's binding no longer matches)",
      (cookie: string) => setSession(cookie, "sess = json_set(sess, '$.credential', 'old')"),
    ],
  ])("%s closes the session's boards at the object's next check of its sessions", async (_name, expire) => {
    const { viewer, board, other } = await twoBoards();
    await expire(viewer.cookie);
    expect(await runDurableObjectAlarm(boardObject())).toBe(true);
    expect(await board.closedWithin(2_000)).toMatchObject({ code: SESSION_ENDED_CLOSE });
    await stillLive(other);
    other.ws!.close();
  });

  it("an open board is not use: neither its socket nor its snapshot keeps the session from idling out", async () => {
    const { viewer, board, other } = await twoBoards();
    await setSession(viewer.cookie, "sess = json_set(sess, '$.seen', ?)", Date.now() - 29 * 60_000);
    const seen = await seenOf(viewer.cookie);
    expect((await withCookie(viewer.cookie, snapshotPath())).status).toBe(200);
    expect(await runDurableObjectAlarm(boardObject())).toBe(true);
    await stillLive(board);
    expect(await seenOf(viewer.cookie)).toBe(seen);
    // The check keeps running while boards are open.
    await setSession(viewer.cookie, "sess = json_set(sess, '$.seen', ?)", Date.now() - 31 * 60_000);
    expect(await runDurableObjectAlarm(boardObject())).toBe(true);
    expect(await board.closedWithin(2_000)).toMatchObject({ code: SESSION_ENDED_CLOSE });
    other.ws!.close();
  });
});

describe("what one session and the object hold (bounded)", () => {
  it("a day start must fall on a quarter of an hour (every timezone's midnight does)", async () => {
    const cookie = await signIn();
    const quarter = today() - 15 * 60_000;
    for (const day of [today() + 1, today() - 60_000, today() - 7 * 60_000]) {
      const res = await withCookie(cookie, `/api/admin/live?dayStart=${day}`);
      expect(res.status, String(day)).toBe(400);
      expect(((await res.json()) as ApiError).issues[0]?.path).toBe("dayStart");
      expect((await openSocket(cookie, ORIGIN, day)).res.status).toBe(400);
    }
    expect((await withCookie(cookie, `/api/admin/live?dayStart=${quarter}`)).status).toBe(200);
    const board = await openSocket(cookie, ORIGIN, quarter);
    expect(board.res.status).toBe(101);
    board.ws!.close();
  });

  it(`one session opens at most ${MAX_BOARDS_PER_SESSION} boards; another session still opens its own`, async () => {
    const cookie = await signIn();
    const boards = [];
    for (let i = 0; i < MAX_BOARDS_PER_SESSION; i++) boards.push(await openSocket(cookie));
    expect(boards.map((b) => b.res.status)).toEqual(Array(MAX_BOARDS_PER_SESSION).fill(101));
    const refused = await openSocket(cookie);
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as ApiError).issues[0]).toMatchObject({ path: "" });
    const other = await openSocket(await signIn());
    expect(other.res.status).toBe(101);
    // A closed board frees its place.
    boards[0]!.ws!.close();
    await boards[0]!.closedWithin(1_000);
    const again = await openSocket(cookie);
    expect(again.res.status).toBe(101);
    for (const b of [...boards.slice(1), other, again]) b.ws!.close();
  });

  it(`the object counts at most ${MAX_BOARD_DAYS} different days at once; a day already counted is always accepted`, async () => {
    const days = Array.from({ length: MAX_BOARD_DAYS }, (_, i) => today() - i * 15 * 60_000);
    const boards = [];
    for (const day of days) boards.push(await openSocket(await signIn(), ORIGIN, day));
    expect(boards.map((b) => b.res.status)).toEqual(Array(MAX_BOARD_DAYS).fill(101));
    const extra = today() - MAX_BOARD_DAYS * 15 * 60_000;
    const refused = await openSocket(await signIn(), ORIGIN, extra);
    expect(refused.res.status).toBe(429);
    expect(((await refused.res.json()) as ApiError).issues[0]).toMatchObject({ path: "dayStart" });
    const known = await openSocket(await signIn(), ORIGIN, days[3]);
    expect(known.res.status).toBe(101);
    for (const b of [...boards, known]) b.ws!.close();
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAX_LIVE_DEVICES, type LiveSnapshot } from "../../schema/live/live-board";
import { HEALTH_LIMIT, NEW_DEVICE_LIMITS } from "../../schema/rate-limit";
import { validPayload } from "../../schema/save/sample-payload";
import { deleteSilentDevices } from "./device-health";
import { sha256Hex } from "../db/hash";
import { signIn, withCookie } from "../test/admin";
import { healthReport, newClient, newDeviceKey, sendHealth, today } from "../test/live";
import { postJson } from "../test/call";
import { createTeam } from "../test/teams";

const stored = (deviceId: string) =>
  env.DB.prepare("SELECT * FROM device_health WHERE device_id = ?").bind(deviceId).first<Record<string, unknown>>();

describe("POST /api/devices/health", () => {
  it("stores a report as the device's one row, overwritten by the next, with the oldest save's time from its age", async () => {
    const report = healthReport({ oldestAgeSeconds: 600 });
    const before = Date.now();
    expect((await sendHealth(report)).status).toBe(204);
    const row = await stored(report.deviceId);
    expect(row).toMatchObject({
      label: "Tablet 3",
      kiosk: 1,
      pending: 2,
      failed: 0,
      app_version: "test-1",
      persisted: 1,
      storage_usage: 12345,
    });
    expect(row!.oldest_pending_at as number).toBeGreaterThanOrEqual(before - 600_000);
    expect(row!.oldest_pending_at as number).toBeLessThanOrEqual(Date.now() - 600_000);

    expect(
      (await sendHealth({ ...report, pending: 0, oldestAgeSeconds: null, lastError: "Failed to fetch", persisted: null })).status,
    ).toBe(204);
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM device_health WHERE device_id = ?")
      .bind(report.deviceId)
      .first<{ n: number }>();
    expect(rows!.n).toBe(1);
    expect(await stored(report.deviceId)).toMatchObject({
      pending: 0,
      oldest_pending_at: null,
      last_error: "Failed to fetch",
      persisted: null,
    });
  });

  it.each([
    ["deviceId", { deviceId: "" }],
    ["pending", { pending: -1 }],
    ["oldestAgeSeconds", { oldestAgeSeconds: 1.5 }],
    ["label", { label: "x".repeat(41) }],
    ["teamCode", { teamCode: "not a code!" }],
    ["kiosk", { kiosk: "yes" }],
    ["lastError", { lastError: "e".repeat(121) }],
  ])("answers 400 naming %s for a bad value", async (field, bad) => {
    const res = await sendHealth({ ...healthReport(), ...bad });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toContain(field);
  });

  it("refuses respondent data: a field it does not name (a name, an email, answers) is a 400 naming it, and nothing is stored", async () => {
    const report = healthReport();
    for (const extra of [{ name: "Ada Lovelace" }, { email: "ada@example.org" }, { attractionResponses: { yellow: { "1": 2 } } }]) {
      const res = await sendHealth({ ...report, ...extra });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(Object.keys(extra)[0]);
    }
    expect(await stored(report.deviceId)).toBeNull();
  });

  it("answers 400 naming each missing field, and 413 for a body over 2 KB", async () => {
    const res = await sendHealth({ deviceId: "d1" });
    expect(res.status).toBe(400);
    const paths = ((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["kiosk", "pending", "appVersion"]));
    const big = await postJson(
      "/api/devices/health",
      { ...healthReport(), padding: "x".repeat(3000) },
      { "CF-Connecting-IP": newClient() },
    );
    expect(big.status).toBe(413);
  });

  it("limits reports per client address: 429 with Retry-After naming deviceId; another address goes on", async () => {
    const client = newClient();
    const report = healthReport();
    let refused: Response | null = null;
    let accepted = 0;
    for (let i = 0; i <= 2 * HEALTH_LIMIT.limit && !refused; i++) {
      const res = await sendHealth(report, client);
      if (res.status === 204) accepted++;
      else refused = res;
    }
    expect(accepted).toBeGreaterThanOrEqual(HEALTH_LIMIT.limit);
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await refused!.json()).toMatchObject({ issues: [{ path: "deviceId" }] });
    expect((await sendHealth(report, newClient())).status).toBe(204);
  });
});

const snapshotOf = async (cookie: string) =>
  (await (await withCookie(cookie, `/api/admin/live?dayStart=${today()}`)).json()) as LiveSnapshot;

describe("a device proves it is the same device (decision 062)", () => {
  it("keeps only its key's SHA-256, and takes the next report with the same key from any address", async () => {
    const report = healthReport();
    expect((await sendHealth(report)).status).toBe(204);
    const row = await stored(report.deviceId);
    expect(row!.key_hash).toBe(await sha256Hex(report.deviceKey));
    expect(JSON.stringify(row)).not.toContain(report.deviceKey);
    expect((await sendHealth({ ...report, pending: 5 }, newClient())).status).toBe(204);
    expect(await stored(report.deviceId)).toMatchObject({ pending: 5 });
  });

  it("a spoofed report for a real kiosk (its id, another key, another address) is 403 naming deviceKey and changes nothing", async () => {
    const owner = await signIn();
    const team = await createTeam(owner);
    const kiosk = healthReport({ label: "Tablet 7", teamCode: team.codes.ic, pending: 7, oldestAgeSeconds: 20 * 60 });
    expect((await sendHealth(kiosk)).status).toBe(204);
    const before = await stored(kiosk.deviceId);
    const spoof = { ...kiosk, deviceKey: newDeviceKey(), label: null, teamCode: null, pending: 0, oldestAgeSeconds: null };
    const res = await sendHealth(spoof, newClient());
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: "Not this device's key",
      issues: [{ path: "deviceKey", message: "This device id belongs to another device: a report needs that device's own key" }],
    });
    expect(await stored(kiosk.deviceId)).toEqual(before);
    const onBoard = (await snapshotOf(owner)).devices.find((d) => d.deviceId === kiosk.deviceId);
    expect(onBoard).toMatchObject({ label: "Tablet 7", teamName: team.name, pending: 7 });
  });

  it("a report without a key is 400 naming deviceKey", async () => {
    const { deviceKey: _key, ...keyless } = healthReport();
    for (const body of [keyless, { ...keyless, deviceKey: "short" }]) {
      const res = await sendHealth(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual(["deviceKey"]);
    }
  });
});

describe("a flood of invented device ids (decision 062)", () => {
  const flood = async (count: number, client: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await sendHealth(healthReport({ label: `Fake ${i}` }), client)).status);
    return statuses;
  };

  it(`takes ${NEW_DEVICE_LIMITS.perClient} new ids an hour per address (an IPv6 /64 is one), then 429 naming deviceId; known devices go on`, async () => {
    const client = "2001:db8:77:1::1";
    const known = healthReport();
    expect((await sendHealth(known, client)).status).toBe(204);
    const statuses = await flood(NEW_DEVICE_LIMITS.perClient + 10, "2001:db8:77:1::2");
    expect(statuses.filter((s) => s === 204)).toHaveLength(NEW_DEVICE_LIMITS.perClient - 1);
    expect(statuses.slice(NEW_DEVICE_LIMITS.perClient - 1).every((s) => s === 429)).toBe(true);
    const refused = await sendHealth(healthReport(), "2001:db8:77:1:abcd::9");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ issues: [{ path: "deviceId" }] });
    // A device the server knows is not new; another address has its own budget.
    expect((await sendHealth({ ...known, pending: 1 }, client)).status).toBe(204);
    expect((await sendHealth(healthReport(), newClient())).status).toBe(204);
  });

  it(`takes ${NEW_DEVICE_LIMITS.overall} new ids an hour from everyone, then 429 for any new one`, async () => {
    const known = healthReport();
    expect((await sendHealth(known)).status).toBe(204);
    const now = Date.now();
    const fill = Array.from({ length: NEW_DEVICE_LIMITS.overall }, (_, i) =>
      env.DB.prepare("INSERT INTO device_admissions (client, admitted_at) VALUES (?, ?)").bind(`10.9.${i >> 8}.${i & 255}`, now - 1000),
    );
    await env.DB.batch(fill);
    const res = await sendHealth(healthReport(), newClient());
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ issues: [{ path: "deviceId" }] });
    expect((await sendHealth({ ...known, pending: 3 })).status).toBe(204);
    // An hour on, the window has moved.
    await env.DB.prepare("UPDATE device_admissions SET admitted_at = ?")
      .bind(now - NEW_DEVICE_LIMITS.windowMs - 1)
      .run();
    expect((await sendHealth(healthReport(), newClient())).status).toBe(204);
  });

  it("never pushes a kiosk that sent real saves off the board, however many invented ids report after it", async () => {
    const owner = await signIn();
    const kiosk = healthReport({ label: "Real kiosk", pending: 7, oldestAgeSeconds: 20 * 60 });
    expect((await sendHealth(kiosk)).status).toBe(204);
    expect((await postJson("/api/assessment/partial", validPayload({ deviceId: kiosk.deviceId }))).status).toBe(200);
    const clients = Array.from({ length: Math.ceil((MAX_LIVE_DEVICES + 20) / NEW_DEVICE_LIMITS.perClient) }, newClient);
    let accepted = 0;
    for (const client of clients) accepted += (await flood(NEW_DEVICE_LIMITS.perClient, client)).filter((s) => s === 204).length;
    expect(accepted).toBeGreaterThan(MAX_LIVE_DEVICES);
    const board = await snapshotOf(owner);
    expect(board.devices).toHaveLength(MAX_LIVE_DEVICES);
    expect(board.devices[0]).toMatchObject({ deviceId: kiosk.deviceId, label: "Real kiosk", pending: 7 });
  });
});

describe("the daily job's part (docs/privacy.md)", () => {
  it("deletes rows of devices silent for 30 days and admissions past their hour, and keeps the rest", async () => {
    const now = Date.now();
    const [silent, fresh] = [healthReport(), healthReport()];
    for (const r of [silent, fresh]) expect((await sendHealth(r)).status).toBe(204);
    await env.DB.prepare("UPDATE device_health SET reported_at = ? WHERE device_id = ?")
      .bind(now - 31 * 24 * 60 * 60_000, silent.deviceId)
      .run();
    await env.DB.prepare("INSERT INTO device_admissions (client, admitted_at) VALUES ('10.1.1.1', ?), ('10.1.1.2', ?)")
      .bind(now - NEW_DEVICE_LIMITS.windowMs - 1, now)
      .run();
    await deleteSilentDevices(env.DB, new Date(now));
    expect(await stored(silent.deviceId)).toBeNull();
    expect(await stored(fresh.deviceId)).not.toBeNull();
    const clients = await env.DB.prepare("SELECT client FROM device_admissions WHERE client LIKE '10.1.1.%'").all<{ client: string }>();
    expect(clients.results.map((r) => r.client)).toEqual(["10.1.1.2"]);
  });
});

import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HEALTH_LIMIT } from "../../schema/rate-limit";
import { healthReport, newClient, sendHealth } from "../test/live";
import { postJson } from "../test/call";

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

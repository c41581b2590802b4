import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { bytesToBase64url } from "../../schema/base64";
import type { DeviceHealth } from "../../schema/live/device-health-schema";
import { localDayStart, type LiveUpdate } from "../../schema/live/live-board";
import { app } from "../app";
import { postJson } from "./call";

export const ORIGIN = "http://localhost";

/** A new device key, as a device makes one (32 random bytes, base64url). */
export const newDeviceKey = () => bytesToBase64url(crypto.getRandomValues(new Uint8Array(32)));

/** A health report with every field, overridable. */
export const healthReport = (overrides: Partial<DeviceHealth> = {}): DeviceHealth => ({
  deviceId: crypto.randomUUID(),
  deviceKey: newDeviceKey(),
  label: "Tablet 3",
  teamCode: null,
  kiosk: true,
  pending: 2,
  failed: 0,
  oldestAgeSeconds: 90,
  appVersion: "test-1",
  persisted: true,
  storageUsage: 12_345,
  storageQuota: 1_000_000,
  lastError: null,
  ...overrides,
});

/** Each caller its own client address, so no test shares a rate-limit counter. */
export const newClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;

export const sendHealth = (report: unknown, client = newClient()) =>
  postJson("/api/devices/health", report, { "CF-Connecting-IP": client });

export const today = () => localDayStart(new Date());

/** Opens a board's socket through the real app as a browser of `origin` would; the answer's socket, accepted, or the refusal. */
export async function openSocket(cookie: string | null, origin: string | null = ORIGIN, dayStart = today()) {
  const headers: Record<string, string> = { Upgrade: "websocket" };
  if (cookie) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}/api/admin/live/socket?dayStart=${dayStart}`, { headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  const ws = res.webSocket;
  if (!ws)
    return {
      res,
      ws: null,
      messages: [] as LiveUpdate[],
      next: async () => null as LiveUpdate | null,
      closed: new Promise<Closed>(() => {}),
      closedWithin: async () => null as Closed | null,
    };
  ws.accept();
  let close: (c: Closed) => void = () => {};
  const closed = new Promise<Closed>((resolve) => (close = resolve));
  ws.addEventListener("close", (e) => close({ code: e.code, reason: e.reason }));
  /** How the server closed the socket, if it did within `ms`; null while it is still open. */
  const closedWithin = (ms: number) => Promise.race([closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
  const messages: LiveUpdate[] = [];
  const waiting: ((m: LiveUpdate) => void)[] = [];
  ws.addEventListener("message", (e) => {
    const m = JSON.parse(e.data as string) as LiveUpdate;
    const w = waiting.shift();
    if (w) w(m);
    else messages.push(m);
  });
  /** The next update, or null after `ms`. */
  const next = (ms = 5000) =>
    new Promise<LiveUpdate | null>((resolve) => {
      const queued = messages.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(done), 1);
        resolve(null);
      }, ms);
      const done = (m: LiveUpdate) => {
        clearTimeout(timer);
        resolve(m);
      };
      waiting.push(done);
    });
  return { res, ws, messages, next, closed, closedWithin };
}

export type Closed = { code: number; reason: string };
export type Board = Awaited<ReturnType<typeof openSocket>>;

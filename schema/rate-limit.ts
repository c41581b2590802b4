// The rate limits' wire contracts: creation (the worker answers 429 with Retry-After, the outbox waits) and admin sign-in.

/**
 * New responses one client address may create per period (wrangler.toml `[[ratelimits]]`
 * CREATION_LIMITER holds the same figures; scripts/checks/wrangler-config.test.ts keeps them equal).
 * 300 a minute lets a kiosk (or two behind one NAT) drain 200 queued respondents at once, and
 * turns a script's 2,000 in 12 s into 300 a minute. Updates of existing responses are never counted.
 */
export const CREATION_LIMIT = { limit: 300, period: 60 } as const;

/** The limit's key for a client address: an IPv6 client owns its whole /64, so it counts as one. */
export function creationLimitKey(address: string | undefined): string {
  const ip = address?.trim().toLowerCase() || "local";
  if (!ip.includes(":")) return ip;
  // An IPv4 client seen through IPv6 (::ffff:a.b.c.d) is that IPv4 client.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = "", tail = ""] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = ip.includes("::") ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Seconds until the current window of `periodSeconds` ends (at least 1). The binding does not report
 * its reset time; windows aligned to the period are what `wrangler dev` counts in.
 */
export function retryAfterSeconds(nowMs: number, periodSeconds: number): number {
  const periodMs = periodSeconds * 1000;
  return Math.max(1, Math.ceil((periodMs - (nowMs % periodMs)) / 1000));
}

/** Longest wait the outbox accepts from a Retry-After header: a broken proxy must not park a device for a day. */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/**
 * The moment a Retry-After header allows the next try (RFC 9110 §10.2.3: delay-seconds or an
 * HTTP-date), capped at MAX_RETRY_AFTER_MS from now; null when the header is missing or unreadable.
 */
export function retryAfterUntil(header: string | null, nowMs: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  let until: number;
  if (/^\d+$/.test(value)) until = nowMs + Number(value) * 1000;
  else {
    // An HTTP-date names its day and month; a bare "-5" or "1.5" is no date, whatever Date.parse says.
    const date = /^[a-z]{3},/i.test(value) ? Date.parse(value) : NaN;
    if (Number.isNaN(date)) return null;
    until = date;
  }
  return Math.min(Math.max(until, nowMs), nowMs + MAX_RETRY_AFTER_MS);
}

/**
 * Open look-ups one client address may make per period and route (wrangler.toml `[[ratelimits]]`
 * READ_LIMITER holds the same figures): team names by join code and sponsor reports by token. A
 * respondent looks a name up once per flow and a sponsor reads a report a few times; 60 a minute
 * leaves room for a room of respondents behind one NAT and stops scripted polling and scraping.
 */
export const READ_LIMIT = { limit: 60, period: 60 } as const;

/**
 * Device health reports one client address may send per period (wrangler.toml `[[ratelimits]]`
 * HEALTH_LIMITER holds the same figures): a kiosk reports every 30 s and after each upload (at most
 * every 5 s), so 600 a minute lets 50 tablets share one event NAT while a script's flood is cut off.
 */
export const HEALTH_LIMIT = { limit: 600, period: 60 } as const;

/**
 * New device ids the board takes per window (decision 062): from one client address (an IPv6 /64 counts as
 * one, creationLimitKey) and from everyone. A booth's tablets behind one event NAT are a few dozen; a
 * script's invented ids stop at the first limit, and however many get in, they never outrank a device
 * the server holds saves from (schema/live/live-board.ts boardOrder). Reports from known devices are not counted.
 */
export const NEW_DEVICE_LIMITS = { windowMs: 60 * 60_000, perClient: 60, overall: 600 } as const;

/**
 * The admin password sign-in's limits (docs/admin.md, decision 026). Each one releases with time, so
 * nobody, the owner included, is ever locked out for good.
 * - client: passwords compared per client (an IPv4 address, or an IPv6 /64: one subscriber) per window;
 * - account: after `free` failures on the account, each further attempt waits 2^k seconds after the
 *   last one (k = failures beyond `free`), at most `capMs`; failures count for `windowMs`;
 * - global: attempts across all clients (each within its own limit) per window; reaching it pauses
 *   password sign-in for everyone until the window moves on, and is audited.
 */
export const LOGIN_LIMITS = {
  client: { max: 5, windowMs: 15 * 60_000 },
  account: { free: 10, capMs: 15 * 60_000, windowMs: 60 * 60_000 },
  global: { max: 50, windowMs: 15 * 60_000 },
} as const;

/** The keys of `login_attempts.client`: one per client, one per account, one for everyone. */
export const loginClientKey = (address: string | undefined): string => `ip:${creationLimitKey(address)}`;
export const loginAccountKey = (email: string): string => `acct:${email}`;
export const LOGIN_GLOBAL_KEY = "global";

/** How long the account waits after its last failure, given its recent failures: 0, then 1 s, 2 s, 4 s ... capped. */
export function accountDelayMs(failures: number): number {
  const k = failures - LOGIN_LIMITS.account.free;
  if (k < 0) return 0;
  return Math.min(LOGIN_LIMITS.account.capMs, 2 ** Math.min(k, 30) * 1000);
}

/** What the store knows about recent attempts: counts within each window and the times that bound them. */
export type LoginState = {
  client: { count: number; oldestMs: number | null };
  account: { count: number; lastMs: number | null };
  global: { count: number; oldestMs: number | null };
};

export type LoginLimit = keyof typeof LOGIN_LIMITS;

/** Which limit holds the next attempt back and for how long (the longest wait wins); null when none does. */
export function loginWait(state: LoginState, nowMs: number): { limit: LoginLimit; waitMs: number } | null {
  const waits: { limit: LoginLimit; waitMs: number }[] = [];
  const { client, global } = LOGIN_LIMITS;
  if (state.client.count >= client.max) waits.push({ limit: "client", waitMs: (state.client.oldestMs ?? nowMs) + client.windowMs - nowMs });
  if (state.account.lastMs !== null)
    waits.push({ limit: "account", waitMs: state.account.lastMs + accountDelayMs(state.account.count) - nowMs });
  if (state.global.count >= global.max) waits.push({ limit: "global", waitMs: (state.global.oldestMs ?? nowMs) + global.windowMs - nowMs });
  const longest = waits.filter((w) => w.waitMs > 0).sort((a, b) => b.waitMs - a.waitMs)[0];
  return longest ?? null;
}

/** The 429's Retry-After: whole seconds, at least 1. */
export const retryAfterFor = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CREATION_LIMIT,
  LOGIN_GLOBAL_KEY,
  LOGIN_LIMITS,
  MAX_RETRY_AFTER_MS,
  accountDelayMs,
  creationLimitKey,
  loginAccountKey,
  loginClientKey,
  loginWait,
  retryAfterFor,
  retryAfterSeconds,
  retryAfterUntil,
  type LoginState,
} from "./rate-limit";

describe("creation limit", () => {
  it("lets one kiosk drain 200 queued respondents within one period of a minute or less", () => {
    expect(CREATION_LIMIT.limit).toBeGreaterThanOrEqual(200);
    expect(CREATION_LIMIT.period).toBeLessThanOrEqual(60);
    // The binding accepts these two periods only.
    expect([10, 60]).toContain(CREATION_LIMIT.period);
  });
});

describe("creationLimitKey", () => {
  it("keys an IPv4 client by its address, and a missing one as the single local client", () => {
    expect(creationLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(creationLimitKey(undefined)).toBe("local");
    expect(creationLimitKey("  ")).toBe("local");
    expect(creationLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("keys an IPv6 client by its /64, however the address is written", () => {
    const key = creationLimitKey("2001:db8:abcd:12::1");
    expect(key).toBe("2001:db8:abcd:12::/64");
    expect(creationLimitKey("2001:0DB8:ABCD:0012:ffff:eeee:dddd:cccc")).toBe(key);
    expect(creationLimitKey("2001:db8:abcd:12:1::")).toBe(key);
    expect(creationLimitKey("2001:db8:abcd:13::1")).not.toBe(key);
    expect(creationLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(creationLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("retryAfterSeconds", () => {
  it("counts the seconds to the end of the current window, at least one", () => {
    const minute = 60_000;
    expect(retryAfterSeconds(10 * minute, 60)).toBe(60);
    expect(retryAfterSeconds(10 * minute + 1, 60)).toBe(60);
    expect(retryAfterSeconds(10 * minute + 45_500, 60)).toBe(15);
    expect(retryAfterSeconds(11 * minute - 1, 60)).toBe(1);
    expect(retryAfterSeconds(10 * minute + 9_999, 10)).toBe(1);
  });
});

describe("retryAfterUntil", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");

  it("reads delay-seconds and HTTP-dates", () => {
    expect(retryAfterUntil("30", now)).toBe(now + 30_000);
    expect(retryAfterUntil(" 0 ", now)).toBe(now);
    expect(retryAfterUntil("Mon, 23 Nov 2026 12:00:20 GMT", now)).toBe(now + 20_000);
  });

  it("never waits into the past nor longer than the cap", () => {
    expect(retryAfterUntil("Mon, 23 Nov 2026 11:00:00 GMT", now)).toBe(now);
    expect(retryAfterUntil("86400", now)).toBe(now + MAX_RETRY_AFTER_MS);
  });

  it("answers null for a missing or unreadable header", () => {
    expect(retryAfterUntil(null, now)).toBeNull();
    expect(retryAfterUntil("", now)).toBeNull();
    expect(retryAfterUntil("soon", now)).toBeNull();
    expect(retryAfterUntil("-5", now)).toBeNull();
    expect(retryAfterUntil("1.5", now)).toBeNull();
  });
});

describe("admin password sign-in limits", () => {
  const { client, account, global } = LOGIN_LIMITS;
  const empty: LoginState = {
    client: { count: 0, oldestMs: null },
    account: { count: 0, lastMs: null },
    global: { count: 0, oldestMs: null },
  };

  it("keys a client by its IPv4 address or its IPv6 /64, apart from the account's and the global key", () => {
    expect(loginClientKey("203.0.113.7")).toBe("ip:203.0.113.7");
    expect(loginClientKey("2001:db8:abcd:12::1")).toBe(loginClientKey("2001:db8:abcd:12:ffff::2"));
    expect(loginClientKey("2001:db8:abcd:13::1")).not.toBe(loginClientKey("2001:db8:abcd:12::1"));
    expect(loginAccountKey("admin@localhost")).toBe("acct:admin@localhost");
    expect(new Set([loginClientKey(undefined), loginAccountKey("x"), LOGIN_GLOBAL_KEY]).size).toBe(3);
  });

  it("lets the account's first failures pass, then doubles its wait from one second up to the cap", () => {
    expect(accountDelayMs(account.free - 1)).toBe(0);
    expect(accountDelayMs(account.free)).toBe(1000);
    expect(accountDelayMs(account.free + 1)).toBe(2000);
    expect(accountDelayMs(account.free + 3)).toBe(8000);
    expect(accountDelayMs(account.free + 1000)).toBe(account.capMs);
    fc.assert(
      fc.property(fc.nat(10_000), (n) => {
        expect(accountDelayMs(n + 1)).toBeGreaterThanOrEqual(accountDelayMs(n));
        expect(accountDelayMs(n)).toBeLessThanOrEqual(account.capMs);
      }),
    );
  });

  it("names the limit that holds an attempt back and for how long; the longest wait wins", () => {
    const now = 10_000_000;
    expect(loginWait(empty, now)).toBeNull();
    expect(loginWait({ ...empty, client: { count: client.max, oldestMs: now - 60_000 } }, now)).toEqual({
      limit: "client",
      waitMs: client.windowMs - 60_000,
    });
    expect(loginWait({ ...empty, account: { count: account.free + 2, lastMs: now - 1000 } }, now)).toEqual({
      limit: "account",
      waitMs: 3000,
    });
    expect(loginWait({ ...empty, account: { count: account.free + 2, lastMs: now - 5000 } }, now)).toBeNull();
    const both = { ...empty, client: { count: client.max, oldestMs: now - 1000 }, global: { count: global.max, oldestMs: now - 2000 } };
    expect(loginWait(both, now)).toEqual({ limit: "client", waitMs: client.windowMs - 1000 });
    expect(retryAfterFor(1)).toBe(1);
    expect(retryAfterFor(1001)).toBe(2);
  });

  it("never locks anyone out for good: every wait ends within the longest window or the cap", () => {
    const longest = Math.max(client.windowMs, global.windowMs, account.capMs);
    const now = 1_000_000_000;
    const since = (windowMs: number) => fc.integer({ min: now - windowMs, max: now });
    fc.assert(
      fc.property(
        fc.record({
          client: fc.record({ count: fc.nat(1000), oldestMs: since(client.windowMs) }),
          account: fc.record({ count: fc.nat(100_000), lastMs: since(account.windowMs) }),
          global: fc.record({ count: fc.nat(100_000), oldestMs: since(global.windowMs) }),
        }),
        (state) => {
          const wait = loginWait(state, now);
          expect(wait?.waitMs ?? 0).toBeLessThanOrEqual(longest);
          expect(loginWait(state, now + longest)).toBeNull();
        },
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { CREATION_LIMIT, MAX_RETRY_AFTER_MS, creationLimitKey, retryAfterSeconds, retryAfterUntil } from "./rate-limit";

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

import { describe, expect, it } from "vitest";
import { call } from "../test/call";

const hsts = async (url: string, init?: RequestInit) => (await call(url, init)).headers.get("strict-transport-security");

describe("Strict-Transport-Security", () => {
  it("is sent on https hosts, on answers and on refusals alike", async () => {
    for (const url of ["https://sociality.example.workers.dev/api/auth/user", "https://assessment.acme.example/api/no-such-route"]) {
      expect(await hsts(url), url).toBe("max-age=63072000; includeSubDomains");
    }
    expect(await hsts("https://assessment.acme.example/api/admin/login", { method: "POST", body: "{}" })).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  it("is never sent on plain http or on a local host (wrangler dev must stay reachable over http)", async () => {
    for (const url of [
      "http://localhost/api/auth/user",
      "http://127.0.0.1:8787/api/auth/user",
      "https://localhost/api/auth/user",
      "http://assessment.acme.example/api/auth/user",
    ]) {
      expect(await hsts(url), url).toBeNull();
    }
  });
});

describe("the two header sets", () => {
  it("API answers (JSON, refusals) forbid loading and framing anything and are never sniffed; page-only headers are left out", async () => {
    for (const res of [await call("/api/assessment-data"), await call("/api/no-such-route"), await call("/api/admin/responses")]) {
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeNull();
      expect(res.headers.get("x-frame-options")).toBeNull();
    }
  });

  it("an HTML page the API answers (the sign-in problem page) gets the page's full set", async () => {
    const res = await call("/api/callback", { headers: { Accept: "text/html" } });
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
  });
});

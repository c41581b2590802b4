import { describe, expect, it } from "vitest";
import { call } from "../test/call";

const hsts = async (url: string, init?: RequestInit) => (await call(url, init)).headers.get("strict-transport-security");

describe("Strict-Transport-Security", () => {
  it("is sent on https hosts, on answers and on refusals alike", async () => {
    for (const url of ["https://sociality.example.workers.dev/api/auth/user", "https://assessment.acme.example/api/no-such-route"]) {
      expect(await hsts(url), url).toBe("max-age=63072000; includeSubDomains");
    }
    expect(await hsts("https://assessment.acme.example/api/admin/login", { method: "POST", body: "{}" })).toBe("max-age=63072000; includeSubDomains");
  });

  it("is never sent on plain http or on a local host (wrangler dev must stay reachable over http)", async () => {
    for (const url of ["http://localhost/api/auth/user", "http://127.0.0.1:8787/api/auth/user", "https://localhost/api/auth/user", "http://assessment.acme.example/api/auth/user"]) {
      expect(await hsts(url), url).toBeNull();
    }
  });
});

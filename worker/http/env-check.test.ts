import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validPayload } from "../../schema/save/sample-payload";
import { readEnv } from "./env";
import { callWithEnv, TEST_PASSWORD } from "../test/admin";

afterEach(() => vi.restoreAllMocks());

const BAD = { DEMO_MODE: "yes", RETENTION_DAYS: "ninety", OIDC_AUTH_SECRET: "too-short-secret" };

describe("a Worker whose configuration cannot be read (decision 078)", () => {
  it("answers every API route 500, naming each bad variable and never its value, and logs the same", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const save = validPayload();
    for (const [path, init] of [
      ["/api/settings", {}],
      ["/api/admin/config", {}],
      ["/api/assessment", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(save) }],
      [
        "/api/admin/login",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ password: TEST_PASSWORD }) },
      ],
    ] as const) {
      const res = await callWithEnv(BAD, path, init);
      expect(res.status, path).toBe(500);
      const body = await res.text();
      expect(JSON.parse(body), path).toEqual({
        error: "Server misconfigured",
        issues: [
          { path: "DEMO_MODE", message: 'DEMO_MODE must be "true" or "false"' },
          { path: "RETENTION_DAYS", message: "RETENTION_DAYS must be whole days from 1 to 36500" },
          { path: "OIDC_AUTH_SECRET", message: "OIDC_AUTH_SECRET must have at least 32 characters" },
        ],
      });
      expect(body).not.toContain("too-short-secret");
      expect(res.headers.get("Set-Cookie"), path).toBeNull();
    }
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("RETENTION_DAYS must be whole days"));
    expect(logged.mock.calls.flat().join(" ")).not.toContain("too-short-secret");
    // Nothing was saved on a guess.
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE id = ?").bind(save.id).first("n")).toBe(0);
  });

  it("reads the environment once per env object: the isolate's env is parsed on its first request and kept", () => {
    const first = readEnv(env);
    expect(first.ok).toBe(true);
    expect(readEnv(env)).toBe(first);
    expect(readEnv({ ...env, RETENTION_DAYS: "7" } as unknown as Env)).not.toBe(first);
  });

  it("lets a good environment through", async () => {
    expect((await callWithEnv({ RETENTION_DAYS: "30", DEMO_MODE: "true" }, "/api/settings")).status).toBe(200);
  });
});

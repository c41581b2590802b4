import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { CREATION_LIMIT, HEALTH_LIMIT, READ_LIMIT } from "../../schema/rate-limit";
import { headersFile, WORKER_FIRST } from "../../schema/security-headers";

const config = parse(readFileSync(join(import.meta.dirname, "..", "..", "wrangler.toml"), "utf8"));

describe("wrangler.toml", () => {
  const limiters = (config.ratelimits ?? []) as { name: string; namespace_id: string; simple: { limit: number; period: number } }[];

  it.each([
    ["CREATION_LIMITER", CREATION_LIMIT],
    ["READ_LIMITER", READ_LIMIT],
    ["HEALTH_LIMITER", HEALTH_LIMIT],
  ])("binds %s with the figures the worker's Retry-After and the docs assume", (name, figures) => {
    const limiter = limiters.find((l) => l.name === name);
    expect(limiter?.simple).toEqual(figures);
    expect(limiter?.namespace_id).toMatch(/^\d+$/);
  });

  it("binds the live board's Durable Object, the class the worker exports, through a SQLite-backed migration", () => {
    const bindings = (config.durable_objects as { bindings?: { name: string; class_name: string }[] } | undefined)?.bindings ?? [];
    expect(bindings).toEqual([{ name: "LIVE_BOARD", class_name: "LiveBoard" }]);
    const migrations = (config.migrations ?? []) as { tag: string; new_sqlite_classes?: string[]; new_classes?: string[] }[];
    expect(migrations.flatMap((m) => m.new_sqlite_classes ?? [])).toContain("LiveBoard");
    expect(migrations.flatMap((m) => m.new_classes ?? [])).toEqual([]);
    const source = readFileSync(join(import.meta.dirname, "..", "..", "worker", "index.ts"), "utf8");
    expect(source).toMatch(/export \{ LiveBoard \}|export class LiveBoard/);
  });

  it("gives each limiter its own namespace", () => {
    expect(new Set(limiters.map((l) => l.namespace_id)).size).toBe(limiters.length);
  });

  it("runs the Worker first only for the paths schema/security-headers.ts names; the rest are static assets (decision 074)", () => {
    const assets = config.assets as { run_worker_first?: unknown; not_found_handling?: string };
    expect(assets.run_worker_first).toEqual([...WORKER_FIRST]);
    expect(assets.not_found_handling).toBe("single-page-application");
  });
});

describe("the static assets' _headers file", () => {
  it("gives every path the page's security headers, and leaves Strict-Transport-Security to the Worker", () => {
    const lines = headersFile().split("\n");
    expect(lines.filter((l) => !l.startsWith("#") && l !== "")).toEqual([
      "/*",
      expect.stringMatching(/^ {2}Content-Security-Policy: default-src 'self';.*script-src 'self';.*frame-ancestors 'none'$/),
      "  X-Content-Type-Options: nosniff",
      "  Referrer-Policy: strict-origin-when-cross-origin",
      "  X-Frame-Options: DENY",
      "  Permissions-Policy: camera=(), microphone=(), geolocation=()",
    ]);
  });
});

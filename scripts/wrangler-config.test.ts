import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { CREATION_LIMIT, HEALTH_LIMIT, READ_LIMIT } from "../schema/rate-limit";

const config = parse(readFileSync(join(import.meta.dirname, "..", "wrangler.toml"), "utf8"));

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
    const source = readFileSync(join(import.meta.dirname, "..", "worker", "index.ts"), "utf8");
    expect(source).toMatch(/export \{ LiveBoard \}|export class LiveBoard/);
  });

  it("gives each limiter its own namespace", () => {
    expect(new Set(limiters.map((l) => l.namespace_id)).size).toBe(limiters.length);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { CREATION_LIMIT } from "../schema/rate-limit";

const config = parse(readFileSync(join(import.meta.dirname, "..", "wrangler.toml"), "utf8"));

describe("wrangler.toml", () => {
  it("binds CREATION_LIMITER with the figures the worker's Retry-After and the docs assume", () => {
    const limiters = (config.ratelimits ?? []) as { name: string; namespace_id: string; simple: { limit: number; period: number } }[];
    const limiter = limiters.find((l) => l.name === "CREATION_LIMITER");
    expect(limiter?.simple).toEqual(CREATION_LIMIT);
    expect(limiter?.namespace_id).toMatch(/^\d+$/);
  });
});

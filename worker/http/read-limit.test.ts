import { beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../schema/save/payload";
import { READ_LIMIT } from "../../schema/rate-limit";
import type { Team } from "../../schema/teams/team-api";
import { signIn } from "../test/admin";
import { call } from "../test/call";
import { newClient, sponsorLink } from "../test/sponsor";
import { createTeam } from "../test/teams";

let team: Team;
let token: string;
beforeAll(async () => {
  const cookie = await signIn();
  team = await createTeam(cookie, "Limited team");
  token = (await sponsorLink(cookie, team.id)).token;
});

const get = (path: string, client: string) => call(path, { headers: { "CF-Connecting-IP": client } });

/** Reads until the first refusal; a window may end mid-loop and start a fresh count, so at most two windows' worth. */
async function readUntilRefused(path: string, client: string): Promise<{ answered: number; refused: Response | null }> {
  let answered = 0;
  for (let i = 0; i <= 2 * READ_LIMIT.limit; i++) {
    const res = await get(path, client);
    if (res.status !== 200) return { answered, refused: res };
    answered++;
  }
  return { answered, refused: null };
}

describe.each([
  { route: "GET /api/teams/:code", path: () => `/api/teams/${team.codes.ic}`, field: "code", other: () => `/api/report/${token}` },
  { route: "GET /api/report/:token", path: () => `/api/report/${token}`, field: "token", other: () => `/api/teams/${team.codes.ic}` },
])("$route per client address (the real Rate Limiting binding of wrangler.toml)", ({ path, field, other }) => {
  it("answers 429 with Retry-After and a JSON error naming the field past the limit; other addresses and the other route go on", async () => {
    const client = newClient();
    const { answered, refused } = await readUntilRefused(path(), client);
    expect(answered).toBeGreaterThanOrEqual(READ_LIMIT.limit);
    expect(refused?.status).toBe(429);
    const retryAfter = Number(refused!.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(READ_LIMIT.period);
    expect(refused!.headers.get("cache-control")).toBe("no-store");
    const body = (await refused!.json()) as ApiError;
    expect(body).toMatchObject({ error: "Too many requests", issues: [{ path: field, message: expect.stringContaining("try again") }] });

    expect((await get(path(), newClient())).status).toBe(200);
    expect((await get(other(), client)).status).toBe(200);
  }, 60_000);
});

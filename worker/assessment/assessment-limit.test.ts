import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CREATION_LIMIT } from "../../schema/rate-limit";
import type { SavePayload } from "../../schema/save/payload";
import { postJson } from "../test/call";
import { validPayload } from "../../schema/save/sample-payload";

const count = async (id: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM assessment_responses WHERE id = ?").bind(id).first<{ n: number }>())!.n;
/** A client address of its own, so no other test shares its counter. */
const newClient = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join(".")}`;
const save = (p: SavePayload, client: string) =>
  postJson(p.isCompleted ? "/api/assessment" : "/api/assessment/partial", p, { "CF-Connecting-IP": client });

describe("creation rate limit (the real Rate Limiting binding of wrangler.toml)", () => {
  it("lets one address create a kiosk's queue at once, then answers 429 with Retry-After; updates and other addresses go on", async () => {
    const client = newClient();
    const created: SavePayload[] = [];
    let refused: { payload: SavePayload; res: Response } | null = null;
    // A window may end mid-loop and start a fresh count: at most two windows' worth before a refusal.
    for (let i = 0; i <= 2 * CREATION_LIMIT.limit && !refused; i++) {
      const p = validPayload({ revision: 1 + (i % 5), isCompleted: i % 2 === 1 });
      const res = await save(p, client);
      if (res.status === 200) created.push(p);
      else refused = { payload: p, res };
    }
    expect(created.length).toBeGreaterThanOrEqual(CREATION_LIMIT.limit);
    expect(refused?.res.status).toBe(429);
    const retryAfter = Number(refused!.res.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(CREATION_LIMIT.period);
    expect(await refused!.res.json()).toMatchObject({ error: expect.any(String), issues: [{ path: "id" }] });
    expect(await count(refused!.payload.id)).toBe(0);

    // Existing responses of the limited address still save: a newer revision, a final submit, a resend.
    const [a, b, c] = created;
    expect((await save({ ...a!, revision: a!.revision + 1, step: "later" }, client)).status).toBe(200);
    expect((await save({ ...b!, revision: b!.revision + 1, isCompleted: true }, client)).status).toBe(200);
    expect((await save(c!, client)).status).toBe(200);
    // Another address is not affected.
    expect((await save(validPayload(), newClient())).status).toBe(200);
  }, 120_000);
});

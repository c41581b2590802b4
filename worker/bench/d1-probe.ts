// bench:api's ceiling: the cheapest write a save could be — one prepared single-row D1 upsert of the
// request body, nothing else. Not part of the product; served only by scripts/bench/bench-api.mjs, never
// bundled into worker/index.ts. Two more paths (BENCH_LAYERS=1) add the save path's parts one at a
// time, to see where a save's time goes: `/statement` runs the product's own upsert (its 28 columns,
// indexes and conditions) with the body's values, `/checked` adds the validation and the token hash.
import { SavePayloadSchema, type SavePayload } from "../../schema/save/payload";
import { sha256Hex } from "../db/hash";
import { saveValues, upsertStatement, wrote } from "../assessment/save-statement";

const FIXED_HASH = "0".repeat(64);

async function statement(env: { DB: D1Database }, p: SavePayload, tokenHash: string): Promise<Response> {
  const values = saveValues(p, false, tokenHash, new Date());
  const written = wrote(await upsertStatement(env.DB, values, false).run()) || wrote(await upsertStatement(env.DB, values, true).run());
  return Response.json({ id: p.id, revision: p.revision, written });
}

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const path = new URL(request.url).pathname;
    const body = await request.json<SavePayload>();
    if (path === "/statement") return statement(env, { ...body, id: body.id.toLowerCase() }, FIXED_HASH);
    if (path === "/checked") {
      const parsed = SavePayloadSchema.safeParse(body);
      if (!parsed.success) return Response.json({ error: "Invalid request body" }, { status: 400 });
      return statement(env, parsed.data, await sha256Hex(parsed.data.writeToken));
    }
    await env.DB.prepare(
      "INSERT INTO bench_probe (id, revision, body) VALUES (?1, ?2, ?3) ON CONFLICT(id) DO UPDATE SET revision = excluded.revision, body = excluded.body",
    )
      .bind(body.id, body.revision, JSON.stringify(body))
      .run();
    return Response.json({ id: body.id, revision: body.revision });
  },
};

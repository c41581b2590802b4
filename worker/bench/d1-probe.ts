// bench:api's ceiling: the cheapest write a save could be — one prepared single-row D1 upsert of the
// request body, nothing else. Not part of the product; served only by scripts/bench-api.mjs, never bundled into worker/index.ts.
export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const body = await request.json<{ id: string; revision: number }>();
    await env.DB.prepare(
      "INSERT INTO bench_probe (id, revision, body) VALUES (?1, ?2, ?3) ON CONFLICT(id) DO UPDATE SET revision = excluded.revision, body = excluded.body",
    )
      .bind(body.id, body.revision, JSON.stringify(body))
      .run();
    return Response.json({ id: body.id, revision: body.revision });
  },
};

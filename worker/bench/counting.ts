// bench:requests' server (scripts/bench/bench-requests.mjs): the product's own Worker, unchanged, with counters around it.
// Not part of the product: the bench serves it as `main` of its own wrangler config, never bundled into
// worker/index.ts, so the production path runs no bench code. It counts, per Worker invocation, the route and the
// bytes of the request and answer bodies, and per D1 call the statements run and D1's own `meta.rows_written` and
// `meta.rows_read` (from run(), all() and batch(); first() and raw() give no meta and are counted apart).
// GET /api/__bench/counts answers them, POST resets them (under /api/: the only paths besides the admin's that run the Worker first).
import worker from "../index";

export { LiveBoard } from "../live/board-object";

type Counts = {
  requests: Record<string, number>;
  bytesUp: number;
  bytesDown: number;
  statements: number;
  rowsWritten: number;
  rowsRead: number;
  statementsWithoutMeta: number;
};

const fresh = (): Counts => ({
  requests: {},
  bytesUp: 0,
  bytesDown: 0,
  statements: 0,
  rowsWritten: 0,
  rowsRead: 0,
  statementsWithoutMeta: 0,
});
let counts = fresh();

type Meta = { rows_written?: number; rows_read?: number };
const add = (meta: Meta | undefined) => {
  counts.statements++;
  if (!meta) return void counts.statementsWithoutMeta++;
  counts.rowsWritten += meta.rows_written ?? 0;
  counts.rowsRead += meta.rows_read ?? 0;
};

type Method = (...args: unknown[]) => Promise<unknown>;
let patched = false;

/**
 * Wraps the D1 binding's own classes once (the binding is made by the runtime; its prototypes are what every
 * statement, the Durable Object's too, runs through in this isolate).
 */
function patchD1(db: D1Database) {
  if (patched) return;
  patched = true;
  const statement = Object.getPrototypeOf(db.prepare("SELECT 1")) as Record<string, Method>;
  for (const name of ["run", "all"]) {
    const original = statement[name]!;
    statement[name] = async function (this: unknown, ...args: unknown[]) {
      const result = (await original.apply(this, args)) as { meta?: Meta };
      add(result.meta);
      return result;
    };
  }
  for (const name of ["first", "raw"]) {
    const original = statement[name]!;
    statement[name] = function (this: unknown, ...args: unknown[]) {
      add(undefined);
      return original.apply(this, args);
    };
  }
  const database = Object.getPrototypeOf(db) as Record<string, Method>;
  const batch = database.batch!;
  database.batch = async function (this: unknown, ...args: unknown[]) {
    const results = (await batch.apply(this, args)) as { meta?: Meta }[];
    for (const r of results) add(r.meta);
    return results;
  };
}

/** A route's name: ids and tokens in the path replaced by a placeholder. */
const route = (method: string, path: string) =>
  `${method} ${path.replace(/\/[0-9a-f-]{16,}|\/[A-Za-z0-9_-]{20,}/g, "/:id")}${path.startsWith("/api/") ? "" : " (not API)"}`;

export default {
  async fetch(request, env, ctx) {
    patchD1(env.DB);
    const url = new URL(request.url);
    if (url.pathname === "/api/__bench/counts") {
      if (request.method === "POST") counts = fresh();
      return Response.json(counts);
    }
    const key = route(request.method, url.pathname);
    counts.requests[key] = (counts.requests[key] ?? 0) + 1;
    // Bytes of the API's bodies only: a static file that runs the Worker is counted as a request, not as data.
    const api = url.pathname.startsWith("/api/");
    if (api && request.body) counts.bytesUp += (await request.clone().arrayBuffer()).byteLength;
    const response = await worker.fetch(request, env, ctx);
    if (api && response.body && response.status !== 101) counts.bytesDown += (await response.clone().arrayBuffer()).byteLength;
    return response;
  },
  scheduled: worker.scheduled,
} satisfies ExportedHandler<Env>;

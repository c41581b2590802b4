import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../app";

/** Runs a request through the real Hono app inside workerd, with the real (migrated) local D1. */
export async function call(input: string | Request, init?: RequestInit): Promise<Response> {
  const request = typeof input === "string" ? new Request(new URL(input, "http://localhost"), init) : input;
  const ctx = createExecutionContext();
  const res = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

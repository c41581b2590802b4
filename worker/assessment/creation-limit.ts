import { CREATION_LIMIT, creationLimitKey, retryAfterSeconds } from "../../schema/rate-limit";
import type { CreationGate } from "./save-statement";

/**
 * The creation rate limit for one request: the Workers Rate Limiting binding (wrangler.toml
 * CREATION_LIMITER), keyed by the client's address. Cloudflare sets CF-Connecting-IP on every request;
 * `wrangler dev` sets it to the local client. Each call of the gate counts one new response, so a
 * batch of saves can share one gate and ask it per item.
 */
export function creationGate(env: Env, request: Request): CreationGate {
  const key = creationLimitKey(request.headers.get("CF-Connecting-IP") ?? undefined);
  return async () => (await env.CREATION_LIMITER.limit({ key })).success;
}

/** Retry-After for a refused creation: the end of the limit's current window. */
export const creationRetryAfter = (nowMs = Date.now()) => String(retryAfterSeconds(nowMs, CREATION_LIMIT.period));

import type { MiddlewareHandler } from "hono";
import type { ApiError } from "../../schema/save/payload";
import { creationLimitKey, READ_LIMIT, retryAfterSeconds } from "../../schema/rate-limit";
import type { AppEnv } from "./app-env";

/**
 * The open look-ups' rate limit (wrangler.toml READ_LIMITER), per client address (counted as the
 * creation limit counts it) and per route, so a sponsor polling a report never blocks a team-name
 * look-up from the same office. Over it: 429, Retry-After and a JSON error naming `field`.
 */
export function readLimit(route: string, field: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = `${route}:${creationLimitKey(c.req.header("CF-Connecting-IP"))}`;
    if ((await c.env.READ_LIMITER.limit({ key })).success) return next();
    const seconds = retryAfterSeconds(Date.now(), READ_LIMIT.period);
    c.header("Retry-After", String(seconds));
    const body: ApiError = {
      error: "Too many requests",
      issues: [{ path: field, message: `Too many requests from this address; try again in ${seconds} seconds` }],
    };
    return c.json(body, 429);
  };
}

import { createMiddleware } from "hono/factory";
import { badConfiguration } from "../../schema/worker-env";
import { readEnv } from "./env";

/**
 * Every API request first: while a var or secret cannot be read, nothing runs on a guess; the answer is a 500 naming each
 * variable (never its value), and the Worker's log says the same on each refused request, so `wrangler tail` shows it (decision 078).
 */
export const envCheck = createMiddleware<{ Bindings: Env }>(async (c, next) => {
  const parsed = readEnv(c.env);
  if (parsed.ok) return next();
  console.error(`Worker configuration refused: ${parsed.problems.map((p) => p.message).join("; ")}`);
  return c.json(badConfiguration(parsed.problems), 500);
});

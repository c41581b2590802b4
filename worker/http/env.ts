import { parseWorkerEnv, type ParsedEnv, type WorkerConfig } from "../../schema/worker-env";

/**
 * A Worker has no start to check its environment at: it is read on the first request of each isolate (the env object
 * lives as long as the isolate) and kept; a test's env with vars replaced is another object, read on its own (decision 078).
 */
const read = new WeakMap<object, ParsedEnv>();

export function readEnv(env: Env): ParsedEnv {
  let parsed = read.get(env);
  if (!parsed) {
    parsed = parseWorkerEnv(env as unknown as Record<string, unknown>);
    read.set(env, parsed);
  }
  return parsed;
}

/** Thrown where the configuration is needed but cannot be read; the API's guard answers before any route gets here. */
export class BadEnvironment extends Error {
  constructor(readonly problems: { path: string; message: string }[]) {
    super(`The Worker's configuration is bad: ${problems.map((p) => p.message).join("; ")}`);
    this.name = "BadEnvironment";
  }
}

/** The Worker's configuration, every var and secret read by its rule (schema/worker-env.ts). */
export function workerConfig(env: Env): WorkerConfig {
  const parsed = readEnv(env);
  if (!parsed.ok) throw new BadEnvironment(parsed.problems);
  return parsed.config;
}

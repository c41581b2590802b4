/** The Hono environment of the public routes, in its own module so a route never imports app.ts (which mounts it). */
export type AppEnv = { Bindings: Env };

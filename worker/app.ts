import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { limitBody } from "./http/body-limit";
import { envCheck } from "./http/env-check";
import { pageAnswer } from "./http/no-store";
import { securityHeaders } from "./http/security-headers";
import { adminRoutes } from "./records/admin";
import { assessmentRoutes } from "./assessment/assessment";
import { authRoutes } from "./identity/auth";
import { completionResultRoutes } from "./assessment/completion-result";
import { deviceRoutes } from "./live/devices";
import { publicTeamRoutes } from "./teams/public-teams";
import type { ApiError } from "../schema/save/payload";
import type { AppEnv } from "./http/app-env";

const api = new Hono<AppEnv>()
  .use(envCheck)
  .use(limitBody)
  .route("/", assessmentRoutes)
  .route("/", completionResultRoutes)
  .route("/", authRoutes)
  .route("/", publicTeamRoutes)
  .route("/", deviceRoutes)
  .route("/admin", adminRoutes)
  // A sub-app's notFound is not used once mounted, so unknown API paths end here instead of the SPA.
  .all("*", (c) =>
    c.json<ApiError>({ error: "Not found", issues: [{ path: "", message: `No route ${c.req.method} ${c.req.path}` }] }, 404),
  );

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .route("/api", api)
  // Everything else is the built web app (SPA fallback configured in wrangler.toml); admin pages uncached.
  .all("*", (c) => pageAnswer(c.req.path, c.env.ASSETS.fetch(c.req.raw)));

app.onError((err, c) => {
  if (err instanceof HTTPException) {
    const body: ApiError = { error: err.message || "Bad request", issues: [{ path: "", message: err.message }] };
    return c.json(body, err.status);
  }
  console.error(err);
  return c.json<ApiError>({ error: "Internal error", issues: [] }, 500);
});

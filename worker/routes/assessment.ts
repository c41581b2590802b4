import { Hono } from "hono";
import { SavePayloadSchema } from "../../schema/payload";
import type { AppEnv } from "../app-env";
import { assessmentData } from "../content";
import { creationGate, creationRetryAfter } from "../creation-limit";
import { saveResponse } from "../db/save-response";
import { validJson } from "../validate";

export const assessmentRoutes = new Hono<AppEnv>()
  // Readiness probe for scripts and the bench's baseline rate.
  .get("/health", (c) => c.json({ ok: true }))
  .get("/assessment-data", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(assessmentData);
  })
  .post("/assessment/partial", validJson(SavePayloadSchema), async (c) => {
    const result = await saveResponse(c.env.DB, c.req.valid("json"), false, creationGate(c.env, c.req.raw));
    if (result.status === 429) c.header("Retry-After", creationRetryAfter());
    return c.json(result.body, result.status);
  })
  .post("/assessment", validJson(SavePayloadSchema), async (c) => {
    const result = await saveResponse(c.env.DB, c.req.valid("json"), true, creationGate(c.env, c.req.raw));
    if (result.status === 429) c.header("Retry-After", creationRetryAfter());
    return c.json(result.body, result.status);
  });

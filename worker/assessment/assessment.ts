import { Hono } from "hono";
import * as z from "zod/mini";
import { BatchEnvelopeSchema, type BatchAnswer } from "../../schema/save/batch";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../schema/assessment/languages";
import { FinalSaveSchema, PartialSaveSchema } from "../../schema/save/save-rules";
import { applyBatch } from "./apply-batch";
import type { AppEnv } from "../http/app-env";
import { assessmentDataFor } from "./content";
import { creationGate, creationRetryAfter } from "./creation-limit";
import { saveResponse } from "./save-response";
import { notifyLive, savedEvents } from "../live/notify";
import { validJson, validQuery } from "../http/validate";

const AssessmentDataQuerySchema = z.object({
  lang: z.optional(z.enum(LANGUAGES, { error: `lang must be one of ${LANGUAGES.join(", ")}` })),
});

export const assessmentRoutes = new Hono<AppEnv>()
  // Readiness probe for scripts and the bench's baseline rate.
  .get("/health", (c) => c.json({ ok: true }))
  // docs/languages.md#content: ?lang= picks the language (English without it); an unknown one is a 400 naming `lang`.
  .get("/assessment-data", validQuery(AssessmentDataQuerySchema), (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return c.json(assessmentDataFor(c.req.valid("query").lang ?? DEFAULT_LANGUAGE));
  })
  .post("/assessment/partial", validJson(PartialSaveSchema), async (c) => {
    const save = c.req.valid("json");
    const result = await saveResponse(c.env.DB, save, false, creationGate(c.env, c.req.raw));
    if (result.status === 429) c.header("Retry-After", creationRetryAfter());
    // docs/admin.md#the-live-board: the boards hear of it after the answer (waitUntil).
    if (result.status === 200) notifyLive(c, savedEvents([save], [result.body]));
    return c.json(result.body, result.status);
  })
  .post("/assessment", validJson(FinalSaveSchema), async (c) => {
    const save = c.req.valid("json");
    const result = await saveResponse(c.env.DB, save, true, creationGate(c.env, c.req.raw));
    if (result.status === 429) c.header("Retry-After", creationRetryAfter());
    if (result.status === 200) notifyLive(c, savedEvents([save], [result.body]));
    return c.json(result.body, result.status);
  })
  // docs/offline.md#sync-at-the-speed-of-the-link: up to 50 saves, each as the single endpoints would answer it, in one D1 batch.
  .post("/assessment/batch", validJson(BatchEnvelopeSchema), async (c) => {
    const saves = c.req.valid("json").saves;
    const slots = await applyBatch(c.env.DB, saves, creationGate(c.env, c.req.raw));
    const results = slots.map((s) => s.result);
    notifyLive(c, savedEvents(saves, results));
    return c.json<BatchAnswer>({ results });
  });

import { Hono } from "hono";
import * as z from "zod/mini";
import { completionResult, type CompletionResult, type RespondentSettings } from "../../schema/assessment/completion-result";
import type { ApiError } from "../../schema/save/payload";
import type { AppEnv } from "../http/app-env";
import { findResultRow } from "./completion-result-read";
import { sha256Hex } from "../db/hash";
import { workerConfig } from "../http/env";
import { noStore } from "../http/no-store";

const IdSchema = z.uuid();
const BEARER = /^Bearer ([A-Za-z0-9_-]{32,128})$/;

const notShown: ApiError = {
  error: "No result on completion",
  issues: [{ path: "", message: "This deployment shows no result on completion (RESULT_ON_COMPLETION is none)" }],
};
const badId: ApiError = { error: "Invalid id", issues: [{ path: "id", message: "id must be a UUID" }] };
const noToken: ApiError = {
  error: "Unauthorized",
  issues: [{ path: "authorization", message: "Send the response's write token as Authorization: Bearer <token>" }],
};
// One answer for an unknown id and a wrong token: a reader without the token learns nothing, not even that it exists.
const notFound: ApiError = { error: "Result not found", issues: [{ path: "id", message: "No response with this id and write token" }] };
const notCompleted: ApiError = { error: "Not completed", issues: [{ path: "id", message: "The response is not completed yet" }] };

/**
 * The completion screen's result (decision 066): RESULT_ON_COMPLETION says what a deployment shows; the type comes from
 * the server's scoring, read back by the device that wrote the response, with its write token.
 */
export const completionResultRoutes = new Hono<AppEnv>()
  .use(noStore)
  .get("/settings", (c) => c.json<RespondentSettings>({ resultOnCompletion: workerConfig(c.env).resultOnCompletion }))
  .get("/assessment/:id/result", async (c) => {
    const setting = workerConfig(c.env).resultOnCompletion;
    if (setting === "none") return c.json(notShown, 404);
    const id = c.req.param("id").toLowerCase();
    if (!IdSchema.safeParse(id).success) return c.json(badId, 400);
    const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
    if (!token) return c.json(noToken, 401);
    const row = await findResultRow(c.env.DB, id);
    if (!row || row.writeTokenHash !== (await sha256Hex(token))) return c.json(notFound, 404);
    if (!row.isCompleted) return c.json(notCompleted, 409);
    return c.json<CompletionResult>(completionResult(setting, row)!);
  });

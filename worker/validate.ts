import { zValidator } from "@hono/zod-validator";
import type { ZodMiniType, core } from "zod/mini";
import type { ApiError } from "../schema/payload";

type Target = "json" | "query";

const ERROR: Record<Target, string> = { json: "Invalid request body", query: "Invalid query" };

/** A zod error as our {path, message} issues, each naming its field ("saves.0.name"). */
export const issuesOf = (error: core.$ZodError) => error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));

/** Validation answering 400 with {error, issues:[{path, message}]} naming each field. */
const valid = <T extends ZodMiniType, K extends Target>(target: K, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    return c.json<ApiError>({ error: ERROR[target], issues: issuesOf(result.error) }, 400);
  });

export const validJson = <T extends ZodMiniType>(schema: T) => valid("json", schema);
export const validQuery = <T extends ZodMiniType>(schema: T) => valid("query", schema);

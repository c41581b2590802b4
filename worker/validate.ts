import { zValidator } from "@hono/zod-validator";
import type { ZodMiniType } from "zod/mini";
import type { ApiError } from "../schema/payload";

type Target = "json" | "query";

const ERROR: Record<Target, string> = { json: "Invalid request body", query: "Invalid query" };

/** Validation answering 400 with {error, issues:[{path, message}]} naming each field. */
const valid = <T extends ZodMiniType, K extends Target>(target: K, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    return c.json<ApiError>({ error: ERROR[target], issues }, 400);
  });

export const validJson = <T extends ZodMiniType>(schema: T) => valid("json", schema);
export const validQuery = <T extends ZodMiniType>(schema: T) => valid("query", schema);

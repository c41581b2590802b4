import { zValidator } from "@hono/zod-validator";
import type { ZodMiniType, core } from "zod/mini";
import type { ApiError } from "../../schema/save/payload";

type Target = "json" | "query";

const ERROR: Record<Target, string> = { json: "Invalid request body", query: "Invalid query" };

const pathOf = (path: PropertyKey[]) => path.map(String).join(".");

/**
 * A zod error as our {path, message} issues, each naming its field ("saves.0.name"); a strict schema's
 * unknown fields are named one by one (schema/live/device-health.ts refuses any field it does not list).
 */
export const issuesOf = (error: core.$ZodError) =>
  error.issues.flatMap((i) =>
    i.code === "unrecognized_keys"
      ? i.keys.map((key) => ({ path: pathOf([...i.path, key]), message: `${key} is not a field of this request` }))
      : [{ path: pathOf(i.path), message: i.message }],
  );

/** Validation answering 400 with {error, issues:[{path, message}]} naming each field. */
const valid = <T extends ZodMiniType, K extends Target>(target: K, schema: T) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    return c.json<ApiError>({ error: ERROR[target], issues: issuesOf(result.error) }, 400);
  });

export const validJson = <T extends ZodMiniType>(schema: T) => valid("json", schema);
export const validQuery = <T extends ZodMiniType>(schema: T) => valid("query", schema);

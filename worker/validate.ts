import { zValidator } from "@hono/zod-validator";
import type { ZodMiniType } from "zod/mini";
import type { ApiError } from "../schema/payload";

/** JSON body validation answering 400 with {error, issues:[{path, message}]} naming each field. */
export const validJson = <T extends ZodMiniType>(schema: T) =>
  zValidator("json", schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
    return c.json<ApiError>({ error: "Invalid request body", issues }, 400);
  });

import { Hono } from "hono";
import {
  LIST_LIMIT_DEFAULT,
  ListQuerySchema,
  ResponseUpdateSchema,
  type ResponseDetail,
  type ResponseList,
  type ResponseRecord,
} from "../../schema/records/admin";
import { normaliseResponseId, type ApiError } from "../../schema/save/payload";
import { detailFor } from "../../schema/records/response-views";
import { can, PERMISSIONS, ROLE_LABEL } from "../../schema/identity/roles";
import { decodeCursor } from "./cursor";
import { viewResponse } from "./get-response";
import { listResponses } from "./list-responses";
import { updateResponse } from "./update-response";
import { requirePermission } from "../identity/role";
import type { SessionEnv } from "../identity/session";
import { validJson, validQuery } from "../http/validate";

const notFound = (id: string): ApiError => ({
  error: "Response not found",
  issues: [{ path: "id", message: `No response with id ${id}` }],
});

/**
 * Mounted at /api/admin/responses behind requireSession: the list (the table's columns), the detail
 * (audited; demographics and team only for the roles that may read them) and the edit.
 */
export const adminResponseRoutes = new Hono<SessionEnv>()
  .get("/", validQuery(ListQuerySchema), async (c) => {
    const q = c.req.valid("query");
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor)
      return c.json<ApiError>({ error: "Invalid query", issues: [{ path: "cursor", message: "cursor is invalid" }] }, 400);
    const { role } = c.get("user");
    // Filtering by team tells who is in it: team membership is the admins' (docs/admin.md, Roles).
    if (q.team && !can(role, "teams")) {
      const issue = {
        path: "team",
        message: `${ROLE_LABEL[role]}s cannot filter by team; it needs the ${ROLE_LABEL[PERMISSIONS.teams]} role`,
      };
      return c.json<ApiError>({ error: "Access denied", issues: [issue] }, 403);
    }
    const list = await listResponses(c.env.DB, role, {
      search: q.search ?? "",
      limit: q.limit ? Number(q.limit) : LIST_LIMIT_DEFAULT,
      cursor,
      team: q.team,
      language: q.language,
    });
    return c.json<ResponseList>(list);
  })
  .get("/:id", async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const user = c.get("user");
    const record = await viewResponse(c.env.DB, id, user, new Date());
    return record ? c.json<ResponseDetail>(detailFor(user.role, record)) : c.json(notFound(id), 404);
  })
  .patch("/:id", requirePermission("edit"), validJson(ResponseUpdateSchema), async (c) => {
    const id = normaliseResponseId(c.req.param("id"));
    const result = await updateResponse(c.env.DB, id, c.req.valid("json"), new Date(), c.get("user"));
    if (result.kind === "not-found") return c.json(notFound(id), 404);
    if (result.kind === "no-consent") {
      return c.json<ApiError>(
        {
          error: "No consent to demographic data",
          issues: [{ path: "demographicData", message: "The respondent did not consent to the demographic survey" }],
        },
        400,
      );
    }
    if (result.kind === "conflict") {
      return c.json<ApiError>(
        { error: "The response changed while saving", issues: [{ path: "", message: "The respondent is saving right now; try again" }] },
        409,
      );
    }
    return c.json<ResponseRecord>(result.record);
  });
